import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import { seriousViolations, WCAG_AA } from './support/axe.ts';
import { recordOperations } from './support/finance.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

/**
 * The list toolbars of Integração and Notificação ED's sent list (docs/architecture.md "Lists"):
 * filters in the URL through a reload, one request per change, 'Limpar filtros', and 'Exportar CSV'
 * holding the rows the screen counts. Both only read the seed.
 */

/** The downloaded CSV's header and data lines (BOM checked and dropped). */
async function csvLines(download: Download): Promise<{ header: string; rows: string[] }> {
  const bytes = await readFile((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header = '', ...rows] = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  return { header, rows };
}

const exportCsv = async (page: Page): Promise<Download> => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  return download;
};

test('Integração filters by integration and name through a reload and exports the rows it counts', async ({
  page,
}) => {
  const operations = recordOperations(page);
  await signIn(page, demo.holding, '/integracao');
  const table = page.getByRole('table', { name: 'Favorecidos integrados' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const bar = page.getByRole('search', { name: 'Filtrar os favorecidos integrados' });

  await bar.getByLabel('Integração').selectOption({ label: 'DMEI' });
  await expect(page).toHaveURL(/status=DMEI/);
  // The DMEI page is in once every row's last cell says so.
  await expect
    .poll(async () => new Set(await table.locator('tbody tr td:last-child').allTextContents()))
    .toEqual(new Set(['DMEI']));
  const name = (await table.locator('tbody tr td').first().textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  const piece = name.split(' ')[0]?.slice(0, 5).toLowerCase() ?? '';
  await bar.getByLabel('Buscar favorecido').fill(piece);
  await expect(page).toHaveURL(new RegExp(`busca=${piece}`));
  await expect(table.getByText(name).first()).toBeVisible();
  // The first page, then one request per change (the search settles once).
  expect(operations).toEqual(['PayeeIntegrations', 'PayeeIntegrations', 'PayeeIntegrations']);

  await page.reload();
  await expect(bar.getByLabel('Integração')).toHaveValue('DMEI');
  await expect(bar.getByLabel('Buscar favorecido')).toHaveValue(piece);
  const shown = await table.locator('tbody tr').count();
  const { header, rows } = await csvLines(await exportCsv(page));
  expect(header).toBe('Favorecido;Tipo;Integração');
  expect(rows.length).toBeGreaterThanOrEqual(shown);
  expect(rows.every((row) => row.endsWith(';DMEI'))).toBe(true);
  expect(rows.map((row) => row.split(';')[0])).toContain(name);
  if (shown < 10) expect(rows).toHaveLength(shown);

  expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
  await bar.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).not.toHaveURL(/status=|busca=/);
  await expect(bar.getByLabel('Buscar favorecido')).toHaveValue('');
});

test('Notificação ED filters what was sent by words, type and period through a reload, and exports it', async ({
  page,
}) => {
  await signIn(page, demo.admin, '/ed-notificacao');
  const table = page.getByRole('table', { name: 'Notificações ED enviadas' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const bar = page.getByRole('search', { name: 'Filtrar as notificações enviadas' });

  await bar.getByLabel('Tipo da notificação').selectOption({ label: 'Informação' });
  await expect(page).toHaveURL(/status=INFO/);
  await bar.getByLabel('Buscar notificação').fill('campanha de ferias');
  await expect(page).toHaveURL(/busca=campanha/);
  await bar.getByLabel('De').fill('2020-01-01');
  await expect(page).toHaveURL(/de=2020-01-01/);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr')).toContainText('Campanha de férias no ar');

  await page.reload();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(bar.getByLabel('Tipo da notificação')).toHaveValue('INFO');
  const { header, rows } = await csvLines(await exportCsv(page));
  expect(header).toBe('Título;Mensagem;Tipo;Público;Destinatários;Enviada em');
  expect(rows).toHaveLength(1);
  expect(
    rows[0]
      ?.split(';')
      .slice(0, 1)
      .concat(rows[0]?.split(';')[2] ?? ''),
  ).toEqual(['Campanha de férias no ar', 'Informação']);

  await bar.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).not.toHaveURL(/status=|busca=|de=/);
  await expect(table.locator('tbody tr').first()).toBeVisible();
});
