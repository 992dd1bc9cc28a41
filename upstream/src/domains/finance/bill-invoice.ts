/**
 * Invoices: decoding an uploaded PDF, attaching an uploaded or generated invoice to a bill (the
 * bill moves to Processing in the same transaction) and the invoice integration of an account.
 */
import { type RawBuilder, sql } from 'kysely';
import { type Db, inTransaction } from '../../db/connection.ts';
import type { BillStatus, IntegrationKind, InvoiceSource } from '../../db/finance-types.ts';
import { HttpError } from '../../kernel/errors.ts';
import { recordBillEvents } from '../../kernel/outbox.ts';
import { buildPdf } from '../../kernel/pdf.ts';
import { type Account, ownedBy } from '../../kernel/scope.ts';
import { isUuid } from '../../kernel/viewer.ts';
import { BILL_STATUS_LABELS, INVOICE_SENDABLE, STATUS_MESSAGES } from './labels.ts';

/** docs/product.md §5.5: "Invoice file max 5MB" (5 × 1024 × 1024 bytes, as schema/src/constants.ts). */
export const INVOICE_MAX_BYTES = 5 * 1024 * 1024;

export const INVOICE_MESSAGES = {
  required: 'O arquivo da nota fiscal é obrigatório.',
  notBase64: 'O arquivo da nota fiscal deve estar codificado em base64.',
  notPdf: 'Somente arquivos no formato PDF',
  tooLarge: 'O arquivo anexado deverá ter no máximo 5MB.',
  billNotFound: 'Fatura não encontrada.',
  notIntegrated: 'Esta conta não possui integração para emissão de nota fiscal.',
  invoiceNotFound: 'Nota fiscal não encontrada.',
  wrongStatus: (action: 'enviar' | 'emitir', status: BillStatus) =>
    `Não é possível ${action} a nota fiscal: a fatura está com status "${BILL_STATUS_LABELS[status]}". ` +
    `O envio só é permitido com status "${BILL_STATUS_LABELS.Open}" ou "${BILL_STATUS_LABELS.Error}".`,
} as const;

const PDF_MAGIC = Buffer.from('%PDF', 'latin1');

/** The PDF bytes of an upload's `pdf` field (base64 without a data: prefix), or a 400. */
export function decodeInvoicePdf(raw: unknown): Buffer {
  if (typeof raw !== 'string' || raw.trim() === '') throw new HttpError(400, INVOICE_MESSAGES.required);
  // Line breaks are tolerated: MIME encoders wrap base64 at 76 characters.
  const text = raw.replace(/\s+/g, '');
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) {
    throw new HttpError(400, INVOICE_MESSAGES.notBase64);
  }
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  // The size is known before decoding: an oversized file is refused without allocating it.
  if ((text.length / 4) * 3 - padding > INVOICE_MAX_BYTES)
    throw new HttpError(400, INVOICE_MESSAGES.tooLarge);
  const bytes = Buffer.from(text, 'base64');
  if (!bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
    throw new HttpError(400, INVOICE_MESSAGES.notPdf);
  return bytes;
}

/** The integration of the first account (the affiliate one before the branch one), or null. */
export async function integrationOf(db: Db, accounts: readonly Account[]): Promise<IntegrationKind | null> {
  const [first] = accounts;
  if (!first) return null;
  const row = await db
    .selectFrom('invoice_integrations')
    .select('kind')
    .where(ownedBy([first], 'invoice_integrations'))
    .executeTakeFirst();
  return row?.kind ?? null;
}

export type InvoiceRequest =
  | { kind: 'upload'; pdf: Buffer }
  /** Integrated accounts: the integration issues the invoice (here: a generated PDF). */
  | { kind: 'generate' };

/**
 * Stores the invoice of an Open or Error bill owned by `accounts` and moves the bill to
 * Processing, atomically: the bill row is locked first, so two concurrent sends cannot both pass
 * the status check, and a failure at any step leaves neither the invoice nor the new status.
 */
/** What issuing or attaching an invoice reads of a bill. */
export interface InvoiceBill {
  id: string;
  status: BillStatus;
  side: 'affiliate' | 'branch';
  user_id: string | null;
  unit_id: string | null;
  value_cents: number;
  producer_name: string;
  cycle_number: number;
}

/**
 * The bill with what an invoice needs, locked for the rest of the transaction (two concurrent
 * writers cannot both pass a status check), or undefined when `condition` does not allow it.
 */
export function lockBillForInvoice(
  trx: Db,
  billId: string,
  condition: RawBuilder<boolean>,
): Promise<InvoiceBill | undefined> {
  return trx
    .selectFrom('bills')
    .innerJoin('producers', 'producers.id', 'bills.producer_id')
    .innerJoin('commercial_cycles as cycle', 'cycle.id', 'bills.cycle_id')
    .select([
      'bills.id',
      'bills.status',
      'bills.side',
      'bills.user_id',
      'bills.unit_id',
      'bills.value_cents',
      'producers.name as producer_name',
      'cycle.number as cycle_number',
    ])
    .where('bills.id', '=', billId)
    .where(condition)
    .forUpdate('bills')
    .executeTakeFirst();
}

/** The invoice the bill owner's integration issues (here: a generated PDF), or a 409 without one. */
export async function issueInvoice(
  db: Db,
  bill: InvoiceBill,
): Promise<{ source: IntegrationKind; pdf: Buffer }> {
  const account: Account =
    bill.side === 'affiliate'
      ? { side: 'affiliate', userId: bill.user_id ?? '' }
      : { side: 'branch', unitId: bill.unit_id ?? '' };
  const integration = await integrationOf(db, [account]);
  if (!integration) throw new HttpError(409, INVOICE_MESSAGES.notIntegrated);
  return { source: integration, pdf: generatedInvoice(integration, bill) };
}

/**
 * Stores the invoice of an Open or Error bill owned by `accounts` and moves the bill to
 * Processing, atomically: the bill row is locked first, so two concurrent sends cannot both pass
 * the status check, and a failure at any step leaves neither the invoice nor the new status.
 */
export async function attachInvoice(
  db: Db,
  billId: string,
  accounts: readonly Account[],
  request: InvoiceRequest,
  userId: string,
): Promise<void> {
  if (!isUuid(billId)) throw new HttpError(404, INVOICE_MESSAGES.billNotFound);
  await inTransaction(db, async (trx) => {
    const bill = await lockBillForInvoice(trx, billId, ownedBy(accounts, 'bills'));
    if (!bill) throw new HttpError(404, INVOICE_MESSAGES.billNotFound);
    const { source, pdf }: { source: InvoiceSource; pdf: Buffer } =
      request.kind === 'generate' ? await issueInvoice(trx, bill) : { source: 'upload', pdf: request.pdf };
    if (!INVOICE_SENDABLE.includes(bill.status)) {
      throw new HttpError(
        409,
        INVOICE_MESSAGES.wrongStatus(request.kind === 'upload' ? 'enviar' : 'emitir', bill.status),
      );
    }
    await trx.insertInto('invoices').values({ bill_id: bill.id, source, pdf, uploaded_by: userId }).execute();
    await trx
      .updateTable('bills')
      .set({
        status: 'Processing',
        status_message: STATUS_MESSAGES.Processing,
        error_message: null,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', bill.id)
      .execute();
    // docs/integrators.md §7: the bill's owners (the person, or the unit's branch users) hear of it.
    await recordBillEvents(trx, ['bill.status_changed'], [bill], 'Processing');
  });
}

const brl = (cents: number) =>
  (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }).replace(/\s/g, ' ');

function generatedInvoice(
  integration: IntegrationKind,
  bill: { id: string; value_cents: number; producer_name: string; cycle_number: number },
): Buffer {
  return buildPdf(`Nota fiscal ${bill.id}`, [
    { text: 'Nota Fiscal de Serviço Eletrônica', size: 16 },
    { text: `Emitida automaticamente pela integração ${integration}.` },
    { text: `Tomador: ${bill.producer_name}` },
    { text: `Ciclo comercial: ${bill.cycle_number}` },
    { text: `Valor: ${brl(bill.value_cents)}` },
    { text: `Fatura: ${bill.id}` },
  ]);
}

/** The latest invoice PDF of a bill the condition allows, or null. */
export async function latestInvoicePdf(db: Db, billId: string, accounts: readonly Account[] | 'all') {
  if (!isUuid(billId)) return null;
  const row = await db
    .selectFrom('invoices')
    .innerJoin('bills', 'bills.id', 'invoices.bill_id')
    .select(['invoices.pdf'])
    .where('bills.id', '=', billId)
    .where(accounts === 'all' ? sql<boolean>`true` : ownedBy(accounts, 'bills'))
    .orderBy('invoices.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Buffer.from(row.pdf) : null;
}
