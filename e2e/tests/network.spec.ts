import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations, WCAG_AA } from './support/axe.ts';
import { columnHeaders, recordOperations } from './support/finance.ts';
import { apiToken, graphql, graphqlSettled } from './support/pages.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

/**
 * The seeded EDs (affiliated users): 6 of the demo, the 10 points-programme members and 120 more;
 * 108 in the branch's unit.
 */
const NETWORK_EDS = 136;

/**
 * The pager's "from–to de total" for the whole network: the seed's 136 EDs, plus any that
 * accreditation.spec.ts registered in the same stack meanwhile (so at least 136).
 */
async function expectNetworkRange(page: Page, range: string): Promise<void> {
  const label = page.getByText(new RegExp(`^${range} de \\d+$`));
  await expect(label).toBeVisible();
  const total = Number((await label.textContent())?.split(' de ')[1]);
  expect(total).toBeGreaterThanOrEqual(NETWORK_EDS);
}
const CENTRO_EDS = 108;

const edTable = (page: Page, title: string) => page.getByRole('table', { name: title });
const bodyRows = (page: Page, title: string) => edTable(page, title).locator('tbody tr');

test.describe('ED list (Gerenciador ED / Gerenciador de EDs)', () => {
  test('the holding sees the network with one request, pages and searches it', async ({ page }) => {
    const operations = recordOperations(page);
    await signIn(page, demo.holding, '/lista-dos-afiliados');
    await expect(page.getByRole('heading', { level: 1, name: 'Gerenciador ED' })).toBeVisible();
    const table = edTable(page, 'Gerenciador ED');
    expect(await columnHeaders(table)).toEqual(['Nome', 'E-mail', 'Unidade', 'Status CNPJ', 'Cadastro']);
    await expect(bodyRows(page, 'Gerenciador ED')).toHaveCount(10);
    await expectNetworkRange(page, '1–10');
    await expect(table.getByText('Unidade Fortaleza Aldeota').first()).toBeVisible();
    expect(operations).toEqual(['Eds']);

    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expectNetworkRange(page, '11–20');

    // Word prefixes, any case, accents ignored; the search starts again on page 0.
    await page.getByLabel('Buscar ED').fill('MAR álbu');
    await expect(table.getByRole('cell', { name: 'Mariana Albuquerque Costa' })).toBeVisible();
    await expect(page.getByText(/^1–\d+ de \d+$/)).toBeVisible();
    await expect(table.getByRole('cell', { name: 'afiliado@demo.com.br' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Unidade Fortaleza Centro' }).first()).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Concluído' }).first()).toBeVisible();

    await page.getByLabel('Buscar ED').fill('ana.moreira@exemplo.com.br');
    await expect(bodyRows(page, 'Gerenciador ED')).toHaveCount(1);
    await expect(table.getByRole('cell', { name: 'Ana Beatriz Moreira' })).toBeVisible();

    await page.getByLabel('Buscar ED').fill('xyzw');
    await expect(page.getByText('Nenhum ED encontrado para "xyzw".')).toBeVisible();
    // One request per settled input, never one per keystroke.
    expect(operations.filter((name) => name === 'Eds').length).toBeLessThanOrEqual(5);
  });

  test('the branch manages its unit’s EDs, a full page of 100', async ({ page }) => {
    await signIn(page, demo.branch, '/gerenciador-ed');
    await expect(page.getByRole('heading', { level: 1, name: 'Gerenciador de EDs' })).toBeVisible();
    await expect(page.getByText(`1–10 de ${CENTRO_EDS}`)).toBeVisible();
    await page.getByLabel('Linhas por página:').selectOption('100');
    await expect(bodyRows(page, 'Gerenciador de EDs')).toHaveCount(100);
    const units = await edTable(page, 'Gerenciador de EDs')
      .locator('tbody tr td:nth-child(3)')
      .allTextContents();
    expect(new Set(units)).toEqual(new Set(['Unidade Fortaleza Centro']));

    // 'Exportar CSV' streams from the gateway's file route: BOM, `;`, the header, the unit's rows.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^eds-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await csv.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]?.startsWith('Nome;E-mail;Unidade;CNPJ;Status CNPJ;')).toBe(true);
    expect(lines.length - 1).toBeGreaterThanOrEqual(CENTRO_EDS);

    // multi@'s Juliana belongs to Aldeota: not in this branch's list.
    await page.getByLabel('Buscar ED').fill('juliana sampaio');
    await expect(page.getByText('Nenhum ED encontrado para "juliana sampaio".')).toBeVisible();
  });

  test('the admin opens Gerenciador ED too', async ({ page }) => {
    await signIn(page, demo.admin, '/lista-dos-afiliados');
    await expectNetworkRange(page, '1–10');
  });

  for (const [account, path] of [
    ['affiliated', '/lista-dos-afiliados'],
    ['agent', '/gerenciador-ed'],
    ['branch', '/lista-dos-afiliados'],
    ['holding', '/gerenciador-ed'],
  ] as const) {
    test(`${demo[account]} cannot open ${path}`, async ({ page }) => {
      await signIn(page, demo[account], path);
      await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    });
  }
});

/** The id of the one ED the search finds, as the holding's list gives it. */
async function edIdOf(search: string): Promise<string> {
  const token = await apiToken(demo.holding);
  const data = await graphql<{ eds: { items: { id: string }[] } }>(
    'query ($search: String) { eds(search: $search) { items { id } } }',
    { search },
    token,
  );
  const id = data.eds.items[0]?.id;
  if (!id) throw new Error(`no ED found for ${search}`);
  return id;
}

test.describe('ED details', () => {
  test('the holding finds an ED by search and opens it with one request; a contract without a CNPJ is refused', async ({
    page,
  }) => {
    await signIn(page, demo.holding, '/lista-dos-afiliados');
    await page.getByLabel('Buscar ED').fill('juliana sampaio');
    // The search applied (it settles into the URL after typing stops) and its one row shown: a
    // count alone could be met by the first page's loading row, before the search was sent.
    await expect(page).toHaveURL(/busca=juliana/);
    await expect(bodyRows(page, 'Gerenciador ED')).toHaveCount(1);
    await expect(
      edTable(page, 'Gerenciador ED').getByRole('link', { name: /^Juliana Sampaio/ }),
    ).toBeVisible();
    // The list's own requests (the search, its URL state) are over before counting the details'.
    await graphqlSettled(page);
    const operations = recordOperations(page);
    await edTable(page, 'Gerenciador ED')
      .getByRole('link', { name: /^Juliana Sampaio/ })
      .click();
    await expect(page).toHaveURL(/\/lista-dos-afiliados\/[0-9a-f-]{36}$/);
    const main = page.getByRole('main');
    await expect(main.getByText('Unidade Fortaleza Aldeota')).toBeVisible();
    // One GraphQL request for the whole page.
    expect(operations).toEqual(['EdDetails']);
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);

    // Juliana has no CNPJ yet: her contract cannot be issued, which the page says.
    await main.getByRole('button', { name: 'Baixar contrato', exact: true }).click();
    await expect(page.getByText('Erro na solicitação do contrato!')).toBeVisible();
  });

  test('the holding toggles an ED’s Treinador, which stays saved', async ({ page }) => {
    await signIn(page, demo.holding, `/lista-dos-afiliados/${await edIdOf('juliana sampaio')}`);
    const main = page.getByRole('main');
    const trainer = main.getByRole('switch', { name: 'Treinador' });
    await expect(trainer).not.toBeChecked();
    await trainer.click();
    await expect(trainer).toBeChecked();
    await page.reload();
    await expect(main.getByRole('switch', { name: 'Treinador' })).toBeChecked();
    // Leaves the seed as it was for the next run.
    await main.getByRole('switch', { name: 'Treinador' }).click();
    await expect(main.getByRole('switch', { name: 'Treinador' })).not.toBeChecked();
    await page.reload();
    await expect(main.getByRole('switch', { name: 'Treinador' })).not.toBeChecked();
  });

  test('one of an ED’s bills opens billing details under the ED manager, and back returns there', async ({
    page,
  }) => {
    await signIn(page, demo.holding, `/lista-dos-afiliados/${await edIdOf('juliana sampaio')}`);
    const main = page.getByRole('main');
    const details = page.url();
    const bill = edTable(page, 'Faturamentos do ED')
      .getByRole('link', { name: /^Faturamento do ciclo / })
      .first();
    await bill.click();
    await expect(page).toHaveURL(/\/lista-de-afiliados\/[0-9a-f-]{36}\/detalhes-faturamento\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Detalhes do faturamento' })).toBeVisible();
    await page.getByRole('button', { name: 'Voltar ao faturamento' }).click();
    await expect(page).toHaveURL(details);
    await expect(main.getByRole('switch', { name: 'Treinador' })).toBeVisible();
  });

  test('the confirmation of Desativar ED is accessible and cancelling changes nothing', async ({ page }) => {
    await signIn(page, demo.admin, `/lista-dos-afiliados/${await edIdOf('juliana sampaio')}`);
    await page.getByRole('button', { name: 'Desativar ED' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Desativar ED' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('main').getByText('Ativo', { exact: true })).toBeVisible();
  });

  test('a branch opens its unit’s ED from the list and downloads its contract PDF', async ({ page }) => {
    await signIn(page, demo.branch, '/gerenciador-ed');
    await page.getByLabel('Buscar ED').fill('mariana albuquerque');
    await edTable(page, 'Gerenciador de EDs')
      .getByRole('link', { name: /^Mariana Albuquerque Costa/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('Unidade Fortaleza Centro')).toBeVisible();
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);

    // The contract streams through the gateway as a PDF attachment.
    const [contract] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: 'Baixar contrato', exact: true }).click(),
    ]);
    expect(contract.suggestedFilename()).toBe('contrato.pdf');
    const pdf = await readFile((await contract.path()) ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('a branch opens one of its ED’s bills and comes back; another unit’s ED is missing', async ({
    page,
  }) => {
    const [centro, aldeota] = await Promise.all([edIdOf('mariana albuquerque'), edIdOf('juliana sampaio')]);
    await signIn(page, demo.branch, `/gerenciador-ed/${centro}`);
    const main = page.getByRole('main');
    // The branch opens its ED's bill (finance lets a branch read its unit's EDs' bills) and comes back.
    const details = page.url();
    await edTable(page, 'Faturamentos do ED')
      .getByRole('link', { name: /^Faturamento do ciclo / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/gerenciador-ed\/detalhes-faturamento\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Detalhes do faturamento' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Comissões desse ciclo' })).toBeVisible();
    await page.getByRole('button', { name: 'Voltar ao faturamento' }).click();
    await expect(page).toHaveURL(details);
    await expect(main.getByRole('button', { name: 'Baixar contrato', exact: true })).toBeVisible();

    await page.goto(`/gerenciador-ed/${aldeota}`);
    await expect(page.getByText('ED não encontrado.')).toBeVisible();
    await expect(page.getByText('Unidade Fortaleza Aldeota')).toHaveCount(0);
  });
});
