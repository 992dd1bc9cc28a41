/**
 * Browser-side security, as Chromium enforces it: the web app and GraphiQL run under their
 * Content-Security-Policies without a single violation, the web server sends its headers, and what
 * the browser keeps holds no secret but the access token.
 */
import { expect, type Page, test } from '@playwright/test';
import { login, STATE_KEY } from './support/pages.ts';
import { signIn } from './support/sessions.ts';
import { DEMO_PASSWORD, demo, stack } from './support/stack.ts';

/** Records every CSP violation the page reports (blocked scripts, styles, connections...). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

test.describe('Content-Security-Policy', () => {
  test('the web app is served with its headers and runs without a violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');

    // The multi-role account reaches the most screens: dashboards, finance lists, career plan.
    const shell = await signIn(page, demo.multi);
    for (const path of ['/vendas-comissoes', '/faturamento', '/plano-carreira', '/contato']) {
      await page.goto(path);
      await expect(shell.bell).toBeVisible();
    }
    await shell.bell.click();
    await page.keyboard.press('Escape');
    expect(await violations()).toEqual([]);
  });

  test('GraphiQL, served by the gateway, runs without a violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(stack.gatewayUrl);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('region', { name: 'Query Editor' })).toContainText('mutation Login');
    expect(await violations()).toEqual([]);
  });
});

test('the browser keeps no secret but the access token', async ({ page }) => {
  // Through the form: what the app itself keeps after a login is the subject.
  await login(page, demo.affiliated);
  const kept = await page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
    cookies: document.cookie,
  }));
  const everything = JSON.stringify(kept);
  expect(everything).not.toContain(DEMO_PASSWORD);
  expect(kept.cookies).toBe('');
  const state = JSON.parse(kept.local[STATE_KEY] ?? '{}') as { auth?: { token?: string } };
  expect(state.auth?.token).toMatch(/^ey/);
  // The token appears once: in the persisted session, nowhere else.
  expect(everything.split(state.auth?.token ?? '').length - 1).toBe(1);
});
