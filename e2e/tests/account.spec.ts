import { expect, test } from '@playwright/test';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

/**
 * Issue 29, "An account page for every role": Minha conta from the profile menu for the roles
 * without Meu Perfil, with the password change the affiliate has; Meu Perfil's bank details.
 * Nothing is changed here: the password is refused by upstream (a wrong current one) and the bank
 * form is opened, not sent (upstream and web tests save both).
 */
test.describe('Minha conta and Meu Perfil', () => {
  for (const email of [demo.holding, demo.producer]) {
    test(`${email.split('@')[0]} reaches Minha conta and upstream checks the current password`, async ({
      page,
    }) => {
      await signIn(page, email);
      await page.getByRole('button', { name: 'Perfil' }).click();
      await page.getByRole('menuitem', { name: 'MINHA CONTA' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
      await expect(page.getByText(email, { exact: true }).last()).toBeVisible();
      await page.getByLabel('Senha atual').fill('NaoEhEssa123');
      await page.getByLabel('Nova senha').fill('OutraSenha123');
      await page.getByRole('button', { name: 'Alterar senha' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Senha atual incorreta.' })).toBeVisible();
    });
  }

  test('the affiliate opens the bank details form with the bank list from Meu Perfil', async ({ page }) => {
    await signIn(page, demo.affiliated, '/meu-perfil');
    const section = page.getByRole('region', { name: 'Dados bancários' });
    await section.getByRole('button', { name: /^(Cadastrar|Alterar) dados bancários$/ }).click();
    await expect(
      section.getByLabel('Banco').locator('option', { hasText: 'ITAÚ UNIBANCO S.A.' }),
    ).toHaveCount(1);
    await expect(section.getByRole('button', { name: 'Salvar dados bancários' })).toBeVisible();
    await section.getByRole('button', { name: 'Cancelar' }).click();
    await expect(section.getByRole('button', { name: 'Salvar dados bancários' })).toHaveCount(0);
  });
});
