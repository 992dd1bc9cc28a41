import { expect, test } from '@playwright/test';
import { mailTo } from './support/inbox.ts';
import { apiToken, graphql } from './support/pages.ts';
import { signIn } from './support/sessions.ts';
import { demo, stack } from './support/stack.ts';
import { unique } from './support/unique.ts';

const idOf = async (username: string) =>
  (await graphql<{ me: { id: string } }>('{ me { id } }', {}, await apiToken(username))).me.id;

/** Every subject MailDev holds for `address`. */
const subjectsTo = async (address: string) => {
  const all = (await (await fetch(`${stack.inboxUrl}/email`)).json()) as {
    subject: string;
    to: { address: string }[];
  }[];
  return all.filter((mail) => mail.to.some((to) => to.address === address)).map((mail) => mail.subject);
};

const setEdMail = async (username: string, on: boolean) =>
  graphql(
    'mutation ($input: MailPreferencesInput!) { setMailPreferences(input: $input) { edNotifications } }',
    { input: { edNotifications: on } },
    await apiToken(username),
  );

test.describe('Preferências de e-mail', () => {
  test('an ED who turns the holding notifications off on Meu Perfil gets none by e-mail, while codes still arrive', async ({
    page,
  }) => {
    const person = demo.affiliated;
    try {
      await signIn(page, person, '/meu-perfil');
      const section = page.getByRole('region', { name: 'Preferências de e-mail' });
      await expect(section.getByText(/não podem ser desativados/)).toBeVisible();
      const choice = section.getByRole('checkbox', { name: /Notificações da holding/ });
      await expect(choice).toBeChecked();
      await choice.uncheck();
      await section.getByRole('button', { name: 'Salvar preferências' }).click();
      await expect(page.getByText('Preferências de e-mail salvas.')).toBeVisible();

      // The holding sends one to this ED and to another, who keeps them on (the control).
      const title = unique('Aviso por e-mail');
      await graphql(
        'mutation ($input: EdNotificationInput!) { sendEdNotification(input: $input) { id } }',
        {
          input: {
            title,
            message: 'Reunião na sexta, às 18h.',
            audience: { kind: 'EDS', edIds: [await idOf(person), await idOf(demo.multi)] },
          },
        },
        await apiToken(demo.holding),
      );
      await mailTo(demo.multi, new RegExp(title));
      // A code is never a category: the reset link still comes.
      await graphql('mutation ($email: String!) { requestPasswordReset(email: $email) }', { email: person });
      await mailTo(person, /Crie uma nova senha/);
      // Both were written in one transaction and delivered by then: the ED's is not among them.
      expect(await subjectsTo(person)).not.toContain(title);
      await page.reload();
      await expect(page.getByRole('checkbox', { name: /Notificações da holding/ })).not.toBeChecked();
    } finally {
      await setEdMail(person, true);
    }
  });
});
