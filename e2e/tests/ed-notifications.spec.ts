import { expect, type Page, test } from '@playwright/test';
import { seriousViolations, WCAG_AA } from './support/axe.ts';
import { apiToken, graphql, type Shell } from './support/pages.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

async function inbox(page: Page, shell: Shell) {
  await shell.bell.click();
  const panel = page.getByRole('dialog', { name: 'Notificações' });
  await expect(panel).toBeVisible();
  return panel;
}

/** A title of its own: other specs send notifications to every ED on the same stack. */
const uniqueTitle = () => `Reunião da unidade ${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** The titles of `username`'s bell, read the way the shell reads them. */
async function bellTitles(username: string): Promise<string[]> {
  const { notifications } = await graphql<{ notifications: { title: string }[] }>(
    '{ notifications { title } }',
    {},
    await apiToken(username),
  );
  return notifications.map((notification) => notification.title);
}

test.describe('Notificação ED', () => {
  test("admin's screen: a notification to one unit is listed with its unit, and deleted after a confirmation", async ({
    page,
  }) => {
    await signIn(page, demo.admin, '/ed-notificacao');
    await expect(page.getByRole('heading', { level: 1, name: 'Notificação ED' })).toBeVisible();
    const sent = page.getByRole('table', { name: 'Notificações ED enviadas' });
    await expect(sent.locator('tbody tr').first()).toBeVisible();
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);

    const title = uniqueTitle();
    const form = page.getByRole('form', { name: 'Nova notificação' });
    await form.getByLabel('Título').fill(title);
    await form.getByLabel('Mensagem').fill('Reunião na sexta, às 18h.');
    await form.getByLabel('Tipo').selectOption('WARN');
    await form.getByRole('radio', { name: 'Uma unidade' }).check();
    await form.getByLabel('Unidade', { exact: true }).selectOption({ label: 'Unidade Fortaleza Centro' });
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
    await form.getByRole('button', { name: 'Enviar notificação' }).click();
    const row = sent.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Unidade Fortaleza Centro' })).toBeVisible();
    // Only Centro's EDs got it: afiliado@ is one, multi@ is an ED of Aldeota.
    expect(await bellTitles(demo.affiliated)).toContain(title);
    expect(await bellTitles(demo.multi)).not.toContain(title);

    await row.getByRole('button', { name: `Excluir ${title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Excluir notificação' });
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(row).toHaveCount(0);
    expect(await bellTitles(demo.affiliated)).not.toContain(title);
  });

  test("the unit's ED sees the dot and the notification; once deleted, it leaves the bell", async ({
    page,
  }) => {
    // afiliado@ (Centro) opens the bell: everything so far is seen, no dot until something new.
    const shell = await signIn(page, demo.affiliated);
    await inbox(page, shell);
    await page.getByRole('button', { name: 'Fechar notificações' }).click();
    await expect(shell.dot).toHaveCount(0);

    const admin = await apiToken(demo.admin);
    const { edNotificationUnits } = await graphql<{ edNotificationUnits: { id: string; name: string }[] }>(
      '{ edNotificationUnits { id name } }',
      {},
      admin,
    );
    const centro = edNotificationUnits.find((unit) => unit.name === 'Unidade Fortaleza Centro');
    const title = uniqueTitle();
    const { sendEdNotification } = await graphql<{ sendEdNotification: { id: string } }>(
      'mutation Send($input: EdNotificationInput!) { sendEdNotification(input: $input) { id } }',
      {
        input: {
          title,
          message: 'Reunião na sexta, às 18h.',
          type: 'WARN',
          audience: { kind: 'UNIT', unitId: centro?.id },
        },
      },
      admin,
    );

    await page.reload();
    await expect(shell.dot).toBeVisible();
    await expect((await inbox(page, shell)).getByText(title)).toBeVisible();

    await graphql(
      'mutation Delete($id: ID!) { deleteEdNotification(id: $id) }',
      { id: sendEdNotification.id },
      admin,
    );
    await page.reload();
    await expect((await inbox(page, shell)).getByText(title)).toHaveCount(0);
  });
});
