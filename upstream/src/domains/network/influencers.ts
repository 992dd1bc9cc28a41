/**
 * An agent's influencers (docs/product.md §8.3 "Influenciadores"): the affiliates the agent brought
 * in (`users.agent_id`) and those whose sales are credited to the agent's agency, with their
 * approved sales credited to the agency and the commissions those sales gave the agency (the
 * agent's branch side, agent_as_role=branch). Nobody else's: another user by id answers null.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { type Page, type PageRequest, toInt } from '../../kernel/paging.ts';
import { AFFILIATED } from '../../kernel/users.ts';
import { type PeopleFilter, peopleFilterParts } from './eds.ts';

export interface InfluencerScope {
  agentId: string;
  /** The agent's agency (organisation); null when the agent has none. */
  agencyId: string | null;
}

export interface InfluencerJson {
  id: string;
  name: string;
  username: string;
  mobile_phone: string | null;
  status_cnpj: string | null;
  active: boolean;
  created_at: string;
  /** Approved sales credited to the agency: how many and their sum in cents. */
  sales_count: number;
  sales_cents: number;
  /** Commissions of the agency (branch side) from those sales, in cents (debits subtract). */
  commissions_cents: number;
}

export const INFLUENCER_ORDER_KEYS = ['name'] as const;
export type InfluencerOrderKey = (typeof INFLUENCER_ORDER_KEYS)[number];

/** No toolbar filter: every influencer of the agent. */
export const NO_PEOPLE_FILTER: PeopleFilter = { search: null };

function ofAgent(scope: InfluencerScope, filter: PeopleFilter): RawBuilder<boolean> {
  const brought = sql`users.agent_id = ${scope.agentId}`;
  const credited =
    scope.agencyId === null
      ? sql`false`
      : sql`exists (select 1 from sales s where s.seller_id = users.id and s.unit_id = ${scope.agencyId})`;
  const parts = [
    AFFILIATED,
    sql`users.id <> ${scope.agentId}`,
    sql`(${brought} or ${credited})`,
    ...peopleFilterParts(filter),
  ];
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

export function influencerRows(db: Db, scope: InfluencerScope, filter: PeopleFilter) {
  const agency = scope.agencyId;
  return db
    .selectFrom('users')
    .select([
      'users.id',
      'users.name',
      'users.username',
      'users.mobile_phone',
      'users.status_cnpj',
      'users.active',
      'users.created_at',
      'users.name_key',
      sql<string>`(select count(*) from sales s where s.seller_id = users.id and s.unit_id = ${agency}
        and s.status = 'APPROVED')::text`.as('sales_count'),
      sql<string>`(select coalesce(sum(s.value_cents), 0) from sales s where s.seller_id = users.id
        and s.unit_id = ${agency} and s.status = 'APPROVED')::text`.as('sales_cents'),
      sql<string>`(select coalesce(sum(case when c.type = 'Debit' then -c.value_cents else c.value_cents end), 0)
        from commissions c join sales s on s.id = c.sale_id
        where s.seller_id = users.id and c.side = 'branch' and c.unit_id = ${agency})::text`.as(
        'commissions_cents',
      ),
    ])
    .where(ofAgent(scope, filter));
}

export type InfluencerRow = Awaited<ReturnType<ReturnType<typeof influencerRows>['execute']>>[number];

const influencerJson = (row: InfluencerRow): InfluencerJson => ({
  id: row.id,
  name: row.name,
  username: row.username,
  mobile_phone: row.mobile_phone,
  status_cnpj: row.status_cnpj,
  active: row.active,
  created_at: row.created_at.toISOString(),
  sales_count: toInt(row.sales_count),
  sales_cents: toInt(row.sales_cents),
  commissions_cents: toInt(row.commissions_cents),
});

export async function listInfluencers(
  db: Db,
  scope: InfluencerScope,
  request: PageRequest<InfluencerOrderKey>,
  filter: PeopleFilter = NO_PEOPLE_FILTER,
): Promise<Page<InfluencerJson>> {
  const [rows, count] = await Promise.all([
    influencerRows(db, scope, filter)
      .orderBy('users.name_key', request.order)
      .orderBy('users.id', request.order)
      .limit(request.pageSize)
      .offset(request.page * request.pageSize)
      .execute(),
    countInfluencers(db, scope, filter),
  ]);
  return {
    items: rows.map(influencerJson),
    totalRows: count,
    page: request.page,
    pageSize: request.pageSize,
  };
}

/** How many influencers the scope and filter hold (the list's total, the CSV's announced rows). */
export async function countInfluencers(
  db: Db,
  scope: InfluencerScope,
  filter: PeopleFilter,
): Promise<number> {
  const count = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(ofAgent(scope, filter))
    .executeTakeFirstOrThrow();
  return toInt(count.n);
}

/** One of the agent's influencers, or null (unknown, or not this agent's). */
export async function findInfluencer(
  db: Db,
  scope: InfluencerScope,
  id: string,
): Promise<InfluencerJson | null> {
  const row = await influencerRows(db, scope, NO_PEOPLE_FILTER).where('users.id', '=', id).executeTakeFirst();
  return row ? influencerJson(row) : null;
}
