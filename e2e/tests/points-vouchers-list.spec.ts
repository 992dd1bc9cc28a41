import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { seriousViolations, WCAG_AA } from './support/axe.ts';
import { recordOperations } from './support/finance.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

/**
 * Gerenciador de Vouchers' list toolbar (docs/architecture.md "Lists"): status, search and expiry
 * period in the URL with one request each, and 'Exportar CSV' under the same filters. It reads a
 * voucher already used in the seed, so specs that use other vouchers meanwhile change nothing here.
 */
test('Gerenciador de Vouchers filters by status and code, and exports the rows it shows', async ({
  page,
}) => {
  const operations = recordOperations(page);
  await signIn(page, demo.holding, '/gerenciador-vouchers');
  const table = page.getByRole('table', { name: 'Gerenciador de Vouchers' });
  await expect(table.locator('tbody tr')).toHaveCount(10);
  const bar = page.getByRole('search', { name: 'Filtrar os vouchers' });

  await bar.getByLabel('Status').selectOption({ label: 'Utilizado' });
  await expect(page).toHaveURL(/status=USED/);
  const first = table.locator('tbody tr').first();
  await expect(first).toContainText('Utilizado');
  const code = (await first.textContent())?.match(/VCH-[0-9A-Z]{6}/)?.[0] ?? '';
  expect(code).not.toBe('');
  await bar.getByLabel('Buscar voucher').fill(code.toLowerCase());
  await expect(page).toHaveURL(/busca=vch/);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await bar.getByLabel('De').fill('2020-01-01');
  await expect(page).toHaveURL(/de=2020-01-01/);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  // The first page, then one request per change (the search settles once).
  expect(operations).toEqual(['ManagedVouchers', 'ManagedVouchers', 'ManagedVouchers', 'ManagedVouchers']);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    bar.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vouchers-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path()) ?? '');
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Código;Cliente;Pontos;Valor (R$);Status;Expira em;Utilizado em;Emitido em');
  expect(
    lines.slice(1).map((line) =>
      line
        .split(';')
        .slice(0, 1)
        .concat(line.split(';')[4] ?? ''),
    ),
  ).toEqual([[code, 'Utilizado']]);

  expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
  await bar.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).not.toHaveURL(/status=|busca=|de=/);
  await expect(table.locator('tbody tr')).toHaveCount(10);
});
