import { expect, test } from '@playwright/test';
import { recordOperations } from './support/finance.ts';
import { csvOf, exportCsv } from './support/lists.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

/**
 * The list toolbars of Gerenciador de metas and Tráfego Pago (docs/architecture.md "Lists"): the
 * filters in the URL through a reload, one request per change, 'Limpar filtros', and 'Exportar CSV'
 * holding the rows the screen shows. Both only read the seed.
 */

test('Gerenciador de metas searches a unit through a reload and exports the units it shows', async ({
  page,
}) => {
  const operations = recordOperations(page);
  await signIn(page, demo.holding, '/gerenciador-metas');
  const table = page.getByRole('table', { name: 'Metas das unidades' });
  // The rows are in once their inputs are (the loading rows have none).
  await expect(table.getByRole('textbox').first()).toBeVisible();
  const all = await table.locator('tbody tr').count();
  const name = (await table.locator('tbody tr td').first().textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  const piece = name.slice(-6).toUpperCase();
  const bar = page.getByRole('search', { name: 'Filtrar as unidades' });
  await bar.getByLabel('Buscar unidade').fill(piece);
  await expect(page).toHaveURL(new RegExp(`busca=${encodeURIComponent(piece)}`));
  await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
  // The first screen, then one request for the search (it settles once).
  expect(operations).toEqual(['GoalsManager', 'GoalsManager']);

  await page.reload();
  await expect(bar.getByLabel('Buscar unidade')).toHaveValue(piece);
  await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(table.getByRole('textbox').first()).toBeVisible();
  const shown = await table.locator('tbody tr').count();
  const { header, rows } = await csvOf(await exportCsv(page));
  expect(header).toBe('Unidade;Meta mínima (R$);Meta básica (R$);Meta master (R$)');
  expect(rows).toHaveLength(shown);
  expect(rows.map((row) => row[0])).toContain(name);

  await bar.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).not.toHaveURL(/busca=/);
  await expect(bar.getByLabel('Buscar unidade')).toHaveValue('');
  await expect(table.locator('tbody tr')).toHaveCount(all);
});

test('Tráfego Pago filters by type and id through a reload and exports the tags it shows', async ({
  page,
}) => {
  const operations = recordOperations(page);
  await signIn(page, demo.admin, '/trafego-pago');
  const table = page.getByRole('table', { name: 'Tráfego Pago' });
  // The rows are in once their buttons are (the loading rows have none).
  await expect(table.getByRole('button', { name: /^Detalhes / }).first()).toBeVisible();
  const all = await table.locator('tbody tr').count();
  const bar = page.getByRole('search', { name: 'Filtrar as tags' });

  await bar.getByLabel('Tipo').selectOption({ label: 'GTM' });
  await expect(page).toHaveURL(/status=GTM/);
  await bar.getByLabel('Buscar tag').fill('gtm-');
  await expect(page).toHaveURL(/busca=gtm-/);
  await expect
    .poll(async () =>
      (await table.locator('tbody tr td:nth-child(2)').allTextContents()).every((v) => v.startsWith('GTM-')),
    )
    .toBe(true);
  expect(operations).toEqual(['TrafficTags', 'TrafficTags', 'TrafficTags']);

  await page.reload();
  await expect(bar.getByLabel('Tipo')).toHaveValue('GTM');
  await expect(bar.getByLabel('Buscar tag')).toHaveValue('gtm-');
  await expect(table.getByRole('button', { name: /^Detalhes / }).first()).toBeVisible();
  const values = (await table.locator('tbody tr td:nth-child(2)').allTextContents()).map((v) => v.trim());
  const { header, rows } = await csvOf(await exportCsv(page));
  expect(header).toBe('ID do Pixel;ID do GTM;Nome;Situação');
  expect(rows.map((row) => row[1])).toEqual(values);

  await bar.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).not.toHaveURL(/status=|busca=/);
  await expect(table.locator('tbody tr')).toHaveCount(all);
});
