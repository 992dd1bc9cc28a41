/**
 * Sessions end cleanly (web/src/platform/session/SessionExpiryWarning.tsx): the browser's clock is moved
 * forward (the tokens stay valid on the servers' real clock), so a one-hour token reaches its
 * warning and its expiry in seconds.
 */
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { login, STATE_KEY } from './support/pages.ts';
import { demo } from './support/stack.ts';

const storedToken = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}')?.auth?.token ?? null, STATE_KEY);

/** GraphQL answers that carry an error or a non-2xx status: none may happen around the expiry. */
const recordFailures = (page: Page): string[] => {
  const failures: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/graphql')) return;
    const body = await response.text().catch(() => '');
    if (!response.ok() || body.includes('"errors"'))
      failures.push(`${response.status()} ${body.slice(0, 200)}`);
  });
  return failures;
};

test.describe('session expiry', () => {
  test('warns two minutes before and keeps the user signed in with a fresh token', async ({ page }) => {
    await page.clock.install();
    await login(page, demo.affiliated);
    const failures = recordFailures(page);
    const first = await storedToken(page);

    await page.clock.fastForward('58:30');
    const dialog = page.getByRole('alertdialog', { name: 'Sua sessão está quase expirando' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Por segurança, sua sessão vai expirar em 2 minutos.');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Continuar conectado' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => storedToken(page)).not.toBe(first);

    // Past the first token's expiry: the renewed session goes on, requests keep working.
    await page.clock.fastForward('05:00');
    await page.getByRole('link', { name: 'Contato' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contato' })).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(failures).toEqual([]);
  });

  test('without an answer, it signs out at the expiry with a pt-BR message and no failed request', async ({
    page,
  }) => {
    await page.clock.install();
    await login(page, demo.affiliated);
    const failures = recordFailures(page);

    await page.clock.fastForward('01:00:00');
    await expect(page.getByRole('form', { name: 'Entrar' })).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('status').filter({ hasText: 'Sua sessão expirou. Entre novamente.' }),
    ).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    expect(failures).toEqual([]);
  });
});
