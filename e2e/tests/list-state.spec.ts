/**
 * Lists keep their state in the URL (web/src/ui/useServerTable.ts): Back from a detail or from
 * another screen restores page, size, filter and search, a bookmarked URL reopens the same list,
 * and a hand-edited one with invalid values falls back to the defaults.
 */
import { expect, type Page, test } from '@playwright/test';
import { BillingsTab } from './support/finance.ts';

import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

const range = (page: Page) => page.getByText(/^\d+–\d+ de \d+$/);
const invoiceRows = (page: Page) => page.getByRole('table', { name: 'Notas fiscais' }).locator('tbody tr');

test.describe('list state in the URL', () => {
  test('Back from billing details, and its own back button, return to the same page of bills', async ({
    page,
  }) => {
    await signIn(page, demo.holding, '/faturamento');
    await expect(range(page)).toHaveText(/^1–10 de /);
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expect(page).toHaveURL('/faturamento?pagina=2');
    await expect(range(page)).toHaveText(/^11–20 de /);
    const cyclesOnPage2 = await new BillingsTab(page).cycles();

    await new BillingsTab(page).table
      .getByRole('link', { name: /^Ver detalhes do faturamento/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Detalhes do faturamento' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/faturamento?pagina=2');
    await expect(range(page)).toHaveText(/^11–20 de /);
    expect(await new BillingsTab(page).cycles()).toEqual(cyclesOnPage2);

    await new BillingsTab(page).table
      .getByRole('link', { name: /^Ver detalhes do faturamento/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Voltar ao faturamento' }).click();
    await expect(page).toHaveURL('/faturamento?pagina=2');
    await expect(range(page)).toHaveText(/^11–20 de /);
  });

  test('filter, size and page survive leaving the list, Back and a reload of the bookmarked URL', async ({
    page,
  }) => {
    await signIn(page, demo.holding, '/notas-fiscais');
    await expect(invoiceRows(page)).toHaveCount(10);
    await page.getByLabel('Status').selectOption({ label: 'Pago' });
    await page.getByLabel('Linhas por página:').selectOption('5');
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expect(page).toHaveURL('/notas-fiscais?status=PAID&itens=5&pagina=2');
    await expect(range(page)).toHaveText(/^6–10 de /);

    await page.getByRole('link', { name: 'Faturamento' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Faturamento' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/notas-fiscais?status=PAID&itens=5&pagina=2');
    await expect(page.getByLabel('Status')).toHaveValue('PAID');
    await expect(range(page)).toHaveText(/^6–10 de /);
    await expect
      .poll(async () => new Set(await invoiceRows(page).locator('td:nth-child(5)').allInnerTexts()))
      .toEqual(new Set(['Pago']));

    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('PAID');
    await expect(page.getByLabel('Linhas por página:')).toHaveValue('5');
    await expect(range(page)).toHaveText(/^6–10 de /);

    // The search settles into the URL, back on page 1, replacing the entry rather than adding one.
    await page.getByLabel('Buscar').fill('Aldeota');
    await expect(page).toHaveURL('/notas-fiscais?status=PAID&itens=5&busca=Aldeota');
    await page.goBack();
    await expect(page).toHaveURL('/notas-fiscais?status=PAID&itens=5');
  });

  test('invalid values in the URL fall back to the defaults', async ({ page }) => {
    const requests: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('Invoices')) {
        requests.push(request.postDataJSON()?.variables);
      }
    });
    await signIn(page, demo.holding, '/notas-fiscais?pagina=-3&itens=7&status=NOPE&ordem=lado');
    await expect(invoiceRows(page)).toHaveCount(10);
    await expect(range(page)).toHaveText(/^1–10 de /);
    await expect(page.getByLabel('Status')).toHaveValue('');
    expect(requests[0]).toMatchObject({ page: 0, pageSize: 10, order: 'DESC', status: null });
  });
});
