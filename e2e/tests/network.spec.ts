import { expect, type Page, test } from '@playwright/test';
import { columnHeaders, recordOperations } from './support/finance.ts';
import { login } from './support/pages.ts';
import { demo } from './support/stack.ts';

/**
 * The seeded EDs (affiliated users): 6 of the demo, the 10 points-programme members and 120 more;
 * 108 in the branch's unit.
 */
const NETWORK_EDS = 136;
const CENTRO_EDS = 108;

const edTable = (page: Page, title: string) => page.getByRole('table', { name: title });
const bodyRows = (page: Page, title: string) => edTable(page, title).locator('tbody tr');

test.describe('ED list (Gerenciador ED / Gerenciador de EDs)', () => {
  test('the holding sees the network with one request, pages and searches it', async ({ page }) => {
    await login(page, demo.holding);
    const operations = recordOperations(page);
    await page.goto('/lista-dos-afiliados');
    await expect(page.getByRole('heading', { level: 1, name: 'Gerenciador ED' })).toBeVisible();
    const table = edTable(page, 'Gerenciador ED');
    expect(await columnHeaders(table)).toEqual(['Nome', 'E-mail', 'Unidade', 'Status CNPJ', 'Cadastro']);
    await expect(bodyRows(page, 'Gerenciador ED')).toHaveCount(10);
    await expect(page.getByText(`1–10 de ${NETWORK_EDS}`)).toBeVisible();
    await expect(table.getByText('Unidade Fortaleza Aldeota').first()).toBeVisible();
    expect(operations.filter((name) => name !== 'Shell')).toEqual(['Eds']);

    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expect(page.getByText(`11–20 de ${NETWORK_EDS}`)).toBeVisible();

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
    await login(page, demo.branch);
    await page.goto('/gerenciador-ed');
    await expect(page.getByRole('heading', { level: 1, name: 'Gerenciador de EDs' })).toBeVisible();
    await expect(page.getByText(`1–10 de ${CENTRO_EDS}`)).toBeVisible();
    await page.getByLabel('Linhas por página:').selectOption('100');
    await expect(bodyRows(page, 'Gerenciador de EDs')).toHaveCount(100);
    const units = await edTable(page, 'Gerenciador de EDs')
      .locator('tbody tr td:nth-child(3)')
      .allTextContents();
    expect(new Set(units)).toEqual(new Set(['Unidade Fortaleza Centro']));

    // multi@'s Juliana belongs to Aldeota: not in this branch's list.
    await page.getByLabel('Buscar ED').fill('juliana sampaio');
    await expect(page.getByText('Nenhum ED encontrado para "juliana sampaio".')).toBeVisible();
  });

  test('the admin opens Gerenciador ED too', async ({ page }) => {
    await login(page, demo.admin);
    await page.goto('/lista-dos-afiliados');
    await expect(page.getByText(`1–10 de ${NETWORK_EDS}`)).toBeVisible();
  });

  for (const [account, path] of [
    ['affiliated', '/lista-dos-afiliados'],
    ['agent', '/gerenciador-ed'],
    ['branch', '/lista-dos-afiliados'],
    ['holding', '/gerenciador-ed'],
  ] as const) {
    test(`${demo[account]} cannot open ${path}`, async ({ page }) => {
      await login(page, demo[account]);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    });
  }
});
