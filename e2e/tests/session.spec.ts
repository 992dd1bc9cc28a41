import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { menuOf } from './support/menus.ts';
import { apiToken, graphql, type Shell, STATE_KEY } from './support/pages.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

test.describe('session', () => {
  test('SAIR clears the session and goes to the login', async ({ page }) => {
    const shell = await signIn(page, demo.affiliated, '/contato');
    await shell.logout();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('form', { name: 'Entrar' })).toBeVisible();
    const state = await page.evaluate((key) => localStorage.getItem(key), STATE_KEY);
    expect(state ?? '').not.toContain('"token":"ey');
    await page.goto('/contato');
    await expect(page).toHaveURL('/');
  });

  test('a 401 mid-session logs out to the login', async ({ page }) => {
    await signIn(page, demo.branch, '/contato');
    // The token goes bad while the tab is open (revoked, expired): the next request gets 401.
    await page.evaluate((key) => {
      const raw = localStorage.getItem(key) ?? '';
      localStorage.setItem(key, raw.replace(/"token":"[^"]+"/, '"token":"eyJhbGciOiJub25lIn0.e30.invalid"'));
    }, STATE_KEY);
    await page.reload();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('form', { name: 'Entrar' })).toBeVisible();
    const state = await page.evaluate((key) => localStorage.getItem(key), STATE_KEY);
    expect(state ?? '').not.toContain('invalid');
  });

  test('the help button opens WhatsApp for affiliates and hides on /contato', async ({ page }) => {
    await signIn(page, demo.affiliated);
    const help = page.getByRole('link', { name: 'Ajuda pelo WhatsApp' });
    await expect(help).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d+$/);
    // The glow is on every page but the home.
    await expect(page.getByTestId('background-glow')).toHaveCount(0);
    await page.goto('/contato');
    await expect(page.getByRole('heading', { level: 1, name: 'Contato' })).toBeVisible();
    await expect(page.getByTestId('background-glow')).toBeAttached();
    await expect(help).toHaveCount(0);
  });

  test('no help button for producers, holding and admins', async ({ page }) => {
    await signIn(page, demo.producer);
    await expect(page.getByRole('link', { name: 'Ajuda pelo WhatsApp' })).toHaveCount(0);
  });
});

test.describe('notifications bell', () => {
  test('the dot shows unseen notifications, clears when opened, and returns for a new one', async ({
    page,
  }) => {
    const shell = await signIn(page, demo.multi);
    await expect(shell.dot).toBeVisible();
    await shell.bell.click();
    const panel = page.getByRole('dialog', { name: 'Notificações' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Excluir notificação: / }).first()).toBeVisible();
    await expect(shell.dot).toHaveCount(0);
    await page.getByRole('button', { name: 'Fechar notificações' }).click();
    await page.reload();
    await expect(shell.bell).toBeVisible();
    await expect(shell.dot).toHaveCount(0);

    // An admin sends a notification to every ED: it is newer than the last-seen time.
    // A title of its own, so a repeated run against the same database finds exactly this one.
    const title = `Novo ciclo aberto ${Date.now()}`;
    const admin = await apiToken(demo.admin);
    await graphql(
      'mutation Send($input: EdNotificationInput!) { sendEdNotification(input: $input) { id } }',
      { input: { title, message: 'O ciclo comercial foi aberto.', type: 'INFO' } },
      admin,
    );
    await page.reload();
    await expect(shell.dot).toBeVisible();
    await shell.bell.click();
    await expect(page.getByRole('dialog', { name: 'Notificações' }).getByText(title)).toBeVisible();
    await expect(shell.dot).toHaveCount(0);
  });

  test('a notification can be deleted', async ({ page }) => {
    const shell = await signIn(page, demo.producer);
    await shell.bell.click();
    const panel = page.getByRole('dialog', { name: 'Notificações' });
    const deletes = panel.getByRole('button', { name: /^Excluir notificação: / });
    await expect(deletes.first()).toBeVisible();
    const count = await deletes.count();
    await deletes.first().click();
    await expect(deletes).toHaveCount(count - 1);
    await page.reload();
    await shell.bell.click();
    await expect(
      page
        .getByRole('dialog', { name: 'Notificações' })
        .getByRole('button', { name: /^Excluir notificação: / }),
    ).toHaveCount(count - 1);
  });
});

test.describe('mobile menu at 800 px', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('lists the role entries plus Sair, and Sair logs out', async ({ page }) => {
    await signIn(page, demo.producer);
    await expect(page.getByTestId('side-menu')).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const labels = await menu
      .getByRole('link')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim()));
    expect(labels).toEqual(menuOf(demo.producer));
    await menu.getByRole('link', { name: 'Contato' }).click();
    await expect(page).toHaveURL('/contato');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByRole('form', { name: 'Entrar' })).toBeVisible();
  });
});

test.describe('accessibility (axe)', () => {
  test('the login page has no serious or critical violation, and one planted in it is found', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('form', { name: 'Entrar' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The helper runs axe in the page (legacy mode, no blank page per audit): it must still see
    // what it exists to catch, an image with no text alternative.
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.id = 'planted';
      document.body.append(image);
    });
    expect(await seriousViolations(page)).toEqual([
      expect.stringMatching(/^image-alt \(critical\): #planted/),
    ]);
  });

  test('the shell with the menus and the bell open has no serious or critical violation', async ({
    page,
  }) => {
    const shell: Shell = await signIn(page, demo.affiliated, '/contato');
    await expect(page.getByRole('heading', { level: 1, name: 'Contato' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await shell.bell.click();
    await expect(page.getByRole('dialog', { name: 'Notificações' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
