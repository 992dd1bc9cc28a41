/**
 * Integração (docs/product.md §11.5, admin and holding): every payee whose invoices an
 * integration issues (DMEI or BBP), with the payee's name, paged by name; and where the
 * integrations read the bills (BILLS_INTEGRATION_URL). Reads finance's `invoice_integrations`.
 * The list toolbar (a piece of the payee's name, the integration) filters the page, its count
 * and its CSV alike.
 */
import type { Stringifier } from 'csv-stringify';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { AccountSide, IntegrationKind } from '../../db/finance-types.ts';
import { batchedRows, csvStream } from '../../kernel/csv.ts';
import { type Page, toInt } from '../../kernel/paging.ts';
import { containsPattern } from '../../kernel/params.ts';

export interface PayeeIntegrationJson {
  id: string;
  kind: IntegrationKind;
  payee: { kind: AccountSide; id: string; name: string };
}

/** The toolbar's filter: one integration or every one, and a trimmed piece of the name ('' for none). */
export interface PayeeIntegrationFilter {
  kind: IntegrationKind | null;
  search: string;
}

interface Row {
  id: string;
  kind: IntegrationKind;
  side: AccountSide;
  payee_id: string;
  payee_name: string;
}

const PAYEE_NAME = sql<string>`coalesce(payee_user.name, payee_unit.name, '')`;
const FROM = sql`from invoice_integrations integrations
  left join users payee_user on payee_user.id = integrations.user_id
  left join organisations payee_unit on payee_unit.id = integrations.unit_id`;

/** The rows `filter` keeps: the name searched case- and accent-blind, as the people lists do. */
function condition({ kind, search }: PayeeIntegrationFilter): RawBuilder<boolean> {
  const byKind = kind ? sql`integrations.kind = ${kind}` : sql`true`;
  const bySearch = search
    ? sql`fold_name(${PAYEE_NAME}) like fold_name(${containsPattern(search)})`
    : sql`true`;
  return sql<boolean>`${byKind} and ${bySearch}`;
}

/** The rows `filter` keeps after `keyset` (every one for `true`), by name then id. */
const selectRows = (filter: PayeeIntegrationFilter, keyset: RawBuilder<unknown>, limit: number, offset = 0) =>
  sql<Row>`
    select integrations.id, integrations.kind, integrations.side,
      coalesce(integrations.user_id, integrations.unit_id) as payee_id, ${PAYEE_NAME} as payee_name
    ${FROM}
    where ${condition(filter)} and ${keyset}
    order by payee_name, integrations.id
    limit ${limit} offset ${offset}`;

/** How many integrated payees `filter` keeps (the page's total, the CSV's X-Report-Rows). */
export async function countPayeeIntegrations(db: Db, filter: PayeeIntegrationFilter): Promise<number> {
  const counted = await sql<{
    n: unknown;
  }>`select count(*) as n ${FROM} where ${condition(filter)}`.execute(db);
  return toInt(counted.rows[0]?.n);
}

/** One page of the integrated payees by name (then id) under the toolbar's filter. */
export async function listPayeeIntegrations(
  db: Db,
  request: { page: number; pageSize: number },
  filter: PayeeIntegrationFilter,
): Promise<Page<PayeeIntegrationJson>> {
  const [{ rows }, totalRows] = await Promise.all([
    selectRows(filter, sql`true`, request.pageSize, request.page * request.pageSize).execute(db),
    countPayeeIntegrations(db, filter),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      payee: { kind: row.side, id: row.payee_id, name: row.payee_name },
    })),
    totalRows,
    ...request,
  };
}

export const PAYEE_INTEGRATIONS_CSV_HEADER = ['Favorecido', 'Tipo', 'Integração'] as const;

/** The payee's side as the list says it. */
const SIDE_TEXT: Record<AccountSide, string> = { affiliate: 'Afiliado', branch: 'Unidade' };

/**
 * The list as a pt-BR CSV stream (kernel/csv.ts), by name then id, read CSV_BATCH rows at a time
 * after the previous batch's last (name, id), so memory stays flat however many payees there are.
 */
export function payeeIntegrationsCsv(db: Db, filter: PayeeIntegrationFilter): Stringifier {
  const rows = batchedRows<Row>(async (after, limit) => {
    const keyset = after
      ? sql`(${PAYEE_NAME}, integrations.id) > (${after.payee_name}, ${after.id}::uuid)`
      : sql`true`;
    const { rows: found } = await selectRows(filter, keyset, limit).execute(db);
    return found;
  });
  return csvStream(PAYEE_INTEGRATIONS_CSV_HEADER, rows, (row) => [
    row.payee_name,
    SIDE_TEXT[row.side],
    row.kind,
  ]);
}
