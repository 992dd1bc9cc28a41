import { expect, type Page, test } from '@playwright/test';
import { seriousViolations, WCAG_AA } from './support/axe.ts';

import { menuOf } from './support/menus.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

/**
 * Issue 5, "Compliance": axe (WCAG 2 A/AA) finds no serious or critical violation on any screen a
 * role can reach. The screens come from the rendered side menu, so a screen added to the route
 * table with a menu entry is covered without a change here; one login per role, screens visited
 * in sequence, every finding collected so one run lists them all.
 */

const APP_NAME = 'Portal de Afiliados';

/** The widths every screen must hold at (issue #29): a desktop's and a phone's. */
const LAYOUT_WIDTHS = [1280, 390] as const;
/** The suite's viewport (Playwright's default), restored after each layout check. */
const DESKTOP = { width: 1280, height: 720 };

/** Logged-out screens (no menu to read them from); the last one is an unknown path. */
const PUBLIC_PATHS = [
  '/',
  '/resetar-senha',
  '/unknown-password',
  '/recover-success',
  '/unknown-password-success',
  '/alterar-senha',
  '/nao-existe',
];

/** Links to docs/product.md §1.4's hidden screens, one click inside a menu screen. */
const INNER_LINKS = [
  /^Ver todas as vendas$/,
  /^Ver todas as comissões$/,
  /^Ver detalhes do faturamento/,
  // The holding's history and a commercial cycle's goal details (docs/product.md §11.2, §11.5).
  /^Ver histórico$/,
  /^Metas do ciclo \d+$/,
];
/** Tabs that swap a menu screen's content (and hold more inner links). */
const INNER_TABS = ['Faturamento'];

class Audit {
  readonly findings: string[] = [];
  /** Inner links and tabs already audited: each once per role, whichever screen offers it. */
  private readonly seen = new Set<string>();

  constructor(private readonly page: Page) {}

  /** Waits for the content, not the spinners, then records the page's violations. */
  async check(screen: string): Promise<void> {
    const main = this.page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 }), `${screen}: heading`).toBeVisible();
    await expect(this.page.getByRole('status').filter({ hasText: /^Carregando/ })).toHaveCount(0);
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const line of await seriousViolations(this.page, WCAG_AA)) this.findings.push(`${screen} → ${line}`);
    await this.layoutAndWords(screen);
  }

  /**
   * Issue #29, "Done means": at a desktop's and a phone's width the page is no wider than the window,
   * and the screen shows no raw enum code ('WAITING_BANK_DETAILS') or JSON. The same page is laid out
   * again at each width (no reload), then the desktop width comes back for the side menu.
   */
  private async layoutAndWords(screen: string): Promise<void> {
    for (const width of LAYOUT_WIDTHS) {
      await this.page.setViewportSize({ width, height: 800 });
      const found = await this.page.evaluate(async () => {
        // Two frames: the resize's layout has run; then the shell's transitions (the column's
        // padding follows the side menu's width) have ended, or a mid-way width is measured.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const moving = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
        await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
        // biome-ignore lint/performance/useDomNodeTextContent: what is rendered, not the markup's text (a closed dialog's template, a select's other options).
        const text = document.querySelector('main')?.innerText ?? '';
        return {
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          codes: [...new Set(text.match(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g) ?? [])],
          json: /[{[]\s*"[\w-]+"\s*:/.test(text),
        };
      });
      if (found.overflow > 1)
        this.findings.push(`${screen} at ${width} px → ${found.overflow} px wider than the window`);
      if (found.codes.length > 0)
        this.findings.push(`${screen} → raw codes on screen: ${found.codes.join(', ')}`);
      if (found.json) this.findings.push(`${screen} → JSON on screen`);
    }
    await this.page.setViewportSize(DESKTOP);
  }

  /**
   * The screens the side menu links to, `from` (inclusive) to `to` (exclusive): each screen and
   * its inner links and tabs, only the screen, or only what is one click inside it.
   */
  async menuScreens(from: number, to: number, part: Part = 'all'): Promise<void> {
    const menu = this.page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link').first()).toBeVisible();
    const entries = await menu.getByRole('link').evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href') ?? '',
        label: link.textContent?.trim() ?? '',
      })),
    );
    expect(entries.length, 'menu entries against support/menus.ts').toBeGreaterThanOrEqual(to);
    for (const { href, label } of entries.slice(from, to)) {
      await menu.locator(`a[href="${href}"]`).click();
      await expect(this.page).toHaveURL(href);
      // The route table titles a menu entry's page with its label: the new page has rendered.
      await expect(this.page).toHaveTitle(`${label} | ${APP_NAME}`);
      if (part !== 'inner') await this.check(href);
      if (part !== 'screen') await this.innerScreens(href);
    }
  }

  private async innerScreens(screen: string): Promise<void> {
    await this.innerLinks(screen);
    const main = this.page.getByRole('main');
    for (const name of INNER_TABS) {
      const tab = main.getByRole('tab', { name, exact: true });
      if (this.seen.has(`tab:${name}`) || (await tab.count()) === 0) continue;
      if ((await tab.getAttribute('aria-selected')) === 'true') continue;
      this.seen.add(`tab:${name}`);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await this.check(`${screen} [${name}]`);
      await this.innerLinks(`${screen} [${name}]`);
    }
  }

  private async innerLinks(screen: string): Promise<void> {
    for (const name of INNER_LINKS) {
      const link = this.page.getByRole('main').getByRole('link', { name }).first();
      if (this.seen.has(String(name)) || (await link.count()) === 0) continue;
      this.seen.add(String(name));
      const title = await this.page.title();
      await link.click();
      await expect(this.page).not.toHaveTitle(title);
      await this.check(`${screen} → ${new URL(this.page.url()).pathname}`);
      // Back where it was (billing details needs the state the click left in the history).
      await this.page.goBack();
      await expect(this.page).toHaveTitle(title);
    }
  }
}

/** The shell's not-found page is one page whatever the role: audited once, with the smallest menu. */
const NOT_FOUND_ACCOUNT: keyof typeof demo = 'producer';

type Part = 'all' | 'screen' | 'inner';

/** Menu screens per test, each with what is one click inside it. */
const SCREENS_PER_TEST = 2;

/**
 * Menu screens that hold inner screens (Vendas e Faturamento: all sales, all commissions, the
 * Faturamento tab and a bill's details; the holding's bills and cycles: a bill's details, the goals,
 * the history): the screen is one test and what is inside it another, so no test grows past a few
 * audits. Only the tests' sizes depend on this list: an inner link on any other screen is still
 * found and audited with that screen.
 */
const INNER_HOSTS = new Set([
  'Vendas e Faturamento',
  'Faturamento',
  'Status Faturamento',
  'Ciclos Comerciais',
  'Ciclos Financeiros',
]);

interface Chunk {
  from: number;
  to: number;
  part: Part;
  name: string;
}

/** An account's menu cut into tests: a host alone (twice: screen, inside), the rest two by two. */
function chunksOf(labels: readonly string[]): Chunk[] {
  const chunks: Chunk[] = [];
  let group: number[] = [];
  const flush = () => {
    const [first] = group;
    if (first === undefined) return;
    const last = first + group.length;
    const name = last === first + 1 ? `menu screen ${last}` : `menu screens ${first + 1}–${last}`;
    chunks.push({ from: first, to: last, part: 'all', name });
    group = [];
  };
  labels.forEach((label, index) => {
    if (INNER_HOSTS.has(label)) {
      flush();
      chunks.push({
        from: index,
        to: index + 1,
        part: 'screen',
        name: `menu screen ${index + 1} (${label})`,
      });
      chunks.push({
        from: index,
        to: index + 1,
        part: 'inner',
        name: `the screens one click inside ${label}`,
      });
      return;
    }
    // Screens two by two, kept consecutive (a chunk is a slice of the rendered menu).
    if (group.length > 0 && group.at(-1) !== index - 1) flush();
    group.push(index);
    if (group.length === SCREENS_PER_TEST) flush();
  });
  flush();
  return chunks;
}

test.describe('accessibility of every screen (axe, WCAG 2 A/AA)', () => {
  for (const path of PUBLIC_PATHS) {
    test(`public screen ${path}`, async ({ page }) => {
      const audit = new Audit(page);
      await page.goto(path);
      await audit.check(path);
      expect(audit.findings, 'axe violations, overflow, raw codes or JSON').toEqual([]);
    });
  }

  // multi@ holds no role of its own (affiliate and branch): each screen it reaches is audited for
  // afiliado@ and unidade@, so its menu is not walked again.
  for (const [account, username] of Object.entries(demo).filter(([account]) => account !== 'multi')) {
    // A few audits a test (about 2–3 s each on a quiet machine), so no test outgrows the suite's one
    // timeout however long a role's menu grows: the menu is known up front (support/menus.ts).
    // Each starts on Contato, which every role has and which loads nothing, not on the dashboard.
    for (const { from, to, part, name } of chunksOf(menuOf(username))) {
      test(`${account}: ${name}`, async ({ page }) => {
        await signIn(page, username, '/contato');
        const audit = new Audit(page);
        await audit.menuScreens(from, to, part);
        expect(audit.findings, 'axe violations, overflow, raw codes or JSON').toEqual([]);
      });
    }
  }

  test('the not-found page', async ({ page }) => {
    await signIn(page, demo[NOT_FOUND_ACCOUNT], '/nao-existe');
    const audit = new Audit(page);
    await audit.check('/nao-existe');
    expect(audit.findings, 'axe violations, overflow, raw codes or JSON').toEqual([]);
  });
});
