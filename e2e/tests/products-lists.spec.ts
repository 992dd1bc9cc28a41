import { expect, test } from '@playwright/test';
import { seriousViolations, WCAG_AA } from './support/axe.ts';
import { recordOperations } from './support/finance.ts';
import { csvOf, exportCsv, pagerTotal } from './support/lists.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

/**
 * The list toolbars of the products and producers domains (docs/architecture.md "Lists"):
 * Gerenciador de produtores, Produtos and the Salesforce errors. Filters in the URL through a
 * reload, one request per change, 'Limpar filtros', and 'Exportar CSV' holding what the screen
 * counts. They only read, so they pass in any order beside the specs that add producers or products.
 */

test('Gerenciador de produtores searches in the URL and exports the rows it counts', async ({ page }) => {
  const operations = recordOperations(page);
  await signIn(page, demo.admin, '/manager-producers');
  const table = page.getByRole('table', { name: 'Gerenciador de produtores' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const bar = page.getByRole('search', { name: 'Filtrar os produtores' });

  await bar.getByLabel('Buscar produtor').fill('jangada');
  await expect(page).toHaveURL(/busca=jangada/);
  await expect(table.locator('tbody tr').first()).toContainText('Jangada Saúde');
  // The first page, then one request for the settled search.
  expect(operations).toEqual(['Producers', 'Producers']);
  const total = await pagerTotal(page);
  const file = await csvOf(await exportCsv(page));
  expect(file.header).toBe(
    'Nome fantasia;Razão social;CNPJ;ID Cispay;Filial;Holding;Integração RM;Cadastrado em',
  );
  expect(file.rows).toHaveLength(total);
  expect(file.rows.every((row) => /jangada/i.test(`${row[0]} ${row[1]}`))).toBe(true);
  expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
});

test('Gerenciador de produtores keeps a registration period through a reload, and Limpar filtros clears it', async ({
  page,
}) => {
  // A period nobody was registered in: no row, in the URL.
  await signIn(page, demo.admin, '/manager-producers?de=2000-01-01&ate=2000-01-31');
  const table = page.getByRole('table', { name: 'Gerenciador de produtores' });
  const bar = page.getByRole('search', { name: 'Filtrar os produtores' });
  await expect(table).toContainText('Nenhum produtor com esses filtros.');
  await page.reload();
  await expect(bar.getByLabel('De')).toHaveValue('2000-01-01');
  await expect(bar.getByLabel('Até')).toHaveValue('2000-01-31');
  await expect(table).toContainText('Nenhum produtor com esses filtros.');
  expect((await csvOf(await exportCsv(page))).rows).toEqual([]);
  await bar.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).not.toHaveURL(/de=|ate=/);
  await expect(table.locator('tbody tr').first()).not.toContainText('Nenhum produtor');
});

test('Produtos filters by campaign and name in the URL and exports the same rows', async ({ page }) => {
  const operations = recordOperations(page);
  await signIn(page, demo.holding, '/manager-products');
  const table = page.getByRole('table', { name: 'Produtos' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const bar = page.getByRole('search', { name: 'Filtrar os produtos' });

  await bar.getByLabel('Campanha').selectOption({ label: 'Sem campanha' });
  await expect(page).toHaveURL(/status=WITHOUT_CAMPAIGN/);
  await bar.getByLabel('Buscar produto').fill('voucher');
  await expect(page).toHaveURL(/busca=voucher/);
  await expect(table.locator('tbody tr').first()).toContainText('Voucher');
  expect(operations).toEqual(['ManagedProducts', 'ManagedProducts', 'ManagedProducts']);
  await page.reload();
  await expect(bar.getByLabel('Campanha')).toHaveValue('WITHOUT_CAMPAIGN');
  await expect(table.locator('tbody tr').first()).toContainText('Voucher');

  const total = await pagerTotal(page);
  const file = await csvOf(await exportCsv(page));
  expect(file.header).toBe(
    'Produto;Produtor;Código Salesforce;Preço (R$);Nível mínimo;Campanhas;Destaque;Status;Atualizado em',
  );
  expect(file.rows).toHaveLength(total);
  expect(file.rows.map((row) => row[5])).toEqual(file.rows.map(() => '0'));
  expect(file.rows.every((row) => /voucher/i.test(row[0] ?? ''))).toBe(true);
  const names = await table.locator('tbody tr td:first-child').allTextContents();
  expect(file.rows.map((row) => row[0])).toEqual(names);

  await bar.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).not.toHaveURL(/status=|busca=/);
  await expect(bar.getByLabel('Campanha')).toHaveValue('');
});

test('the Salesforce errors filter by type and period in the URL and export every row counted', async ({
  page,
}) => {
  await signIn(page, demo.holding, '/manager-links?aba=salesforce');
  const table = page.getByRole('table', { name: 'Erros do Salesforce' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const bar = page.getByRole('search', { name: 'Filtrar os erros do Salesforce' });

  await bar.getByLabel('Tipo').selectOption({ label: 'Venda' });
  await expect(page).toHaveURL(/status=SALE/);
  await bar.getByLabel('De').fill('2020-01-01');
  await expect(page).toHaveURL(/de=2020-01-01/);
  await page.reload();
  await expect(page).toHaveURL(/aba=salesforce/);
  await expect(bar.getByLabel('Tipo')).toHaveValue('SALE');
  await expect(table.locator('tbody tr').first()).toContainText('Venda');

  const total = await pagerTotal(page);
  const file = await csvOf(await exportCsv(page));
  expect(file.header).toBe('Quando;Tipo;Referência;Mensagem;Produto;Situação;Resolvido em');
  expect(file.rows).toHaveLength(total);
  expect(new Set(file.rows.map((row) => row[1]))).toEqual(new Set(['Venda']));

  await bar.getByLabel('Até').fill('2020-01-31');
  await expect(table).toContainText('Nenhum erro do Salesforce com esses filtros.');
  await bar.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL(/aba=salesforce/);
  await expect(page).not.toHaveURL(/status=|de=|ate=/);
  await expect(table.locator('tbody tr').first()).not.toContainText('Nenhum erro');
});
