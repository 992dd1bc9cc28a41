/**
 * Invoices: decoding an uploaded PDF, attaching an uploaded or generated invoice to a bill (the
 * bill moves to Processing in the same transaction) and the invoice integration of an account.
 */
import { type RawBuilder, sql } from 'kysely';
import { type Db, inTransaction } from '../../db/connection.ts';
import type {
  BillStatus,
  IntegrationKind,
  InvoiceCheckJson,
  InvoiceMediaType,
  InvoiceSource,
} from '../../db/finance-types.ts';
import { HttpError } from '../../kernel/errors.ts';
import { recordBillEvents } from '../../kernel/outbox.ts';
import { buildPdf } from '../../kernel/pdf.ts';
import { type Account, ownedBy } from '../../kernel/scope.ts';
import { isUuid } from '../../kernel/viewer.ts';
import { brl, CHECK_MESSAGES } from './invoice-check.ts';
import { type InvoiceFile, READING_MESSAGES } from './invoice-reading.ts';
import { BILL_STATUS_LABELS, INVOICE_SENDABLE, STATUS_MESSAGES } from './labels.ts';

export { INVOICE_MAX_BYTES } from './invoice-reading.ts';

export const INVOICE_MESSAGES = {
  required: READING_MESSAGES.required,
  notBase64: READING_MESSAGES.notBase64,
  notPdf: READING_MESSAGES.notPdf,
  tooLarge: READING_MESSAGES.tooLarge,
  billNotFound: 'Fatura não encontrada.',
  notIntegrated: 'Esta conta não possui integração para emissão de nota fiscal.',
  invoiceNotFound: 'Nota fiscal não encontrada.',
  wrongStatus: (action: 'enviar' | 'emitir', status: BillStatus) =>
    `Não é possível ${action} a nota fiscal: a fatura está com status "${BILL_STATUS_LABELS[status]}". ` +
    `O envio só é permitido com status "${BILL_STATUS_LABELS.Open}" ou "${BILL_STATUS_LABELS.Error}".`,
} as const;

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
  /** An uploaded PDF or NFS-e XML, with the check the server made of it (invoice-check.ts). */
  | { kind: 'upload'; file: InvoiceFile; check: InvoiceCheckJson }
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
  await inTransaction(db, (trx) => attachLocked(trx, billId, accounts, request, userId)).catch(
    (error: unknown) => {
      // Two bills racing for one note: the unique index (migration 0041) lets one through.
      if (request.kind === 'upload' && isNoteConflict(error)) {
        throw new HttpError(409, CHECK_MESSAGES.duplicate(request.check.number ?? ''));
      }
      throw error;
    },
  );
}

const isNoteConflict = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === '23505' &&
  String((error as { constraint?: unknown }).constraint ?? (error as { message?: unknown }).message).includes(
    'bills_invoice_note',
  );

async function attachLocked(
  trx: Db,
  billId: string,
  accounts: readonly Account[],
  request: InvoiceRequest,
  userId: string,
): Promise<void> {
  const bill = await lockBillForInvoice(trx, billId, ownedBy(accounts, 'bills'));
  if (!bill) throw new HttpError(404, INVOICE_MESSAGES.billNotFound);
  const { source, pdf, mediaType }: { source: InvoiceSource; pdf: Buffer; mediaType: InvoiceMediaType } =
    request.kind === 'generate'
      ? { ...(await issueInvoice(trx, bill)), mediaType: 'application/pdf' }
      : { source: 'upload', pdf: request.file.bytes, mediaType: MEDIA_TYPES[request.file.format] };
  if (!INVOICE_SENDABLE.includes(bill.status)) {
    throw new HttpError(
      409,
      INVOICE_MESSAGES.wrongStatus(request.kind === 'upload' ? 'enviar' : 'emitir', bill.status),
    );
  }
  await trx
    .insertInto('invoices')
    .values({ bill_id: bill.id, source, pdf, media_type: mediaType, uploaded_by: userId })
    .execute();
  // The check goes with the invoice: a generated one has none, and leaves the note's identity free.
  const check = request.kind === 'upload' ? request.check : null;
  await trx
    .updateTable('bills')
    .set({
      status: 'Processing',
      status_message: STATUS_MESSAGES.Processing,
      error_message: null,
      updated_at: sql<Date>`now()`,
      invoice_check: check ? JSON.stringify(check) : null,
      invoice_provider_cnpj: check?.number ? check.provider_cnpj : null,
      invoice_number: check?.provider_cnpj ? check.number : null,
    })
    .where('id', '=', bill.id)
    .execute();
  // docs/integrators.md §7: the bill's owners (the person, or the unit's branch users) hear of it.
  await recordBillEvents(trx, ['bill.status_changed'], [bill], 'Processing');
}

const MEDIA_TYPES: Record<InvoiceFile['format'], InvoiceMediaType> = {
  pdf: 'application/pdf',
  xml: 'application/xml',
};

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

/** The latest invoice file (PDF or NFS-e XML) of a bill the condition allows, or null. */
export async function latestInvoicePdf(db: Db, billId: string, accounts: readonly Account[] | 'all') {
  if (!isUuid(billId)) return null;
  const row = await db
    .selectFrom('invoices')
    .innerJoin('bills', 'bills.id', 'invoices.bill_id')
    .select(['invoices.pdf', 'invoices.media_type'])
    .where('bills.id', '=', billId)
    .where(accounts === 'all' ? sql<boolean>`true` : ownedBy(accounts, 'bills'))
    .orderBy('invoices.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { bytes: Buffer.from(row.pdf), mediaType: row.media_type } : null;
}
