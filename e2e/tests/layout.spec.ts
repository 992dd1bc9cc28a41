import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

/**
 * Issue 29, "Layout that holds": at a phone's width (390 px) no list is wider than the window, each
 * row is a card whose key figure (Valor, Data) is on screen, and money stays on one line.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** How the first card's cell of `label` sits: inside the window, and on how many lines its text runs. */
const firstCell = (page: Page, table: string, label: string) =>
  page
    .getByRole('table', { name: table })
    .locator(`tbody td[data-label="${label}"]`)
    .first()
    .evaluate((cell) => {
      const box = cell.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(cell);
      const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
      return { inside: box.left >= 0 && box.right <= window.innerWidth, lines, text: cell.textContent ?? '' };
    });

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const [name, email, path, table, label] of [
  ['Faturamento', demo.holding, '/faturamento', 'Faturamentos', 'Valor'],
  ['Status Faturamento', demo.admin, '/status-faturamento', 'Faturas', 'Valor'],
  ['Suas vendas', demo.admin, '/vendas', 'Suas vendas', 'Valor'],
  ['Notas Fiscais', demo.producer, '/notas-fiscais', 'Notas fiscais', 'Valor'],
] as const) {
  test(`${name} at 390 px: rows are cards with ${label} on screen, on one line`, async ({ page }) => {
    await signIn(page, email, path);
    await expect(
      page.getByRole('table', { name: table }).locator('tbody td[data-label]').first(),
    ).toBeVisible();
    const cell = await firstCell(page, table, label);
    expect(cell.text).toMatch(/^R\$/);
    expect(cell.inside).toBe(true);
    expect(cell.lines).toBe(1);
    expect(await noHorizontalOverflow(page)).toBe(true);
  });
}

test('Relatórios at 390 px: the chart’s hidden table no longer widens the page', async ({ page }) => {
  await signIn(page, demo.holding, '/relatorio');
  await expect(page.getByRole('table', { name: 'Unidades' })).toBeAttached();
  expect(await noHorizontalOverflow(page)).toBe(true);
});
