import { expect, test } from '@playwright/test';
import { seriousViolations, WCAG_AA } from './support/axe.ts';
import { login } from './support/pages.ts';
import { demo } from './support/stack.ts';

/** The token service of the stack (E2E_TOKEN_PORT), where an integrator trades its key for a token. */
const tokenUrl = `http://localhost:${process.env.E2E_TOKEN_PORT?.trim() || '4111'}/token`;

const clientToken = (clientId: string, secret: string) =>
  fetch(tokenUrl, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: secret,
    }),
  });

test.describe('Chaves de API (docs/integrators.md)', () => {
  test('a producer creates a key from the profile menu, sees its secret once, uses it and revokes it', async ({
    page,
    context,
  }) => {
    // Many steps (create, copy, token, reload, revoke) on a shared 2-CPU machine.
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await login(page, demo.producer);
    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'CHAVES DE API' }).click();
    await expect(page).toHaveURL('/chaves-de-api');
    await expect(page.getByRole('heading', { level: 1, name: 'Chaves de API' })).toBeVisible();
    // A producer may grant only what its roles open: no network scope.
    await expect(page.getByRole('checkbox', { name: 'Pontos e vouchers (leitura)' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Rede de EDs (leitura)' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Criar chave' }).click();
    await expect(page.getByText('Escolha ao menos uma permissão.')).toBeVisible();

    await page.getByLabel('Nome').fill('Loja virtual');
    await page.getByRole('checkbox', { name: 'Pontos e vouchers (leitura)' }).check();
    await page.getByRole('checkbox', { name: 'Perfil (leitura)' }).check();
    await page.getByLabel('Validade').selectOption({ label: '90 dias' });
    await page.getByRole('button', { name: 'Criar chave' }).click();

    const dialog = page.getByRole('dialog', { name: 'Chave criada' });
    await expect(dialog).toBeVisible();
    const secret = (await dialog.getByLabel('Segredo').textContent()) ?? '';
    expect(secret).toMatch(/^pk_/);
    const clientId = (await dialog.locator('p code').textContent()) ?? '';
    await dialog.getByRole('button', { name: 'Copiar segredo' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
    await dialog.getByRole('button', { name: 'Concluir' }).click();

    // Listed, never with its secret again.
    const table = page.getByRole('table', { name: 'Chaves de API' });
    const row = table.locator('tbody tr', { hasText: 'Loja virtual' }).first();
    await expect(row).toContainText('Nunca usada');
    await expect(row).toContainText('Ativa');
    await expect(page.getByText(secret)).toHaveCount(0);
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);

    // The key works: a token, then the last use shows on a reload.
    expect((await clientToken(clientId, secret)).status).toBe(200);
    await page.reload();
    await expect(row).not.toContainText('Nunca usada');

    await row.getByRole('button', { name: 'Revogar Loja virtual' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revogar chave?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Revogar' }).click();
    await expect(row).toContainText('Revogada em');
    expect((await clientToken(clientId, secret)).status).toBe(401);
  });

  test('is not offered to an affiliate', async ({ page }) => {
    await login(page, demo.affiliated);
    await page.getByRole('button', { name: 'Perfil' }).click();
    await expect(page.getByRole('menuitem', { name: 'CHAVES DE API' })).toHaveCount(0);
  });
});
