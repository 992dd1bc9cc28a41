/**
 * Signing in without the login form. The UI login is tested by login.spec.ts and session.spec.ts;
 * every other test needs only a signed-in browser on the screen under test. Each worker signs
 * each account in once, through the form, in a throwaway context, and keeps the persisted session
 * the app wrote (docs/product.md §2.3: Auth, User and Breadcrumbs under one key); a test then
 * writes it into its own fresh context and opens its screen directly, skipping the form and the
 * home dashboard it would land on.
 */
import { type Browser, expect, type Page } from '@playwright/test';
import { LoginPage, Shell, STATE_KEY } from './pages.ts';
import { DEMO_PASSWORD } from './stack.ts';

/** A session closer than this to its expiry is renewed: no test may start on a dying token. */
const MIN_REMAINING_MS = 15 * 60_000;

/** Per worker process: username → the persisted state the app wrote after its login. */
const sessions = new Map<string, { raw: string; expiresAt: number }>();

async function formLogin(browser: Browser, username: string, password: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const form = new LoginPage(page);
    await form.open();
    await form.submit(username, password);
    // The app persists the session as soon as the login answers; the landing screen is not needed.
    await page.waitForFunction((key) => localStorage.getItem(key)?.includes('"loggedIn":true'), STATE_KEY);
    const raw = await page.evaluate((key) => localStorage.getItem(key) ?? '', STATE_KEY);
    return raw;
  } finally {
    await context.close();
  }
}

/** The persisted session of `username`, signing in through the form once per worker. */
async function sessionOf(browser: Browser, username: string, password: string): Promise<string> {
  const known = sessions.get(username);
  if (known && known.expiresAt - Date.now() > MIN_REMAINING_MS) return known.raw;
  const raw = await formLogin(browser, username, password);
  const expiresAt = Number(JSON.parse(raw)?.auth?.expiresAt) || Date.now() + MIN_REMAINING_MS * 2;
  sessions.set(username, { raw, expiresAt });
  return raw;
}

/** A document of the app's origin that loads nothing, so the session can be written before the app starts. */
const BLANK = '/__e2e__/blank';

/**
 * Opens `path` signed in as `username`: the app starts with the session in place, as after a
 * reload. Waits for the shell and the screen's level-1 heading, and answers the shell's page object.
 */
export async function signIn(
  page: Page,
  username: string,
  path = '/',
  password = DEMO_PASSWORD,
): Promise<Shell> {
  const browser = page.context().browser();
  if (!browser) throw new Error('signIn needs a page of a launched browser');
  const raw = await sessionOf(browser, username, password);
  await page.route(`**${BLANK}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>e2e</title>' }),
  );
  await page.goto(BLANK);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STATE_KEY, raw] as const);
  await page.unroute(`**${BLANK}`);
  await page.goto(path);
  const shell = new Shell(page);
  await expect(shell.bell).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return shell;
}
