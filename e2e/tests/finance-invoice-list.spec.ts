/**
 * Notas Fiscais (/notas-fiscais) through the real stack: the holding's list newest first with one
 * request of its own, server paging, the status filter, the search (names and alphanumeric CNPJs),
 * the empty state and 'Baixar';
 * the branch and the producer see only their rows; an affiliate cannot open the screen.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { columnHeaders, recordOperations } from './support/finance.ts';

import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

const table = (page: Page): Locator => page.getByRole('table', { name: 'Notas fiscais' });
const bodyRows = (page: Page): Locator => table(page).locator('tbody tr');
/** The texts of one column (1-based) of the rows shown. */
const column = (page: Page, index: number): Promise<string[]> =>
  bodyRows(page).locator(`td:nth-child(${index})`).allInnerTexts();

/** '20/11/2026 12:30' → sortable 'YYYYMMDDHHmm'. */
const sortable = (text: string): string => {
  const [date = '', time = ''] = text.trim().split(' ');
  const [day, month, year] = date.split('/');
  return `${year}${month}${day}${time.replace(':', '')}`;
};

async function openInvoices(page: Page, username: string): Promise<string[]> {
  const operations = recordOperations(page);
  await signIn(page, username, '/notas-fiscais');
  await expect(page.getByRole('heading', { level: 1, name: 'Notas Fiscais' })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);
  return operations;
}

test.describe('Notas Fiscais', () => {
  test('the holding pages, filters, searches and downloads', async ({ page }) => {
    const operations = await openInvoices(page, demo.holding);
    expect(operations).toEqual(['Invoices']);
    expect(await columnHeaders(table(page))).toEqual([
      'Ciclo',
      'Favorecido',
      'Produtora',
      'Valor',
      'Status',
      'Enviada em',
      'Nota fiscal',
    ]);
    const dates = (await column(page, 6)).map(sortable);
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(page.getByText(/^1–10 de \d{3,}$/)).toBeVisible();

    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expect(page.getByText(/^11–20 de \d{3,}$/)).toBeVisible();

    await page.getByLabel('Status').selectOption({ label: 'Erro' });
    await expect(page.getByText(/^1–\d+ de \d+$/)).toBeVisible();
    await expect.poll(async () => new Set(await column(page, 5))).toEqual(new Set(['Erro']));

    await page.getByLabel('Status').selectOption({ label: 'Todos' });
    await page.getByLabel('Buscar').fill('Aldeota');
    await expect
      .poll(async () => (await column(page, 2)).every((name) => name.includes('Aldeota')))
      .toBe(true);
    expect(await bodyRows(page).count()).toBeGreaterThan(0);

    const download = page.waitForEvent('download');
    await bodyRows(page)
      .first()
      .getByRole('button', { name: /^Baixar/ })
      .click();
    expect((await download).suggestedFilename()).toMatch(/^nota-fiscal-ciclo-\d+\.pdf$/);

    // Alphanumeric CNPJs (seeded for Carnaúba and for Mariana's company), typed in lowercase.
    const everyRow = async (index: number, text: string) => {
      const cells = await column(page, index);
      return cells.length > 0 && cells.every((cell) => cell.includes(text));
    };
    await page.getByLabel('Buscar').fill('9x.2kq.7ab/0001-00');
    await expect.poll(() => everyRow(3, '9X.2KQ.7AB/0001-00')).toBe(true);
    await page.getByLabel('Buscar').fill('5rb7kq2m');
    await expect.poll(() => everyRow(2, 'Mariana Albuquerque Costa')).toBe(true);

    await page.getByLabel('Buscar').fill('Ninguém Inexistente');
    await expect(table(page).getByText('Nenhuma nota fiscal com esses filtros.')).toBeVisible();
  });

  test('a branch sees its unit only', async ({ page }) => {
    await openInvoices(page, demo.branch);
    expect(new Set(await column(page, 2))).toEqual(new Set(['Unidade Fortaleza Centro']));
  });

  test('a producer sees its own bills only', async ({ page }) => {
    await openInvoices(page, demo.producer);
    const producers = (await column(page, 3)).map((cell) => cell.split('\n')[0]);
    expect(new Set(producers)).toEqual(new Set(['Mandacaru Educação Ltda.']));
  });

  test('an affiliate cannot open it', async ({ page }) => {
    await signIn(page, demo.affiliated);
    await expect(page.getByRole('link', { name: 'Notas Fiscais' })).toHaveCount(0);
    await page.goto('/notas-fiscais');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  });
});
