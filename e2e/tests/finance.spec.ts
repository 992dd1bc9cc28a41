import { expect, test } from '@playwright/test';
import {
  BillingDetails,
  BillingsTab,
  columnHeaders,
  pdfOfMegabytes,
  recordOperations,
  smallPdf,
  statValue,
} from './support/finance.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

test.describe('dashboards (issue 4)', () => {
  test('the affiliate dashboard loads with one request and shows every panel', async ({ page }) => {
    const operations = recordOperations(page);
    await signIn(page, demo.affiliated, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(statValue(page, 'Comissões pendentes')).toHaveText(/^R\$/);
    await expect(statValue(page, 'Comissões recebidas')).toHaveText(/^R\$/);
    await expect(statValue(page, 'Vendas do ciclo atual')).toHaveText(/^R\$/);
    await expect(page.getByText(/^Ciclo atual: 14 /)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Meta mínima' })).toBeVisible();
    await expect(page.getByTestId('bar-chart')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Vendas por ciclo' }).getByRole('row')).toHaveCount(13);
    const preview = page.getByRole('table', { name: 'Últimas comissões' });
    await expect(preview.getByRole('row')).toHaveCount(6);
    // features/home's request: finance's figures with the banners and the CNPJ's next step.
    expect(operations).toEqual(['AffiliateDashboard']);
  });

  test('the home shows the role dashboard', async ({ page }) => {
    await signIn(page, demo.affiliated);
    await expect(page.getByRole('heading', { level: 1, name: /^Olá,/ })).toBeVisible();
    await expect(statValue(page, 'Comissões pendentes')).toHaveText(/^R\$/);
  });

  test('the branch dashboard shows the unit figures and the payment id', async ({ page }) => {
    const operations = recordOperations(page);
    await signIn(page, demo.branch, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(statValue(page, 'Vendas do ciclo anterior')).toHaveText(/^R\$/);
    await expect(page.getByRole('progressbar', { name: 'Meta da unidade' })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Últimas comissões' })
        .getByRole('columnheader', { name: 'ID do pagamento' }),
    ).toBeVisible();
    // finance's own request.
    expect(operations).toEqual(['Dashboard']);
  });

  test('the agent has the influencer and the agency dashboards', async ({ page }) => {
    const operations = recordOperations(page);
    await signIn(page, demo.agent, '/dashboard/influenciadores');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard do Influenciador' })).toBeVisible();
    await expect(statValue(page, 'Comissões pendentes')).toHaveText(/^R\$/);

    await page.getByRole('link', { name: 'Como agenciador' }).click();
    await expect(page).toHaveURL('/dashboard/agenciador');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard do Agenciador' })).toBeVisible();
    await expect(statValue(page, 'Vendas do ciclo anterior')).toHaveText(/^R\$/);
    expect(operations).toEqual(['Dashboard', 'Dashboard']);
  });
});

test.describe('commissions table (docs/product.md §5.2)', () => {
  test('affiliates see no payment id', async ({ page }) => {
    await signIn(page, demo.affiliated, '/vendas-comissoes/todas-as-comissoes');
    const table = page.getByRole('table', { name: 'Todas as comissões' });
    // 'Detalhes' opens 'Por que recebi esta comissão?' (docs/product.md §5.10).
    expect(await columnHeaders(table)).toEqual(['Status', 'Produto', 'Valor', 'Data', 'Detalhes']);
    await expect(table.getByRole('row')).toHaveCount(11);
  });

  test('branches see the payment id column', async ({ page }) => {
    await signIn(page, demo.branch, '/vendas-comissoes/todas-as-comissoes');
    const table = page.getByRole('table', { name: 'Todas as comissões' });
    expect(await columnHeaders(table)).toEqual([
      'Status',
      'Produto',
      'ID do pagamento',
      'Valor',
      'Data',
      'Detalhes',
    ]);
  });
});

test.describe('billing details (docs/product.md §5.4)', () => {
  test('without navigation state it goes home', async ({ page }) => {
    await signIn(page, demo.affiliated, '/vendas-comissoes/faturamento/qualquer');
    await expect(page).toHaveURL('/');
  });

  test('an affiliate goes back to the Faturamento tab', async ({ page }) => {
    await signIn(page, demo.affiliated, '/faturamento');
    await new BillingsTab(page).openFirstWithStatus('Pago');
    const details = new BillingDetails(page);
    await expect(details.status('Pago')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Comissões desse ciclo' })).toBeVisible();
    await details.back.click();
    await expect(page).toHaveURL('/vendas-comissoes');
    await expect(page.getByRole('tab', { name: 'Faturamento' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the holding goes back to its payments route, with no send action', async ({ page }) => {
    await signIn(page, demo.holding, '/faturamento');
    await expect(page.getByRole('heading', { level: 1, name: 'Faturamento' })).toBeVisible();
    await new BillingsTab(page).openFirstWithStatus('Esperando NF');
    await expect(page.getByRole('table', { name: 'Comissões desse ciclo' })).toBeVisible();
    await expect(page.getByRole('button', { name: /NOVA NOTA/ })).toHaveCount(0);
    await new BillingDetails(page).back.click();
    await expect(page).toHaveURL('/faturamento');
  });

  test('an error shows the status description', async ({ page }) => {
    await signIn(page, demo.affiliated, '/faturamento');
    await new BillingsTab(page).openFirstWithStatus('Erro');
    await expect(page.getByRole('region', { name: 'Descrição do status' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ENVIAR NOVA NOTA' })).toBeVisible();
  });
});

test.describe('invoice (docs/product.md §5.5)', () => {
  test('uploading a PDF sends it and the bill becomes Processando NF', async ({ page }) => {
    await signIn(page, demo.affiliated, '/faturamento');
    await new BillingsTab(page).openFirstWithStatus('Esperando NF');
    const details = new BillingDetails(page);
    const dialog = await details.openInvoice('ENVIAR');
    await expect(dialog.send).toBeDisabled();
    await dialog.attach('nota.pdf', smallPdf());
    await expect(dialog.send).toBeEnabled();
    await dialog.send.click();
    await expect(dialog.root.getByText('NOTA FISCAL ENVIADA')).toBeVisible();
    await expect(dialog.root.getByText('Estamos analisando a sua nota fiscal.')).toBeVisible();
    await dialog.root.getByRole('button', { name: 'FECHAR', exact: true }).click();
    await expect(details.status('Processando NF')).toBeVisible();
    await expect(page.getByRole('button', { name: 'ENVIAR NOVA NOTA' })).toHaveCount(0);
  });

  test('a 6 MB file is refused with the spec text', async ({ page }) => {
    await signIn(page, demo.branch, '/faturamento');
    await new BillingsTab(page).openFirstWithStatus('Esperando NF');
    const dialog = await new BillingDetails(page).openInvoice('ENVIAR');
    await dialog.attach('grande.pdf', pdfOfMegabytes(6));
    await expect(dialog.root.getByRole('alert')).toHaveText('O arquivo anexado deverá ter no máximo 5MB.');
    await expect(dialog.send).toBeDisabled();
  });

  test('an integrated account issues (EMITIR) instead of sending', async ({ page }) => {
    await signIn(page, demo.agent, '/vendas-comissoes/influenciadores');
    await page.getByRole('tab', { name: 'Faturamento' }).click();
    await new BillingsTab(page).openFirstWithStatus('Esperando NF');
    await expect(page.getByRole('button', { name: 'EMITIR DEPOIS' })).toBeVisible();
    const dialog = await new BillingDetails(page).openInvoice('EMITIR');
    await expect(dialog.root.getByLabel('Nota fiscal (PDF ou XML da NFS-e)')).toHaveCount(0);
    await expect(dialog.send).toBeEnabled();
  });
});
