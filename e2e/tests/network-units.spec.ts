import { expect, type Page, test } from '@playwright/test';
import { seriousViolations, WCAG_AA } from './support/axe.ts';
import { apiToken, graphql } from './support/pages.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

/**
 * 'Alteração em massa' and 'Gerenciador de Unidades' (holding). The EDs and the unit used here
 * are the interior network's (db/seed/network-units.ts, @rede.exemplo.com.br, Unidade Quixadá):
 * no other spec touches them. Re-runs on one stack tolerate their own earlier writes.
 */

const HEADER = 'email;unidade_id;nivel;is_franchisee;is_trainer;is_lecturer;tracking';
const EDS = ['genival.alencar87@rede.exemplo.com.br', 'josefa.bezerrademenezes90@rede.exemplo.com.br'];

const csvFile = (lines: string[]) => ({
  name: 'alteracoes.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${HEADER}\n${lines.join('\n')}\n`, 'utf8'),
});

async function expectAccessible(page: Page, screen: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page, WCAG_AA), screen).toEqual([]);
}

async function isTrainer(email: string): Promise<boolean> {
  const token = await apiToken(demo.holding);
  const found = await graphql<{ eds: { items: { isTrainer: boolean }[] } }>(
    'query ($s: String!) { eds(search: $s) { items { isTrainer } } }',
    { s: email },
    token,
  );
  return found.eds.items[0]?.isTrainer ?? false;
}

test.describe('Alteração em massa and Gerenciador de Unidades', () => {
  // Each test walks a whole flow with an axe run per screen (several seconds each on a busy machine).

  test('a file with one bad row changes nothing and names the row', async ({ page }) => {
    await signIn(page, demo.holding, '/alteracao-em-massa');
    await expectAccessible(page, '/alteracao-em-massa');
    await page.getByRole('link', { name: 'Nova alteração em massa' }).click();
    await expect(page).toHaveURL('/alteracao-em-massa/new');
    // Axe reads this screen once, with the refusal on it (the form and more).

    const rows = EDS.map((email) => `${email};;3;;sim;;`);
    await page
      .getByLabel('Arquivo CSV')
      .setInputFiles(csvFile([rows[0] ?? '', 'ninguem.aqui@rede.exemplo.com.br;;;sim;;;']));
    await page.getByRole('button', { name: 'Validar e aplicar' }).click();
    await page
      .getByRole('alertdialog', { name: 'Aplicar alteração em massa' })
      .getByRole('button', { name: 'Aplicar alterações' })
      .click();
    const refusal = page.getByRole('main').getByRole('alert');
    await expect(
      refusal.getByRole('heading', { name: 'Há 1 linha inválida; nada foi alterado.' }),
    ).toBeVisible();
    await expect(refusal.getByText('Linha 3: ED não encontrado.')).toBeVisible();
    // The same text as an error toast; closed (a click) so it covers nothing axe looks at.
    const toast = page.getByRole('status').filter({ hasText: 'Há 1 linha inválida; nada foi alterado.' });
    await toast.click();
    await expect(toast).toHaveCount(0);
    await expectAccessible(page, '/alteracao-em-massa/new (refused)');
  });

  test('a valid file applies with progress and is listed', async ({ page }) => {
    // The first ED is no trainer until this test's file makes it one (unless an earlier run did).
    const before = await isTrainer(EDS[0] ?? '');
    const rows = EDS.map((email) => `${email};;3;;sim;;`);
    await signIn(page, demo.holding, '/alteracao-em-massa/new');
    await page.getByLabel('Arquivo CSV').setInputFiles(csvFile(rows));
    await page.getByRole('button', { name: 'Validar e aplicar' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Aplicar alteração em massa' });
    await expect(
      confirm.getByText(`Aplicar ${rows.length} linhas de alterações nos EDs?`, { exact: false }),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Aplicar alterações' }).click();
    await expect(page).toHaveURL(/\/alteracao-em-massa\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('progressbar', { name: 'Progresso da alteração em massa' })).toBeVisible();
    await expect(page.getByTestId('mass-change-state')).toHaveText('Concluída');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const table = page.getByRole('table', { name: 'Linhas da alteração em massa' });
    await expect(table.locator('tbody tr')).toHaveCount(2);
    // First run: both changed; a re-run of the spec applies the same file again: nothing changes.
    await expect(
      table.getByRole('cell', { name: before ? 'Sem alteração' : 'Alterado' }).first(),
    ).toBeVisible();
    expect(await isTrainer(EDS[0] ?? '')).toBe(true);
    await expectAccessible(page, '/alteracao-em-massa/{jobId}');

    await page.getByRole('link', { name: 'Voltar para a lista' }).click();
    const jobs = page.getByRole('table', { name: 'Alterações em massa' });
    await expect(jobs.getByRole('cell', { name: 'alteracoes.csv' }).first()).toBeVisible();
  });

  test('the holding edits a unit’s goal and donation receivers', async ({ page }) => {
    await signIn(page, demo.holding, '/gerenciador-unidade');
    await expectAccessible(page, '/gerenciador-unidade');
    // The list is paged by name: the unit is found through the toolbar's search.
    await page
      .getByRole('search', { name: 'Filtrar as unidades' })
      .getByLabel('Buscar unidade')
      .fill('Quixadá');
    await page
      .getByRole('table', { name: 'Unidades' })
      .getByRole('link', { name: 'Unidade Quixadá' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /Unidade Quixadá/ })).toBeVisible();
    await expectAccessible(page, '/gerenciador-unidade/{unitId}');

    const goal = page.getByLabel(/^Ciclo \d+/).first();
    const value = `${1000 + Math.floor(Math.random() * 8000)},00`;
    await goal.fill(value);
    await page.getByRole('button', { name: 'Salvar unidade' }).click();
    await expect(page.getByText('Unidade salva com sucesso.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Ciclo \d+/).first()).toHaveValue(
      new RegExp(`^${value.replace(/^(\d)(\d{3})/, '$1\\.$2')}$`),
    );

    // A bad receiver CNPJ is refused in the form once left; Salvar unidade says why it is disabled.
    await page.getByRole('button', { name: 'Adicionar recebedor' }).click();
    await page.getByLabel('Nome do recebedor 1').fill('Instituto Quixadá Solidário');
    await page.getByLabel('CNPJ do recebedor 1').fill('11.111.111/1111-11');
    await page.getByLabel('CNPJ do recebedor 1').blur();
    await expect(page.getByText('CNPJ inválido.')).toBeVisible();
    const save = page.getByRole('button', { name: 'Salvar unidade' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription('Para salvar a unidade, corrija CNPJ do recebedor 1.');
  });
});
