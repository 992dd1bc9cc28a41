/**
 * The list toolbar's export and pager as specs read them (docs/architecture.md "Lists"): the CSV a
 * click on 'Exportar CSV' downloads, split after its BOM, and the pager's total.
 */
import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page } from '@playwright/test';

/** The downloaded CSV's lines (header first), its BOM checked and dropped. */
export async function csvLines(download: Download): Promise<string[]> {
  const bytes = await readFile((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
}

/** The downloaded CSV's header and data rows, split on `;`. */
export async function csvOf(download: Download): Promise<{ header: string; rows: string[][] }> {
  const [header = '', ...lines] = await csvLines(download);
  return { header, rows: lines.map((line) => line.split(';')) };
}

/** The downloaded CSV's data rows, split on `;`. */
export const csvRows = async (download: Download): Promise<string[][]> => (await csvOf(download)).rows;

/** 'Exportar CSV' clicked, and its download. */
export const exportCsv = async (page: Page): Promise<Download> => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  return download;
};

/** The pager's total ('1–10 de 23' → 23), once a first page came (it reads 'Carregando…' before). */
export const pagerTotal = async (page: Page): Promise<number> => {
  const label = page.getByText(/^1–\d+ de \d+$/);
  await expect(label).toBeVisible();
  return Number((await label.textContent())?.split(' de ')[1]);
};
