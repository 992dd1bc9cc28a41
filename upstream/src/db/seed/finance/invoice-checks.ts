/**
 * The demo's invoice checks (issue #33): the notes of the bills waiting for the team (Processando
 * NF) and of those it approved (NF ok) were checked when sent, as the upload does now, so Status
 * Faturamento shows what the holding acts on. Most matched; every third waiting bill was sent with
 * a total that differs and the payee's reason, the case 'Aprovar mesmo assim' exists for. The items
 * come from the real comparison (finance/invoice-check.ts), so their texts are the product's.
 */
import { sql } from 'kysely';
import { checkedBill, compareFacts } from '../../../domains/finance/invoice-check.ts';
import type { Db } from '../../connection.ts';
import type { InvoiceCheckJson } from '../../finance-types.ts';

const MISMATCH_REASON = 'A nota inclui o ajuste de R$ 1,00 combinado com o financeiro no ciclo anterior.';
const DAY_MS = 86_400_000;

export async function seedInvoiceChecks(db: Db): Promise<void> {
  const bills = await db
    .selectFrom('bills')
    .select(['id', 'status', 'updated_at'])
    .where('status', 'in', ['Processing', 'Ready'])
    .orderBy('id')
    .execute();
  for (const [index, row] of bills.entries()) {
    const bill = await checkedBill(db, row.id, sql<boolean>`true`);
    // A payee without a CNPJ on record sent a note the check cannot place: left to the team.
    if (!bill?.payee_cnpj) continue;
    const mismatched = row.status === 'Processing' && index % 3 === 1;
    const number = String(2_026_000 + index);
    const facts = {
      providerCnpj: bill.payee_cnpj,
      takerCnpj: bill.producer_cnpj,
      totalCents: Math.abs(bill.value_cents) + (mismatched ? 100 : 0),
      // Issued the day after the cycle closed, as a payee who sends it at once.
      issueDate: new Date(Date.parse(`${bill.cycle_last_day}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10),
      number,
    };
    const items = compareFacts(bill, facts, false);
    const matched = items.every((item) => item.ok);
    const check: InvoiceCheckJson = {
      outcome: matched ? 'matched' : 'mismatched',
      format: 'pdf',
      number,
      provider_cnpj: bill.payee_cnpj,
      items,
      reason: matched ? null : MISMATCH_REASON,
      checked_at: new Date(row.updated_at).toISOString(),
    };
    await db
      .updateTable('bills')
      .set({
        invoice_check: JSON.stringify(check),
        invoice_provider_cnpj: bill.payee_cnpj,
        invoice_number: number,
      })
      .where('id', '=', row.id)
      .execute();
  }
}
