/**
 * Links an affiliate manages (docs/product.md §10.1), through the real stack: a new link's QR
 * code (drawn and downloaded as PNG and SVG), its WhatsApp share address (asserted, never opened:
 * no request leaves the machine), and deactivating it behind a confirmation, after which its
 * public address answers the 'link desativado' page.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seriousViolations, WCAG_AA } from './support/axe.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';
import { unique } from './support/unique.ts';

/** A product afiliado@ may promote whose links no other test counts (products.spec reads ENEM). */
const PRODUCT = 'Check-up Executivo';

/** Signs afiliado@ in, makes a link of PRODUCT under a unique name: its row and public address. */
async function newLink(
  page: Page,
  label: string,
): Promise<{ row: Locator; url: string; description: string }> {
  await signIn(page, demo.affiliated, '/manager-links');
  await page.getByRole('table', { name: 'Seus produtos' }).getByRole('link', { name: PRODUCT }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Seus produtos: ${PRODUCT}` })).toBeVisible();
  const description = unique(label);
  await page.getByLabel('Descrição do link').fill(description);
  await page.getByRole('button', { name: 'Gerar link' }).click();
  await expect(page.getByText('Link criado com sucesso!')).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Seus links' })
    .locator('tbody tr')
    .filter({ hasText: description });
  await expect(row).toContainText('Ativo');
  const url = (await row.locator('code').textContent()) ?? '';
  expect(url).toMatch(/\/l\/[A-Za-z0-9_-]{12}$/);
  return { row, url, description };
}

test('an affiliate’s new link has a WhatsApp share address and a QR code downloaded as PNG and SVG', async ({
  page,
}) => {
  const { row, url, description } = await newLink(page, 'QR e2e');
  // WhatsApp: a wa.me address carrying the link, opened in a new tab (not followed here).
  const share = row.getByRole('link', {
    name: `Compartilhar link ${description} no WhatsApp (abre em nova aba)`,
  });
  const href = (await share.getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toContain(url);
  await expect(share).toHaveAttribute('target', '_blank');

  // The QR code, drawn in the page, and its two downloads.
  await row.getByRole('button', { name: `QR code do link ${description}` }).click();
  const dialog = page.getByRole('dialog', { name: 'QR code do link' });
  await expect(dialog.getByRole('img', { name: `QR code do link ${description}` })).toBeVisible();
  await expect(dialog).toContainText(url);
  expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
  const [png] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Baixar PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toMatch(/^qrcode-link-[A-Za-z0-9_-]{12}\.png$/);
  const pngBytes = await readFile((await png.path()) ?? '');
  expect([...pngBytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Baixar SVG' }).click(),
  ]);
  expect(svg.suggestedFilename()).toMatch(/^qrcode-link-[A-Za-z0-9_-]{12}\.svg$/);
  expect(await readFile((await svg.path()) ?? '', 'utf8')).toContain('<svg');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('an affiliate deactivates a link after a confirmation, and its address says so', async ({ page }) => {
  const { row, url, description } = await newLink(page, 'Desativar e2e');
  // Deactivating asks first and says what happens.
  await row.getByRole('button', { name: `Desativar link ${description}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Desativar este link?' });
  await expect(confirm).toContainText('não chegará mais à página de compra');
  await expect(confirm).toContainText(url);
  await confirm.getByRole('button', { name: 'Desativar link' }).click();
  await expect(page.getByText('Link desativado.')).toBeVisible();
  await expect(row).toContainText('Desativado');
  await expect(row.getByRole('button', { name: `Reativar link ${description}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `QR code do link ${description}` })).toHaveCount(0);

  // The buyer's side: the address answers a page saying the link was deactivated.
  const answer = await page.goto(url);
  expect(answer?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'Este link foi desativado' })).toBeVisible();
});
