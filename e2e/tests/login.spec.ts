import { expect, test } from '@playwright/test';
import { LoginPage, Shell } from './support/pages.ts';
import { DEMO_PASSWORD, demo } from './support/stack.ts';

test.describe('login (docs/product.md §2.1)', () => {
  test('wrong password shows the credentials error', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.submit(demo.affiliated, 'Senha@Errada1');
    await expect(login.error).toHaveText('Usuário ou senha incorretos.');
    await expect(page).toHaveURL('/');
  });

  test('a request the token service cannot read shows the fields error', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    // The token service refuses passwords over 72 bytes as malformed (invalid_request), not as
    // wrong credentials: the 400 that does not mention username and password.
    await login.submit(demo.affiliated, 'x'.repeat(80));
    await expect(login.error).toHaveText('Campos incorretos.');
  });

  test('the username is shown lowercase and the demo account logs in', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    const email = page.getByLabel('E-mail');
    await email.fill('AFILIADO@Demo.com.br');
    await expect(email).toHaveValue('afiliado@demo.com.br');
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await login.form.getByRole('button', { name: 'Entrar' }).click();
    await expect(new Shell(page).bell).toBeVisible();
    await expect(page).toHaveTitle(/Portal de Afiliados/);
  });

  test('requesting a password reset ends on the success page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page).toHaveURL('/resetar-senha');
    await page.getByLabel('E-mail').fill(demo.producer);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page).toHaveURL('/recover-success');
  });
});
