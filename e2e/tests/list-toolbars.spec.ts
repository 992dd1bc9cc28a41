/**
 * The list toolbar (docs/architecture.md "Lists") on Faturamento, Todas as comissões, Notas Fiscais,
 * Status Faturamento and Histórico's export: each filter goes into the URL and survives a reload,
 * 'Limpar filtros' clears them at once, and 'Exportar CSV' downloads the same filter from the
 * gateway's file route (BOM, `;`, the header, as many rows as the list counts). Read-only: it
 * changes no data, so it passes in any order.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

const range = (page: Page) => page.getByText(/^\d+–\d+ de \d+$/);
const totalOf = async (page: Page) => Number(((await range(page).textContent()) ?? '').split(' de ')[1]);

/** Clicks 'Exportar CSV' and reads the file: its name and its lines after the BOM. */
async function exportCsv(page: Page) {
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  const bytes = await readFile((await csv.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { name: csv.suggestedFilename(), lines: bytes.subarray(3).toString('utf8').trimEnd().split('\r\n') };
}

test.describe('list toolbars', () => {
  test('Faturamento: status and period in the URL, the CSV of the same bills', async ({ page }) => {
    await signIn(page, demo.holding, '/faturamento');
    await expect(range(page)).toHaveText(/^1–10 de /);
    const bar = page.getByRole('search', { name: 'Filtrar o faturamento' });
    await bar.getByLabel('Status').selectOption('PAID');
    await bar.getByLabel('De').fill('2024-01-01');
    await expect(page).toHaveURL(/status=PAID/);
    await expect(page).toHaveURL(/de=2024-01-01/);
    await page.reload();
    await expect(bar.getByLabel('Status')).toHaveValue('PAID');
    await expect(range(page)).toHaveText(/^1–\d+ de \d+$/);
    const total = await totalOf(page);
    const { name, lines } = await exportCsv(page);
    expect(name).toBe('faturamento.csv');
    expect(lines[0]).toBe('Ciclo;Status;Favorecido;Empresa;CNPJ;Valor (R$);Atualizado em');
    expect(lines.slice(1)).toHaveLength(total);
    for (const line of lines.slice(1)) expect(line.split(';')[1]).toBe('Pago');
    await bar.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page).toHaveURL('/faturamento');
  });

  test('Todas as comissões: a search and a status, in the URL and the CSV', async ({ page }) => {
    await signIn(page, demo.affiliated, '/vendas-comissoes/todas-as-comissoes?status=HELD');
    const bar = page.getByRole('search', { name: 'Filtrar as comissões' });
    await expect(bar.getByLabel('Status')).toHaveValue('HELD');
    await expect(range(page)).toHaveText(/ de \d+$/);
    const total = await totalOf(page);
    const { name, lines } = await exportCsv(page);
    expect(name).toBe('todas-as-comissoes.csv');
    expect(lines[0]).toBe('Data;Produto;ID do pagamento;Parcela;Tipo;Status;Valor (R$);Ciclo');
    expect(lines.slice(1)).toHaveLength(total);
    await bar.getByLabel('Buscar comissão').fill('nenhum produto assim');
    await expect(page.getByText('Nenhuma comissão com esses filtros.')).toBeVisible();
    await expect(page).toHaveURL(/busca=nenhum/);
  });

  test('Notas Fiscais and Status Faturamento: a period, and the CSV of what it keeps', async ({ page }) => {
    await signIn(page, demo.holding, '/notas-fiscais?de=2024-01-01');
    await expect(page.getByRole('search', { name: 'Filtrar as notas fiscais' }).getByLabel('De')).toHaveValue(
      '2024-01-01',
    );
    await expect(range(page)).toHaveText(/ de \d+$/);
    const invoices = await totalOf(page);
    const notas = await exportCsv(page);
    expect(notas.name).toBe('notas-fiscais.csv');
    expect(notas.lines[0]).toBe('Enviada em;Ciclo;Status;Favorecido;Empresa;CNPJ;Valor (R$)');
    expect(notas.lines.slice(1)).toHaveLength(invoices);

    await page.goto('/status-faturamento?status=READY');
    const bar = page.getByRole('search', { name: 'Filtrar as faturas' });
    await expect(bar.getByLabel('Status')).toHaveValue('READY');
    await expect(range(page)).toHaveText(/ de \d+$/);
    const ready = await totalOf(page);
    const bills = await exportCsv(page);
    expect(bills.lines.slice(1)).toHaveLength(ready);
    for (const line of bills.lines.slice(1)) expect(line.split(';')[1]).toBe('NF ok, aguardando pagamento');
  });

  test('Histórico: Exportar CSV in words, never JSON', async ({ page }) => {
    await signIn(page, demo.admin, '/historico');
    await expect(page.getByRole('search', { name: 'Filtrar o histórico' })).toBeVisible();
    const { name, lines } = await exportCsv(page);
    expect(name).toBe('historico.csv');
    expect(lines[0]).toBe('Data;Pessoa;Ação;Sobre;Ciclo;Excluído depois');
    for (const line of lines) expect(line).not.toMatch(/[{}]/);
  });
});
