/**
 * Pontos e Vouchers and Gerenciador de Vouchers through the real stack (seeded vouchers,
 * docs/upstream-contract/points.md "Vouchers demo data"): data, server paging, the status filter and who
 * may open each screen. A non-member's state is points-ledger.spec.ts's, which then joins.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations, WCAG_AA } from './support/axe.ts';
import { columnHeaders, recordOperations, statValue } from './support/finance.ts';

import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

const HEADERS = ['Código', 'Cliente', 'Pontos', 'Valor', 'Status', 'Expira em'];

/** The data rows of a table (the header row left out). */
const dataRows = (table: Locator) => table.locator('tbody tr');

/** The number in a summary card ("10 vouchers"). */
const vouchersIn = async (card: Locator): Promise<number> => {
  await expect(card).toHaveText(/^\d+ vouchers?$/);
  return Number((await card.textContent())?.match(/\d+/)?.[0]);
};

/** The total of the pager's "from–to de total" for the range shown. */
const rangeTotal = async (page: Page, range: string): Promise<number> => {
  const label = page.getByText(new RegExp(`^${range} de \\d+$`));
  await expect(label).toBeVisible();
  return Number((await label.textContent())?.split(' de ')[1]);
};

async function open(page: Page, username: string, path: string, title: string): Promise<void> {
  await signIn(page, username, path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('Pontos e Vouchers', () => {
  test('the affiliate sees the summary and pages its 25 vouchers with one request', async ({ page }) => {
    const operations = recordOperations(page);
    await open(page, demo.affiliated, '/pontos-e-vouchers', 'Pontos e Vouchers');
    // The seed gives afiliado@ 25 vouchers: 10 available, 5 expired, 5 used, 5 available again.
    // Other specs in the same stack may use one of them (points-ledger, integrators) or convert
    // points into a new one, which only moves available to used or adds available ones.
    await expect(statValue(page, 'Expirados')).toHaveText('5 vouchers');
    const available = await vouchersIn(statValue(page, 'Disponíveis'));
    const used = await vouchersIn(statValue(page, 'Utilizados'));
    expect(used).toBeGreaterThanOrEqual(5);
    expect(available + used).toBeGreaterThanOrEqual(15);

    const table = page.getByRole('table', { name: 'Vouchers' });
    await expect(dataRows(table)).toHaveCount(10);
    expect((await columnHeaders(table)).map((header) => header.replace(/\s+$/, ''))).toEqual(HEADERS);
    await expect(dataRows(table).first()).toContainText(/VCH-[0-9A-Z]{6}/);
    await expect(dataRows(table).first()).toContainText(/R\$ [\d.]+,\d\d/);
    await expect(dataRows(table).first()).toContainText(/\d\d\/\d\d\/\d{4}/);
    const total = await rangeTotal(page, '1–10');
    expect(total).toBeGreaterThanOrEqual(25);
    expect(operations).toEqual(['PointsAndVouchers']);

    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expect(page.getByText(`11–20 de ${total}`)).toBeVisible();
    await expect(dataRows(table)).toHaveCount(10);

    // Another spec may use one more meanwhile: at least the used ones of the summary, all USED.
    await page.getByLabel('Status').selectOption({ label: 'Utilizado' });
    const rowTexts = () => dataRows(table).allTextContents();
    await expect.poll(async () => (await rowTexts()).every((text) => text.includes('Utilizado'))).toBe(true);
    expect(await rangeTotal(page, '1–\\d+')).toBeGreaterThanOrEqual(used);

    await page.getByLabel('Status').selectOption({ label: 'Disponível novamente' });
    await expect(page.getByText('1–5 de 5')).toBeVisible();
    await expect(dataRows(table).first()).toContainText('Disponível novamente');
  });

  test('is for affiliates only', async ({ page }) => {
    await signIn(page, demo.holding, '/pontos-e-vouchers');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  });
});

test.describe('Gerenciador de Vouchers', () => {
  test('the holding pages through every voucher, 100 at a time, customers named', async ({ page }) => {
    const operations = recordOperations(page);
    await open(page, demo.holding, '/gerenciador-vouchers', 'Gerenciador de Vouchers');
    const table = page.getByRole('table', { name: 'Gerenciador de Vouchers' });
    await expect(dataRows(table)).toHaveCount(10);
    // 127 seeded; conversions by other specs in the same stack add more.
    expect(await rangeTotal(page, '1–10')).toBeGreaterThanOrEqual(127);
    expect(operations).toEqual(['ManagedVouchers']);

    // The holding's own programme status, with the same request; joining (once per stack: a retry
    // finds it joined) accepts it at once and the card follows without a reload.
    const card = page.getByLabel('Adesão ao Programa de Pontos');
    await expect(card).toContainText('Programa de Pontos da holding');
    const join = page.getByRole('button', { name: 'Aderir ao Programa de Pontos' });
    if (await join.isVisible()) {
      expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
      await join.click();
      await expect(page.getByText('Adesão ao Programa de Pontos efetuada com sucesso')).toBeVisible();
    }
    await expect(card).toContainText('Participante');
    await expect(join).toHaveCount(0);

    await page.getByLabel('Linhas por página:').selectOption('100');
    expect(await rangeTotal(page, '1–100')).toBeGreaterThanOrEqual(127);
    await expect(dataRows(table)).toHaveCount(100);
    await expect(table.getByText('Cliente indisponível')).toHaveCount(0);
    await expect(table.getByText('Mariana Albuquerque Costa').first()).toBeVisible();

    await page.getByLabel('Status').selectOption({ label: 'Estornado' });
    await expect(dataRows(table).first()).toContainText('Estornado');
    for (const row of await dataRows(table).all()) await expect(row).toContainText('Estornado');
  });

  // The seed's 70 and 43; conversions by other specs in the same stack may add to them.
  for (const [who, account, seeded] of [
    ["a branch sees its unit's vouchers", demo.branch, 70],
    ["a producer sees its company's vouchers", demo.producer, 43],
  ] as const) {
    test(who, async ({ page }) => {
      await open(page, account, '/gerenciador-vouchers', 'Gerenciador de Vouchers');
      expect(await rangeTotal(page, '1–10')).toBeGreaterThanOrEqual(seeded);
      await expect(dataRows(page.getByRole('table', { name: 'Gerenciador de Vouchers' }))).toHaveCount(10);
    });
  }

  test('is not for affiliates', async ({ page }) => {
    await signIn(page, demo.affiliated, '/gerenciador-vouchers');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  });
});
