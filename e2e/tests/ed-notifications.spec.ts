import { type Browser, expect, type Page, test } from '@playwright/test';
import { seriousViolations, WCAG_AA } from './support/axe.ts';
import type { Shell } from './support/pages.ts';
import { signIn } from './support/sessions.ts';
import { demo, stack } from './support/stack.ts';

/** A signed-in page in a browser context of its own (its own last-seen time for the bell). */
async function signedIn(browser: Browser, username: string): Promise<{ page: Page; shell: Shell }> {
  const page = await (await browser.newContext({ baseURL: stack.webUrl })).newPage();
  return { page, shell: await signIn(page, username) };
}

async function inbox(page: Page, shell: Shell) {
  await shell.bell.click();
  const panel = page.getByRole('dialog', { name: 'Notificações' });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('Notificação ED', () => {
  test("admin sends one to a unit: that unit's ED gets it with the dot, another unit's does not", async ({
    browser,
  }) => {
    // afiliado@ (Centro) has seen everything so far: no dot until something new arrives.
    const centro = await signedIn(browser, demo.affiliated);
    await inbox(centro.page, centro.shell);
    await centro.page.getByRole('button', { name: 'Fechar notificações' }).click();
    await expect(centro.shell.dot).toHaveCount(0);

    const admin = await signedIn(browser, demo.admin);
    await admin.page.goto('/ed-notificacao');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Notificação ED' })).toBeVisible();
    const sent = admin.page.getByRole('table', { name: 'Notificações ED enviadas' });
    await expect(sent.locator('tbody tr').first()).toBeVisible();
    expect(await seriousViolations(admin.page, WCAG_AA)).toEqual([]);

    // A title of its own: other specs send notifications to every ED on the same stack.
    const title = `Reunião da unidade ${Date.now()}`;
    const form = admin.page.getByRole('form', { name: 'Nova notificação' });
    await form.getByLabel('Título').fill(title);
    await form.getByLabel('Mensagem').fill('Reunião na sexta, às 18h.');
    await form.getByLabel('Tipo').selectOption('WARN');
    await form.getByRole('radio', { name: 'Uma unidade' }).check();
    await form.getByLabel('Unidade', { exact: true }).selectOption({ label: 'Unidade Fortaleza Centro' });
    expect(await seriousViolations(admin.page, WCAG_AA)).toEqual([]);
    await form.getByRole('button', { name: 'Enviar notificação' }).click();
    const row = sent.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Unidade Fortaleza Centro' })).toBeVisible();

    await centro.page.reload();
    await expect(centro.shell.dot).toBeVisible();
    await expect((await inbox(centro.page, centro.shell)).getByText(title)).toBeVisible();

    // multi@ is an ED of Aldeota.
    const aldeota = await signedIn(browser, demo.multi);
    const other = await inbox(aldeota.page, aldeota.shell);
    await expect(other.getByRole('button', { name: /^Excluir notificação: / }).first()).toBeVisible();
    await expect(other.getByText(title)).toHaveCount(0);

    // Deleting it (after the confirmation) takes it from the list and from the ED's bell.
    await row.getByRole('button', { name: `Excluir ${title}` }).click();
    const dialog = admin.page.getByRole('alertdialog', { name: 'Excluir notificação' });
    expect(await seriousViolations(admin.page, WCAG_AA)).toEqual([]);
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(row).toHaveCount(0);
    await centro.page.reload();
    await expect((await inbox(centro.page, centro.shell)).getByText(title)).toHaveCount(0);
  });
});
