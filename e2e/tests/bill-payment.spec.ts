/**
 * Registrar pagamento (issue #30) through the real stack: the holding opens a READY bill's details
 * on Status Faturamento, records it as paid after confirming (the payee, value and cycle named),
 * sees the status badge turn 'Pago', and the payee's e-mail reaches the inbox with the cycle.
 * The bill is picked by the test (a READY one of an affiliate no other spec moves to Paid).
 */
import { expect, test } from '@playwright/test';
import { apiToken, graphql } from './support/pages.ts';
import { signIn } from './support/sessions.ts';
import { demo, stack } from './support/stack.ts';

interface ReadyBill {
  id: string;
  cycle: number;
  payeeName: string;
  payeeKind: string;
  producerName: string;
}

/** The READY bills, newest cycle first; the test takes the last affiliate's (the least likely to be touched). */
async function readyBill(): Promise<ReadyBill> {
  const token = await apiToken(demo.holding);
  const data = await graphql<{ holdingBills: { items: ReadyBill[] } }>(
    `query { holdingBills(status: READY, pageSize: 100) { items { id cycle payeeName payeeKind producerName } } }`,
    {},
    token,
  );
  const bill = data.holdingBills.items.filter((item) => item.payeeKind === 'AFFILIATE').at(-1);
  if (!bill) throw new Error('no READY bill of an affiliate in the seed');
  return bill;
}

interface Mail {
  subject: string;
  text: string;
}

test('the holding records a READY bill as paid; the badge turns Pago and the payee is e-mailed', async ({
  page,
}) => {
  const bill = await readyBill();
  await signIn(page, demo.holding, '/status-faturamento');
  await page.getByLabel('Status').selectOption({ label: 'NF ok, aguardando pagamento' });
  await page.getByLabel('Buscar').fill(bill.payeeName);
  const details = page.getByRole('button', {
    name: `Ver detalhes da fatura do ciclo ${bill.cycle}, ${bill.payeeName}, ${bill.producerName}`,
  });
  await details.first().click();
  const dialog = page.getByRole('dialog', { name: `Fatura do ciclo ${bill.cycle}` });
  await dialog.getByRole('button', { name: 'Registrar pagamento' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Registrar pagamento' });
  await expect(confirm).toContainText(bill.payeeName);
  await expect(confirm).toContainText(/R\$\s[\d.]+,\d{2}/);
  await expect(confirm.getByRole('radio', { name: 'Pago' })).toBeChecked();
  // A failed payment needs its reason: nothing is sent without it.
  await confirm.getByRole('radio', { name: 'Erro no pagamento' }).click();
  await confirm.getByRole('button', { name: 'Registrar' }).click();
  await expect(confirm.getByText('Informe o motivo do erro no pagamento.')).toBeVisible();
  await confirm.getByRole('radio', { name: 'Pago' }).click();
  await confirm.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Pagamento registrado.')).toBeVisible();
  const after = page.getByRole('dialog', { name: `Fatura do ciclo ${bill.cycle}` });
  await expect(after.getByText('Pago', { exact: true })).toBeVisible();
  await expect(after.getByRole('button', { name: 'Registrar pagamento' })).toHaveCount(0);
  // The payee's e-mail (the job queue sends it a moment later): its link names the bill.
  await expect
    .poll(async () => {
      const all = (await (await fetch(`${stack.inboxUrl}/email`)).json()) as Mail[];
      return all.some(
        (mail) =>
          mail.subject === 'Sua fatura foi paga' &&
          mail.text.includes(bill.id) &&
          mail.text.includes(`Fatura do ciclo ${bill.cycle}, no valor de R$`),
      );
    })
    .toBe(true);
});
