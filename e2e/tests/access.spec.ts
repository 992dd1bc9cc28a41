import { expect, test } from '@playwright/test';
import { menuOf } from './support/menus.ts';
import { LoginPage, Shell } from './support/pages.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

test.describe('menu entries per role', () => {
  // The matrix the web unit tests check too (support/menus.ts).
  for (const email of Object.values(demo)) {
    test(`${email} sees exactly its entries`, async ({ page }) => {
      const shell = await signIn(page, email);
      expect(await shell.menuLabels()).toEqual(menuOf(email));
    });
  }

  test('profile menu offers MEU PERFIL to affiliates only (MINHA CONTA to the branch), and the branch sees its unit', async ({
    page,
  }) => {
    await signIn(page, demo.branch);
    await expect(page.getByTestId('branch-name')).toHaveText('Unidade: Unidade Fortaleza Centro');
    await page.getByRole('button', { name: 'Perfil' }).click();
    await expect(page.getByRole('menuitem', { name: 'SAIR' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'MEU PERFIL' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'MINHA CONTA' })).toBeVisible();
  });
});

test.describe('guards', () => {
  test('a private path visited logged out returns there after login, once', async ({ page }) => {
    await page.goto('/contato');
    await expect(page).toHaveURL('/');
    const loginPage = new LoginPage(page);
    await loginPage.submit(demo.affiliated);
    await expect(page).toHaveURL('/contato');
    await expect(page.getByRole('heading', { level: 1, name: 'Contato' })).toBeVisible();

    await new Shell(page).logout();
    await loginPage.submit(demo.affiliated);
    await expect(page).toHaveURL('/');
  });

  test('a public-only path visited logged in goes home', async ({ page }) => {
    await signIn(page, demo.producer, '/resetar-senha');
    await expect(page).toHaveURL('/');
  });

  test('an unknown path and a path the role may not open show the not-found page', async ({ page }) => {
    await signIn(page, demo.affiliated);
    for (const path of ['/nao-existe', '/trafego-pago']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the active menu entry follows the path, and the side menu collapses', async ({ page }) => {
    const shell = await signIn(page, demo.holding);
    await shell.sideMenu.getByRole('link', { name: 'Contato' }).click();
    await expect(shell.sideMenu.getByRole('link', { name: 'Contato' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const menu = page.getByTestId('side-menu');
    const width = async () => Math.round((await menu.boundingBox())?.width ?? 0);
    await expect.poll(width).toBeGreaterThan(0);
    const before = await width();
    expect([110, 290]).toContain(before);
    await page.getByRole('button', { name: /Recolher menu|Expandir menu/ }).click();
    await expect.poll(width).toBe(before === 290 ? 110 : 290);
  });
});
