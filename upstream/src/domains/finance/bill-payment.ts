/**
 * The payment step (issue #30; docs/product/finance.md "Registrar pagamento"): after paying a
 * `Ready` bill through the bank, the holding's finance team (or an admin, as for closing a bill)
 * records it as paid (`Paid`) or as a failed payment with the reason (`PaymentError`). The status,
 * the bill events, the payee's e-mail and the audit row are written in one transaction.
 */
import { PAYMENT_REASON_MAX, PAYMENT_REASON_MIN } from '@portal/schema/constants';
import type { Db } from '../../db/connection.ts';
import { inTransaction } from '../../db/connection.ts';
import type { BillStatus } from '../../db/finance-types.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { HttpError } from '../../kernel/errors.ts';
import { recordBillEvents } from '../../kernel/outbox.ts';
import { isUuid } from '../../kernel/viewer.ts';
import { BILL_STATUS_LABELS, STATUS_MESSAGES } from './labels.ts';

/** What a payment can end in. */
export const PAYMENT_OUTCOMES = ['Paid', 'PaymentError'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** Only a bill whose invoice was approved waits for payment (docs/product.md §5.3). */
export const PAYABLE_STATUS: BillStatus = 'Ready';

export const BILL_PAYMENT_MESSAGES = {
  billNotFound: 'Fatura não encontrada.',
  outcome: 'Valor inválido para outcome: use Paid ou PaymentError.',
  reasonRequired: 'Informe o motivo do erro no pagamento.',
  reasonLength: `O motivo deve ter de ${PAYMENT_REASON_MIN} a ${PAYMENT_REASON_MAX} caracteres.`,
  reasonNotAllowed: 'O motivo só é informado para um erro no pagamento.',
  notPayable: (status: BillStatus) =>
    `O pagamento só pode ser registrado para faturas com status "${BILL_STATUS_LABELS[PAYABLE_STATUS]}". Esta fatura está com status "${BILL_STATUS_LABELS[status]}".`,
} as const;

export interface PaymentRecord {
  outcome: PaymentOutcome;
  /** Trimmed; null for `Paid`. */
  reason: string | null;
}

/** The request body `{outcome, reason}`, checked; a 400 with the pt-BR reason otherwise. */
export function paymentRecordOf(body: Readonly<Record<string, unknown>>): PaymentRecord {
  const outcome = body.outcome;
  if (!PAYMENT_OUTCOMES.includes(outcome as PaymentOutcome)) {
    throw new HttpError(400, BILL_PAYMENT_MESSAGES.outcome);
  }
  const raw = body.reason ?? null;
  if (raw !== null && typeof raw !== 'string') throw new HttpError(400, BILL_PAYMENT_MESSAGES.reasonLength);
  const reason = raw?.trim() || null;
  if (outcome === 'Paid') {
    if (reason !== null) throw new HttpError(400, BILL_PAYMENT_MESSAGES.reasonNotAllowed);
    return { outcome, reason: null };
  }
  if (reason === null) throw new HttpError(400, BILL_PAYMENT_MESSAGES.reasonRequired);
  if (reason.length < PAYMENT_REASON_MIN || reason.length > PAYMENT_REASON_MAX) {
    throw new HttpError(400, BILL_PAYMENT_MESSAGES.reasonLength);
  }
  return { outcome: outcome as PaymentOutcome, reason };
}

export interface PaymentHooks {
  /** Test hook: runs last inside the transaction (an interruption there must leave nothing). */
  beforeCommit?: () => Promise<void>;
}

/**
 * Moves a `Ready` bill to the outcome: 404 for an unknown bill, 409 (with its current status's
 * label) for any other status. The bill row is locked first, so a close or a job moving it at the
 * same moment waits and is then seen.
 */
export async function recordBillPayment(
  db: Db,
  billId: string,
  record: PaymentRecord,
  actorId: string,
  hooks: PaymentHooks = {},
): Promise<void> {
  if (!isUuid(billId)) throw new HttpError(404, BILL_PAYMENT_MESSAGES.billNotFound);
  await inTransaction(db, async (trx) => {
    const bill = await trx
      .selectFrom('bills')
      .innerJoin('commercial_cycles as cycle', 'cycle.id', 'bills.cycle_id')
      .select(['bills.id', 'bills.user_id', 'bills.unit_id', 'bills.status', 'bills.value_cents'])
      .select('cycle.number as cycle_number')
      .where('bills.id', '=', billId)
      .forUpdate('bills')
      .executeTakeFirst();
    if (!bill) throw new HttpError(404, BILL_PAYMENT_MESSAGES.billNotFound);
    if (bill.status !== PAYABLE_STATUS)
      throw new HttpError(409, BILL_PAYMENT_MESSAGES.notPayable(bill.status));
    await trx
      .updateTable('bills')
      .set({
        status: record.outcome,
        status_message: STATUS_MESSAGES[record.outcome],
        // The failure's reason is the bill's 'Descrição do status', as the invoice refusal's is.
        error_message: record.reason,
        updated_at: new Date(),
      })
      .where('id', '=', bill.id)
      .execute();
    // The owners' integrators hear of it and the payee gets the e-mail (outbox, docs/mail.md).
    await recordBillEvents(trx, ['bill.status_changed'], [bill], record.outcome, record.reason);
    await recordAudit(trx, {
      actorId,
      action: record.outcome === 'Paid' ? 'bill.paid' : 'bill.payment_failed',
      entity: 'bill',
      entityId: bill.id,
      before: { status: bill.status },
      after: { status: record.outcome, ...(record.reason ? { reason: record.reason } : {}) },
    });
    await hooks.beforeCommit?.();
  });
}
