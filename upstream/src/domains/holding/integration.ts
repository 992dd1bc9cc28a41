/**
 * Integração (docs/product.md §11.5, admin and holding): every payee whose invoices an
 * integration issues (DMEI or BBP), with the payee's name, paged by name; and where the
 * integrations read the bills (BILLS_INTEGRATION_URL). Reads finance's `invoice_integrations`.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { AccountSide, IntegrationKind } from '../../db/finance-types.ts';
import { type Page, toInt } from '../../kernel/paging.ts';

export interface PayeeIntegrationJson {
  id: string;
  kind: IntegrationKind;
  payee: { kind: AccountSide; id: string; name: string };
}

/** One page of the integrated payees by name (then id), optionally of one integration only. */
export async function listPayeeIntegrations(
  db: Db,
  request: { page: number; pageSize: number },
  kind: IntegrationKind | null,
): Promise<Page<PayeeIntegrationJson>> {
  const byKind = kind ? sql`integrations.kind = ${kind}` : sql`true`;
  const [{ rows }, counted] = await Promise.all([
    sql<{ id: string; kind: IntegrationKind; side: AccountSide; payee_id: string; payee_name: string }>`
      select integrations.id, integrations.kind, integrations.side,
        coalesce(integrations.user_id, integrations.unit_id) as payee_id,
        coalesce(payee_user.name, payee_unit.name, '') as payee_name
      from invoice_integrations integrations
        left join users payee_user on payee_user.id = integrations.user_id
        left join organisations payee_unit on payee_unit.id = integrations.unit_id
      where ${byKind}
      order by payee_name, integrations.id
      limit ${request.pageSize} offset ${request.page * request.pageSize}`.execute(db),
    sql<{ n: unknown }>`select count(*) as n from invoice_integrations integrations where ${byKind}`.execute(
      db,
    ),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      payee: { kind: row.side, id: row.payee_id, name: row.payee_name },
    })),
    totalRows: toInt(counted.rows[0]?.n),
    ...request,
  };
}
