/**
 * 'Por que recebi esta comissão?' (issue #33, docs/product.md §5.10): opened from a row of Todas as
 * comissões with one request, its figures are the row's (value, installment) and the bill's (the
 * Faturamento list's value for the same cycle and company). It reads seeded paid commissions, whose
 * figures no other spec changes, so it passes in any order; at 390 px the dialog fits the window.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { recordOperations } from './support/finance.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

const PAID_COMMISSIONS = '/vendas-comissoes/todas-as-comissoes?status=EXECUTED';

/** The figure under a label of a facts grid ('Valor do faturamento' → 'R$ 1.234,56'). */
const fact = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function openFirstExplanation(page: Page) {
  const table = page.getByRole('table', { name: 'Todas as comissões' });
  const row = table.locator('tbody tr').first();
  await expect(row.getByRole('button', { name: /^Por que recebi esta comissão\?/ })).toBeVisible();
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const cell = (header: string) => row.locator(`td:nth-child(${headers.indexOf(header) + 1})`);
  const value = ((await cell('Valor').textContent()) ?? '').trim();
  const product = ((await cell('Produto').textContent()) ?? '').trim();
  const operations = recordOperations(page);
  await row.getByRole('button', { name: /^Por que recebi esta comissão\?/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Por que recebi esta comissão?' });
  await expect(dialog.getByRole('region', { name: 'Faturamento' })).toBeVisible();
  return { dialog, value, product, operations };
}

test.describe("'Por que recebi esta comissão?'", () => {
  test('explains a paid commission with the row’s and the bill’s figures, in one request', async ({
    page,
  }) => {
    await signIn(page, demo.affiliated, PAID_COMMISSIONS);
    const { dialog, value, product, operations } = await openFirstExplanation(page);
    expect(operations).toEqual(['CommissionExplanation']);

    const rule = dialog.getByRole('region', { name: 'Regra aplicada' });
    await expect(fact(rule, 'Comissão desta linha')).toHaveText(value);
    // 'ENEM Completo\nParcela 2 de 6' on the row; the same installment in the rule.
    const installment = product.match(/Parcela \d+ de \d+/)?.[0];
    if (installment) await expect(fact(rule, 'Parcela')).toHaveText(installment);
    await expect(fact(rule, 'Percentual')).toHaveText(/^\d+(,\d+)?% do valor da venda$/);

    const sale = dialog.getByRole('region', { name: 'A venda' });
    await expect(fact(sale, 'Data da venda')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    // The customer's name masked: the first name, then initials.
    await expect(fact(sale, 'Cliente')).toHaveText(/^\S+( \p{Lu}\.)+$/u);

    const history = dialog.getByRole('region', { name: 'Histórico de status' }).getByRole('listitem');
    await expect(history).toHaveText([/^Retida\s*desde/, /^Disponível\s*desde/, /^Paga\s*desde/]);

    const bill = dialog.getByRole('region', { name: 'Faturamento' });
    const cycle = ((await fact(bill, 'Ciclo').textContent()) ?? '').trim();
    const company = ((await fact(bill, 'Empresa').textContent()) ?? '').trim();
    const billValue = ((await fact(bill, 'Valor do faturamento').textContent()) ?? '').trim();
    await expect(fact(bill, 'Status do faturamento')).toHaveText(/\S/);

    // The same bill as Faturamento lists it: the cycle and company's row has the same value.
    await page.goto(`/faturamento?busca=${cycle}`);
    const bills = page.getByRole('table', { name: 'Faturamentos' });
    const billRow = bills
      .locator('tbody tr')
      .filter({ has: page.getByText(company, { exact: true }) })
      .filter({ has: page.getByRole('cell', { name: cycle, exact: true }) });
    await expect(billRow).toHaveCount(1);
    await expect(billRow.getByText(billValue, { exact: true })).toBeVisible();
  });

  test('fits a 390 px window', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demo.affiliated, PAID_COMMISSIONS);
    const { dialog } = await openFirstExplanation(page);
    await expect(dialog.getByRole('region', { name: 'Regra aplicada' })).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      dialog: document.querySelector('[role="dialog"]')?.scrollWidth ?? 0,
    }));
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.dialog).toBeLessThanOrEqual(390);
  });
});
