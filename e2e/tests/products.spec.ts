/**
 * Seus produtos through the real stack (docs/upstream-contract/products.md "Products and links"): the
 * affiliate's promotable products with counters in one request, a product's page, creating a
 * link, copying it, opening it (the public redirect) and seeing the visit counted; axe on both
 * screens; who may open the screen.
 */
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations, WCAG_AA } from './support/axe.ts';
import { recordOperations, statValue } from './support/finance.ts';

import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';
import { unique } from './support/unique.ts';

const ENEM = 'Curso Preparatório ENEM Completo';
/** A seeded level-2 affiliate (as afiliado@) whose links no other test reads. */
const LINK_USER = 'ana.moreira@exemplo.com.br';

async function openList(page: Page, username: string): Promise<void> {
  await signIn(page, username, '/manager-links');
  await expect(page.getByRole('heading', { level: 1, name: 'Seus produtos' })).toBeVisible();
}

test.describe('Seus produtos', () => {
  test('the affiliate sees its products and counters in one request; a level-4 product is not there', async ({
    page,
  }) => {
    const operations = recordOperations(page);
    await openList(page, demo.affiliated);
    const table = page.getByRole('table', { name: 'Seus produtos' });
    const enem = table.locator('tbody tr').filter({ hasText: ENEM });
    // The seeded links of afiliado@: two of ENEM (42 and 17 visits).
    await expect(enem).toContainText('59');
    await expect(table).not.toContainText('Marketing Digital');
    expect(operations).toEqual(['PromotableProducts']);
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
  });

  test('creates a link, copies it, opens it and sees the counter move', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Another level-2 affiliate than afiliado@, whose ENEM counters the test above reads: this
    // test's visit moves only this affiliate's figures.
    await openList(page, LINK_USER);
    const description = unique('Teste e2e');
    await page.getByRole('table', { name: 'Seus produtos' }).getByRole('link', { name: ENEM }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Seus produtos: ${ENEM}` })).toBeVisible();
    const links = page.getByRole('table', { name: 'Seus links' });
    await expect(statValue(page, 'Visitas nos seus links')).toHaveText(/^\d+$/);
    const visitsBefore = Number(await statValue(page, 'Visitas nos seus links').textContent());
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);

    await page.getByLabel('Descrição do link').fill(description);
    await page.getByRole('button', { name: 'Gerar link' }).click();
    await expect(page.getByText('Link criado com sucesso!')).toBeVisible();
    const row = links.locator('tbody tr').filter({ hasText: description });
    await expect(row).toContainText('/l/');

    await row.getByRole('button', { name: `Copiar link ${description}` }).click();
    await expect(page.getByText('Link copiado!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/l\/[A-Za-z0-9_-]{12}$/);
    await expect(row).toContainText(copied);

    // The buyer's visit: a redirect to the checkout with the code, counted.
    const visit = await page.request.get(copied, { maxRedirects: 0 });
    expect(visit.status()).toBe(302);
    expect(visit.headers().location).toContain(`ref=${copied.split('/l/')[1]}`);
    await page.reload();
    await expect(statValue(page, 'Visitas nos seus links')).toHaveText(String(visitsBefore + 1));
    // Columns: Link (description over address), Status, Visitas, Vendas, Criado em, Ações.
    const visits = links.locator('tbody tr').filter({ hasText: description }).locator('td').nth(2);
    await expect(visits).toHaveText('1');
  });

  test('a product out of reach sends the affiliate home', async ({ page }) => {
    await signIn(page, demo.affiliated, '/manager-links/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Não foi possível carregar o produto.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('Suas vendas', () => {
  test('the holding pages every sale with one request and finds one by payment id', async ({ page }) => {
    const operations = recordOperations(page);
    await signIn(page, demo.holding, '/vendas');
    await expect(page.getByRole('heading', { level: 1, name: 'Suas vendas' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Suas vendas' });
    await expect(table.locator('tbody tr')).toHaveCount(10);
    expect(operations).toEqual(['ManagedSales']);
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);

    // Columns: Data, Produto, Cliente, Afiliado, ID do pagamento, Status, Valor.
    const paymentId = (await table.locator('tbody tr').first().locator('td').nth(4).textContent()) ?? '';
    await page.getByLabel('Buscar venda').fill(paymentId);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr').first()).toContainText(paymentId);
  });

  test('an affiliate cannot open it', async ({ page }) => {
    await signIn(page, demo.affiliated, '/vendas');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
  });
});
