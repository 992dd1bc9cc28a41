/**
 * Relatórios (/relatorio) and Integração (/integracao) through the real stack: the holding's report
 * screen with one request and no axe finding, its CSV downloaded with a BOM and the pt-BR header;
 * a branch's report holds only its unit (table and CSV); the Integração screen with no axe finding.
 */
import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { recordOperations } from './support/finance.ts';

import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

const BOM = [0xef, 0xbb, 0xbf];
const CENTRO = 'Unidade Fortaleza Centro';

async function openReports(page: Page, username: string): Promise<string[]> {
  const operations = recordOperations(page);
  await signIn(page, username, '/relatorio');
  await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Unidades' }).locator('tbody tr').first()).toBeVisible();
  return operations;
}

/** The CSV behind 'Baixar CSV': its bytes and its lines without the BOM. */
async function downloadCsv(page: Page): Promise<{ bytes: Buffer; lines: string[]; download: Download }> {
  const pending = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar CSV' }).click();
  const download = await pending;
  const bytes = await readFile((await download.path()) ?? '');
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  return { bytes, lines, download };
}

test.describe('Relatórios', () => {
  test('the holding sees every unit and downloads the CSV with its BOM and header', async ({ page }) => {
    const operations = await openReports(page, demo.holding);
    expect(operations).toEqual(['SalesReport']);
    await expect(page.getByTestId('report-chart')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const units = page.getByRole('table', { name: 'Unidades' }).locator('tbody tr td:first-child');
    await expect.poll(async () => (await units.allInnerTexts()).length).toBeGreaterThan(1);

    const { bytes, lines, download } = await downloadCsv(page);
    expect(download.suggestedFilename()).toMatch(/^relatorio-unidades-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...bytes.subarray(0, 3)]).toEqual(BOM);
    expect(lines[0]).toBe('Unidade;Afiliados com vendas;Vendas;Valor (R$)');
    expect(lines.length).toBeGreaterThan(2);
    expect(lines[1]).toMatch(/;\d+,\d{2}$/);
  });

  test('a branch’s report holds only its unit, on screen and in the CSV', async ({ page }) => {
    await openReports(page, demo.branch);
    const units = page.getByRole('table', { name: 'Unidades' }).locator('tbody tr td:first-child');
    await expect.poll(() => units.allInnerTexts()).toEqual([CENTRO]);
    await page.getByRole('tab', { name: 'Detalhes de vendas' }).click();
    const sales = page.getByRole('table', { name: 'Detalhes de vendas' });
    await expect
      .poll(async () => [...new Set(await sales.locator('tbody tr td:nth-child(4)').allInnerTexts())])
      .toEqual([CENTRO]);

    const { bytes, lines } = await downloadCsv(page);
    expect([...bytes.subarray(0, 3)]).toEqual(BOM);
    expect(lines[0]?.startsWith('Data;Ciclo;ID do pagamento;Unidade;')).toBe(true);
    expect(new Set(lines.slice(1).map((line) => line.split(';')[3]))).toEqual(new Set([CENTRO]));
  });
});

test('Integração lists the integrated payees with no axe finding', async ({ page }) => {
  await signIn(page, demo.admin, '/integracao');
  await expect(page.getByRole('heading', { level: 1, name: 'Integração' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Favorecidos integrados' }).locator('tbody tr').first(),
  ).toBeVisible();
  await expect(page.getByText('URL de integração das faturas')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
