import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { seriousViolations, WCAG_AA } from './support/axe.ts';

import { apiToken, graphql } from './support/pages.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';
import { unique } from './support/unique.ts';
import { seededSecret } from './support/vouchers.ts';

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
  test('a producer creates a key from the profile menu and sees its secret once', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const keyName = unique('Loja virtual');
    // Opened straight; the profile menu's entry is checked to lead here, not clicked through a
    // page of its own.
    await signIn(page, demo.producer, '/chaves-de-api');
    await expect(page.getByRole('heading', { level: 1, name: 'Chaves de API' })).toBeVisible();
    await page.getByRole('button', { name: 'Perfil' }).click();
    await expect(page.getByRole('menuitem', { name: 'CHAVES DE API' })).toHaveAttribute(
      'href',
      '/chaves-de-api',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'CHAVES DE API' })).toBeHidden();
    // A producer may grant only what its roles open: no network scope.
    await expect(page.getByRole('checkbox', { name: 'Pontos e vouchers (leitura)' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Rede de EDs (leitura)' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Criar chave' }).click();
    await expect(page.getByText('Escolha ao menos uma permissão.')).toBeVisible();

    await page.getByLabel('Nome').fill(keyName);
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
    const row = table.locator('tbody tr', { hasText: keyName }).first();
    await expect(row).toContainText('Nunca usada');
    await expect(row).toContainText('Ativa');
    await expect(page.getByText(secret)).toHaveCount(0);
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
    // The key works.
    expect((await clientToken(clientId, secret)).status).toBe(200);
  });

  test('a used key shows its last use; revoked after a confirmation, it is refused', async ({ page }) => {
    const keyName = unique('Loja revogada');
    const { createApiClient } = await graphql<{
      createApiClient: { client: { id: string }; secret: string };
    }>(
      'mutation Create($input: CreateApiClientInput!) { createApiClient(input: $input) { client { id } secret } }',
      { input: { name: keyName, scopes: ['profile:read'] } },
      await apiToken(demo.producer),
    );
    const clientId = createApiClient.client.id;
    const secret = createApiClient.secret;
    expect((await clientToken(clientId, secret)).status).toBe(200);
    await signIn(page, demo.producer, '/chaves-de-api');
    const row = page.getByRole('table', { name: 'Chaves de API' }).locator('tbody tr', { hasText: keyName });
    await expect(row).toContainText('Ativa');
    await expect(row).not.toContainText('Nunca usada');

    await row.getByRole('button', { name: `Revogar ${keyName}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revogar chave?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Revogar' }).click();
    await expect(row).toContainText('Revogada em');
    expect((await clientToken(clientId, secret)).status).toBe(401);
  });

  test('a producer subscribes a key to voucher.used, a voucher use is delivered, logged and replayed', async ({
    page,
  }) => {
    // The receiver: loopback in this process (the stack runs with WEBHOOK_ALLOW_LOOPBACK=true).
    const received: string[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        received.push(body);
        res.statusCode = 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const keyName = unique('Loja com webhook');
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    const events = () =>
      received.map((body) => JSON.parse(body) as { id: string; type: string; data: { code?: string } });
    try {
      await signIn(page, demo.producer, '/chaves-de-api');
      await page.getByLabel('Nome').fill(keyName);
      await page.getByRole('checkbox', { name: 'Perfil (leitura)' }).check();
      await page.getByRole('button', { name: 'Criar chave' }).click();
      await page
        .getByRole('dialog', { name: 'Chave criada' })
        .getByRole('button', { name: 'Concluir' })
        .click();

      await page.getByLabel('Chave', { exact: true }).selectOption({ label: keyName });
      await page.getByRole('button', { name: 'Assinar eventos' }).click();
      await expect(page.getByText('Escolha ao menos um evento.')).toBeVisible();
      await page.getByLabel('URL', { exact: true }).fill(url);
      await page.getByRole('checkbox', { name: 'Voucher utilizado' }).check();
      await page.getByRole('button', { name: 'Assinar eventos' }).click();
      const dialog = page.getByRole('dialog', { name: 'Webhook criado' });
      const secret = (await dialog.getByLabel('Segredo de assinatura').textContent()) ?? '';
      expect(secret).toMatch(/^whsec_/);
      expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
      await dialog.getByRole('button', { name: 'Concluir' }).click();
      await expect(page.getByText(secret)).toHaveCount(0);
      const webhooks = page.getByRole('table', { name: 'Webhooks' });
      await expect(webhooks.locator('tbody tr', { hasText: url })).toBeVisible();

      // The voucher domain's write: a use on Gerenciador de Vouchers records voucher.used.
      await page.goto('/gerenciador-vouchers');
      await page.getByLabel('Status').selectOption({ label: 'Disponível' });
      const vouchers = page.getByRole('table', { name: 'Gerenciador de Vouchers' });
      // The page's last row: points-ledger.spec.ts uses the first one, maybe at the same time.
      const row = vouchers.locator('tbody tr').last();
      await expect(row).toContainText('Disponível');
      const code = (await row.textContent())?.match(/VCH-[0-9A-Z]{6}/)?.[0];
      if (!code) throw new Error('no available voucher on the last row');
      await page.getByLabel('Código secreto do voucher').fill(seededSecret(code));
      await page.getByRole('button', { name: 'Usar voucher' }).click();
      await expect(page.getByText(`Voucher ${code} utilizado com sucesso.`)).toBeVisible();
      // Another test may use one of this producer's vouchers meanwhile: its delivery comes too,
      // so the one this test caused is found by its code.
      await expect.poll(() => events().some((event) => event.data.code === code)).toBe(true);
      expect(events().find((event) => event.data.code === code)).toMatchObject({ type: 'voucher.used' });

      await page.goto('/chaves-de-api');
      await page.getByRole('button', { name: `Ver entregas de ${url}` }).click();
      const log = page.getByRole('table', { name: `Entregas de ${url}` });
      await expect(log.locator('tbody tr').first()).toContainText('Entregue');
      await expect(log.locator('tbody tr').first()).toContainText('HTTP 204');
      expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
      await log
        .getByRole('button', { name: /^Reenviar entrega / })
        .first()
        .click();
      await expect(page.getByText('Reenvio solicitado.')).toBeVisible();
      // The replay is the same event again: one event id received twice.
      await expect
        .poll(() => {
          const ids = events().map((event) => event.id);
          return ids.length - new Set(ids).size;
        })
        .toBeGreaterThanOrEqual(1);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  test('is not offered to an affiliate', async ({ page }) => {
    await signIn(page, demo.affiliated);
    await page.getByRole('button', { name: 'Perfil' }).click();
    await expect(page.getByRole('menuitem', { name: 'CHAVES DE API' })).toHaveCount(0);
  });
});
