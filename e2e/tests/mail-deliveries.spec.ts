import { expect, test } from '@playwright/test';
import { randomCpf, startedSession } from './support/accreditation.ts';
import { apiToken, graphql } from './support/pages.ts';
import { signIn } from './support/sessions.ts';
import { demo } from './support/stack.ts';

interface Delivery {
  id: string;
  state: string;
  attempts: number;
  failureReason: string | null;
}

/** The stack's one message to `address`, as the holding reads it through GraphQL. */
const deliveryTo = async (address: string): Promise<Delivery | undefined> => {
  const { mailDeliveries } = await graphql<{ mailDeliveries: { items: Delivery[] } }>(
    `query ($search: String) {
      mailDeliveries(page: 0, pageSize: 5, search: $search) { items { id state attempts failureReason } }
    }`,
    { search: address },
    await apiToken(demo.holding),
  );
  return mailDeliveries.items[0];
};

test.describe('E-mails enviados', () => {
  test('the holding sees an e-mail the SMTP server refused, with the reason in Portuguese, and resends it', async ({
    page,
  }) => {
    // The local inbox refuses every address under .invalid (scripts/lib/maildev.mjs): a person
    // who typed an address that cannot receive mail starts an accreditation, whose code bounces.
    const email = `recusado.${Date.now()}${Math.floor(Math.random() * 1000)}@caixa.invalid`;
    await startedSession({ email, cpf: randomCpf() }, 'NORMAL');
    await expect.poll(async () => (await deliveryTo(email))?.state).toBe('FAILED');

    await signIn(page, demo.holding, `/emails-enviados?busca=${encodeURIComponent(email)}`);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Código de credenciamento');
    await expect(row).toContainText('Falhou');
    const reason = `O servidor de e-mail recusou o destinatário: 550 5.1.2 <${email}>`;
    await expect(row).toContainText(`Motivo: ${reason}`);

    await row.getByRole('button', { name: `Reenviar o e-mail para ${email}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reenviar e-mail' });
    const fact = (term: string) => dialog.locator(`dt:text-is("${term}") + dd`);
    await expect(fact('Motivo da falha')).toContainText(reason);
    await expect(fact('Tentativas')).toHaveText('1');
    // A code carries a validity: the dialog says a resend brings the same one.
    await expect(dialog).toContainText('se ele já expirou, a pessoa precisa pedir um novo no portal');
    await dialog.getByRole('button', { name: 'Reenviar' }).click();
    await expect(page.getByText('E-mail colocado na fila de envio.')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The row is the mutation's answer: back in the queue, the reason cleared.
    await expect(row).toContainText('Na fila');
    await expect(row).not.toContainText('Motivo:');

    // The same message went back to the queue and the server refused it again: a second attempt.
    await expect.poll(async () => await deliveryTo(email)).toMatchObject({ state: 'FAILED', attempts: 2 });
    await page.reload();
    await expect(row).toContainText('Falhou');
    await expect(row).toContainText(`Motivo: ${reason}`);
  });
});
