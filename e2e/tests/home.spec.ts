import { expect, type Locator, type Page, test } from '@playwright/test';
import { recordOperations } from './support/finance.ts';
import { menuOf } from './support/menus.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

/**
 * Issue 29, "A home with the operation's figures": the holding's, admin's and producer's homes
 * show the current cycle's figures in ONE request, each a link to the list it summarises, and
 * hold at a phone's width; affiliates and branches have one menu entry for their dashboard.
 */

const figures = (page: Page, list: string) => page.getByRole('list', { name: list });
/** A figure card's number (its second line: label, figure, hint). */
const figureOf = (link: Locator) => link.locator('span').nth(1);

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('operations homes', () => {
  test('the holding’s bill figure equals the list it links to, from one request', async ({ page }) => {
    const operations = recordOperations(page);
    await signIn(page, demo.holding);
    // Paid bills: no other e2e test pays one, so the count cannot move between the two reads.
    const paid = figures(page, 'Faturas por status').getByRole('link', { name: /^Pago/ });
    await expect(figureOf(paid)).toHaveText(/^\d/);
    const count = (await figureOf(paid).textContent())?.replace(/\D/g, '') ?? '';
    expect(Number(count)).toBeGreaterThan(0);
    await expect(
      figures(page, 'Vendas do ciclo').getByRole('link', { name: /^Valor vendido/ }),
    ).toContainText('R$');
    await expect(
      page
        .getByRole('list', { name: 'Últimas alterações em massa' })
        .or(page.getByText('Nenhuma alteração em massa enviada.')),
    ).toBeVisible();
    expect(operations).toEqual(['HoldingHome']);

    await paid.click();
    await expect(page).toHaveURL(/\/status-faturamento\?status=PAID$/);
    await expect(page.getByText(new RegExp(`^1–\\d+ de ${count}$`))).toBeVisible();
  });

  for (const [role, email, list] of [
    ['admin', demo.admin, 'Faturas por status'],
    ['producer', demo.producer, 'Vouchers e notas fiscais'],
  ] as const) {
    test(`the ${role}’s home shows its figures and holds at 390 px`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, email);
      await expect(figures(page, list).getByRole('link').first()).toBeVisible();
      await expect(
        figures(page, 'Vendas do ciclo').getByRole('link', { name: /^Vendas aprovadas/ }),
      ).toBeVisible();
      expect(await noHorizontalOverflow(page)).toBe(true);
    });
  }

  test('an affiliate has one menu entry for its dashboard', async ({ page }) => {
    await signIn(page, demo.affiliated);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Início', exact: true })).toHaveCount(0);
    expect(menuOf(demo.affiliated)).not.toContain('Início');
  });
});
