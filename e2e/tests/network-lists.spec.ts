import { type Download, expect, test } from '@playwright/test';
import { seriousViolations, WCAG_AA } from './support/axe.ts';
import { recordOperations } from './support/finance.ts';
import { csvLines, exportCsv, pagerTotal } from './support/lists.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

/**
 * The network's list toolbars (docs/architecture.md "Lists"): status and period in the URL, one
 * request per change, 'Limpar filtros', and 'Exportar CSV' holding what the screen holds. They
 * only read the seed, so they pass in any order beside the specs that add or disable EDs.
 */

/** The downloaded CSV's data rows, split on `;`. */
/** The downloaded CSV's data rows, split on `;`. */
const csvRows = async (download: Download): Promise<string[][]> =>
  (await csvLines(download)).slice(1).map((line) => line.split(';'));

test('Gerenciador ED filters by status and registration period in the URL and exports the same rows', async ({
  page,
}) => {
  const operations = recordOperations(page);
  await signIn(page, demo.holding, '/lista-dos-afiliados');
  const table = page.getByRole('table', { name: 'Gerenciador ED' });
  await expect(table.locator('tbody tr')).toHaveCount(10);
  const bar = page.getByRole('search', { name: 'Filtrar os EDs' });

  await bar.getByLabel('Status').selectOption({ label: 'Desativado' });
  await expect(page).toHaveURL(/status=INACTIVE/);
  await bar.getByLabel('De').fill('2020-01-01');
  await expect(page).toHaveURL(/de=2020-01-01/);
  await expect(table.locator('tbody tr').first()).toContainText('(desativado)');
  const names = await table.locator('tbody tr td:first-child').allTextContents();
  expect(names.every((name) => name.endsWith('(desativado)'))).toBe(true);
  // The first page, then one request per filter change.
  expect(operations).toEqual(['Eds', 'Eds', 'Eds']);

  const total = await pagerTotal(page);
  const rows = await csvRows(await exportCsv(page));
  expect(rows).toHaveLength(total);
  expect(new Set(rows.map((row) => row[6]))).toEqual(new Set(['Desativado']));

  // A reload shows the same filter; 'Limpar filtros' drops it in one request.
  await page.reload();
  await expect(bar.getByLabel('Status')).toHaveValue('INACTIVE');
  await expect(bar.getByLabel('De')).toHaveValue('2020-01-01');
  expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
  await bar.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).not.toHaveURL(/status=|de=/);
  // The whole network again: a full first page.
  await expect(table.locator('tbody tr')).toHaveCount(10);
  expect(await pagerTotal(page)).toBeGreaterThan(total);
});

test('Influenciadores searches, filters and exports the agent’s own', async ({ page }) => {
  await signIn(page, demo.agent, '/influenciadores?status=ACTIVE');
  const table = page.getByRole('table', { name: 'Influenciadores' });
  const bar = page.getByRole('search', { name: 'Filtrar os influenciadores' });
  await expect(bar.getByLabel('Status')).toHaveValue('ACTIVE');
  await bar.getByLabel('Buscar influenciador').fill('larissa nunes');
  await expect(page).toHaveURL(/busca=larissa/);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText('Larissa');
  const rows = await csvRows(await exportCsv(page));
  expect(rows).toHaveLength(1);
  expect(rows[0]?.[1]).toBe('larissa.nunes@exemplo.com.br');
  expect(rows[0]?.[4]).toBe('Ativo');

  await bar.getByLabel('Até').fill('2000-01-01');
  await expect(table.getByText('Nenhum influenciador encontrado para "larissa nunes".')).toBeVisible();
  expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
});
