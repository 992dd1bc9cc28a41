/**
 * The invoice that checks itself (issue #33): what the server read in a bill's latest invoice and
 * how it compared with the bill, kept with the bill so the holding sees it on Status Faturamento.
 * - `bills.invoice_check`: the check (outcome, per-item results in pt-BR, the payee's reason for
 *   sending a note that does not match), written with the upload in the same transaction.
 * - `bills.invoice_provider_cnpj`, `bills.invoice_number`: the note's identity. One note (provider
 *   CNPJ + number) pays one bill: the partial unique index refuses it for a second bill even when
 *   two uploads race (the application checks first to answer with the pt-BR reason).
 * - `invoices.media_type`: an invoice may now be the national NFS-e XML, not only a PDF.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await sql`alter table bills
    add column invoice_check jsonb,
    add column invoice_provider_cnpj text,
    add column invoice_number text`.execute(db);
  await sql`create unique index bills_invoice_note on bills (invoice_provider_cnpj, invoice_number)
    where invoice_number is not null`.execute(db);
  await sql`alter table invoices add column media_type text not null default 'application/pdf'
    check (media_type in ('application/pdf', 'application/xml'))`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`alter table invoices drop column media_type`.execute(db);
  await sql`drop index bills_invoice_note`.execute(db);
  await sql`alter table bills drop column invoice_check, drop column invoice_provider_cnpj,
    drop column invoice_number`.execute(db);
}
