/**
 * Acompanhamento de vendas and a sale's details through the real stack (docs/product.md §10.2,
 * §10.5): as producer, the seeded year's sales per product and the CSV download (UTF-8 BOM, `;`
 * header); as holding, a sale's details from Suas vendas; the Salesforce tab: 'Atualizar
 * campanhas' runs the poll on the job queue (upstream's fake CRM feed) and the campaign whose code no
 * product has appears among the errors, found by type and by search; as affiliate, a link's
 * description edited. Axe on the new screens. Only rows these tests read or make are asserted.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { seriousViolations, WCAG_AA } from './support/axe.ts';

import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';
import { unique } from './support/unique.ts';

test.describe('Acompanhamento de vendas', () => {
  test('the producer sees its products over a period and downloads the sales CSV', async ({ page }) => {
    await signIn(page, demo.producer, '/manager-links');
    await expect(page.getByRole('heading', { level: 1, name: 'Acompanhamento de vendas' })).toBeVisible();
    await page.getByLabel('De', { exact: true }).fill('2025-01-16');
    await page.getByLabel('Até', { exact: true }).fill('2026-01-15');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    const products = page.getByRole('table', { name: 'Vendas por produto' });
    await expect(products).toContainText('Curso Preparatório ENEM Completo');
    await expect(products).not.toContainText('Inglês');
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar CSV', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('vendas-2025-01-16-a-2026-01-15.csv');
    const bytes = await readFile((await download.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Data;Produto;Cliente;Afiliado;ID do pagamento;Status;Parcelas;Valor (R$)');
    expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};.*;\d+,\d{2}$/);
  });
});

test.describe('Acompanhamento de vendas: the default period', () => {
  // The stack's clock is pinned to 2026-01-15 (support/stack.ts, PORTAL_NOW): its cycle is 14.
  test('opens on the current cycle of the server clock, says so, and shows its sales', async ({ page }) => {
    await signIn(page, demo.producer, '/manager-links');
    await expect(page.getByText('Período: ciclo atual, 14 (01/01/2026 a 31/01/2026).')).toBeVisible();
    await expect(page.getByLabel('De', { exact: true })).toHaveValue('2026-01-01');
    await expect(page.getByLabel('Até', { exact: true })).toHaveValue('2026-01-31');
    const products = page.getByRole('table', { name: 'Vendas por produto' });
    await expect(products.locator('tbody tr').first()).toContainText('R$');
    await expect(page.getByText('Nenhuma venda no período.')).toHaveCount(0);
  });
});

test.describe('Suas vendas: a sale’s details', () => {
  test('the holding opens a sale from the list and reads its commissions', async ({ page }) => {
    await signIn(page, demo.holding, '/vendas');
    const first = page
      .getByRole('table', { name: 'Suas vendas' })
      .locator('tbody tr')
      .first()
      .getByRole('link');
    const paymentId = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: `Suas vendas: ${paymentId}` })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Comissões da venda' }).locator('tbody tr').first(),
    ).toBeVisible();
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
  });
});

test.describe('Acompanhamento de vendas: Salesforce', () => {
  test('the holding polls the Salesforce campaigns and reads the errors; Produtos counts the linked campaign', async ({
    page,
  }) => {
    await signIn(page, demo.holding, '/manager-links');
    await page.getByRole('tab', { name: 'Salesforce' }).click();
    await expect(page).toHaveURL(/aba=salesforce/);
    await page.getByRole('button', { name: 'Atualizar campanhas' }).click();
    await expect(page.getByText(/^Campanhas atualizadas: \d+ campanhas? vinculadas?/)).toBeVisible();
    const errors = page.getByRole('table', { name: 'Erros do Salesforce' });
    await expect(errors).toContainText('SF-ROBOTICA-099');
    await page.getByLabel('Tipo').selectOption('SALE');
    await expect(page).toHaveURL(/status=SALE/);
    await expect(errors).not.toContainText('SF-ROBOTICA-099');
    await expect(errors.locator('tbody tr').first()).toContainText('Venda');
    await page.getByLabel('Tipo').selectOption('');
    await page.getByLabel('Buscar erro').fill('robótica');
    await expect(page).toHaveURL(/busca=rob/);
    await expect(errors.locator('tbody tr')).toHaveCount(1);
    await expect(errors).toContainText('701FAKE000ROBO01');
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);

    // Produtos counts the CRM campaign the poll linked to the ENEM course (it has no special event).
    await page.goto('/manager-products');
    await page.getByLabel('Buscar produto').fill('ENEM Completo');
    const products = page.getByRole('table', { name: 'Produtos' });
    const enem = products.locator('tbody tr').filter({ hasText: 'Curso Preparatório ENEM Completo' });
    await expect(enem).toHaveCount(1);
    const campaignsColumn = await products.locator('thead th').allTextContents();
    await expect(enem.locator('td').nth(campaignsColumn.indexOf('Campanhas'))).toHaveText('1');
  });
});

test.describe('Seus produtos: a link’s description', () => {
  test('the affiliate renames one of its links', async ({ page }) => {
    await signIn(page, demo.affiliated, '/manager-links');
    await page
      .getByRole('table', { name: 'Seus produtos' })
      .getByRole('link', { name: 'Curso Preparatório ENEM Completo' })
      .click();
    const links = page.getByRole('table', { name: 'Seus links' });
    const name = unique('Renomeado');
    const description = unique('Para renomear');
    await page.getByLabel('Descrição do link').fill(description);
    await page.getByRole('button', { name: 'Gerar link' }).click();
    await links
      .locator('tbody tr')
      .filter({ hasText: description })
      .getByRole('button', { name: /^Editar link/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Editar link' });
    await dialog.getByLabel('Descrição do link').fill(name);
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Descrição atualizada!')).toBeVisible();
    await expect(links).toContainText(name);
  });
});
