import { expect, test } from '@playwright/test';
import { seriousViolations, WCAG_AA } from './support/axe.ts';
import { recordOperations } from './support/finance.ts';
import { csvLines, exportCsv, pagerTotal } from './support/lists.ts';
import { apiToken, graphql } from './support/pages.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

/**
 * Issue #29 in the network: the homes' 'Credenciamentos pendentes' is the ED list's 'Pendentes'
 * total, and Alteração em massa and Gerenciador de Unidades have the list toolbar (search, state,
 * period in the URL, one request per change, Exportar CSV of the same rows, Limpar filtros). The
 * home test only reads; the mass change test sends its own file (an interior ED no other spec
 * reads, db/seed/network-units.ts) under a name of its own, so the tests pass in any order.
 */

for (const [role, email, section] of [
  ['holding', demo.holding, 'Operação'],
  ['admin', demo.admin, 'Rede'],
] as const) {
  test(`the ${role}’s 'Credenciamentos pendentes' is the ED list’s Pendentes total`, async ({ page }) => {
    // Three screens and a CSV of the whole filter: more than the default 30 s on a busy machine.
    test.slow();
    const operations = recordOperations(page);
    await signIn(page, email);
    const link = page
      .getByRole('list', { name: section })
      .getByRole('link', { name: /^Credenciamentos pendentes/ });
    await expect(link.locator('span').nth(1)).toHaveText(/^\d/);
    const figure = Number((await link.locator('span').nth(1).textContent())?.replace(/\D/g, ''));
    expect(figure).toBeGreaterThan(0);
    expect(operations).toEqual([role === 'holding' ? 'HoldingHome' : 'AdminHome']);
    await link.click();
    await expect(page).toHaveURL(/\/lista-dos-afiliados\?status=PENDING$/);
    const bar = page.getByRole('search', { name: 'Filtrar os EDs' });
    await expect(bar.getByLabel('Status')).toHaveValue('PENDING');
    expect(await pagerTotal(page)).toBe(figure);
    const lines = await csvLines(await exportCsv(page));
    expect(lines).toHaveLength(figure + 1);
  });
}

const HEADER = 'email;unidade_id;nivel;is_franchisee;is_trainer;is_lecturer;tracking';

test('Alteração em massa filters by file, state and period, and exports the rows it shows', async ({
  page,
}) => {
  // A file of this run's own: one row switching an interior ED's tracking on (again, on a re-run).
  const fileName = `toolbar-e2e-${Date.now()}.csv`;
  const token = await apiToken(demo.holding);
  await graphql(
    'mutation ($i: MassChangeInput!) { startMassChange(input: $i) { id } }',
    { i: { fileName, csv: `${HEADER}\nfrancisca.parente86@rede.exemplo.com.br;;;;;;sim\n` } },
    token,
  );
  const operations = recordOperations(page);
  await signIn(page, demo.holding, '/alteracao-em-massa');
  const table = page.getByRole('table', { name: 'Alterações em massa' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const bar = page.getByRole('search', { name: 'Filtrar as alterações em massa' });

  await bar.getByLabel('Buscar alteração').fill(fileName);
  await expect(page).toHaveURL(/busca=toolbar-e2e/);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr')).toContainText(fileName);
  await bar.getByLabel('De').fill('2020-01-01');
  await expect(page).toHaveURL(/de=2020-01-01/);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  // The first page, then one request per change (the search settles once).
  expect(operations.filter((name) => name === 'MassChanges')).toHaveLength(3);

  const lines = await csvLines(await exportCsv(page));
  expect(lines[0]).toBe('Arquivo;Enviado por;Situação;Linhas;Linhas alteradas;Enviado em;Concluído em;Erro');
  expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual([fileName]);

  await bar.getByLabel('Status').selectOption({ label: 'Falhou' });
  await expect(page).toHaveURL(/status=FAILED/);
  await expect(table.getByText('Nenhuma alteração em massa encontrada para', { exact: false })).toBeVisible();
  expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
  await bar.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).not.toHaveURL(/status=|busca=|de=/);
  await expect(table.locator('tbody tr').first()).toBeVisible();
});

test('Gerenciador de Unidades searches by name or CNPJ and exports the rows it shows', async ({ page }) => {
  const operations = recordOperations(page);
  await signIn(page, demo.holding, '/gerenciador-unidade');
  const table = page.getByRole('table', { name: 'Unidades' });
  const total = await pagerTotal(page);
  expect(total).toBeGreaterThan(1);
  const bar = page.getByRole('search', { name: 'Filtrar as unidades' });

  await bar.getByLabel('Buscar unidade').fill('quixada');
  await expect(page).toHaveURL(/busca=quixada/);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr')).toContainText('Unidade Quixadá');
  expect(operations).toEqual(['ManagedUnits', 'ManagedUnits']);

  const lines = await csvLines(await exportCsv(page));
  expect(lines[0]).toBe('Nome;Tipo;CNPJ;EDs;Cadastro');
  expect(lines.slice(1).map((line) => line.split(';').slice(0, 2))).toEqual([['Unidade Quixadá', 'Unidade']]);

  expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
  await bar.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).not.toHaveURL(/busca=/);
  await expect(page.getByText(new RegExp(`^1–\\d+ de ${total}$`))).toBeVisible();
});
