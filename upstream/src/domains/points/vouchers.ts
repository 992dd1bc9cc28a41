/**
 * Vouchers of the points programme (docs/upstream-contract/points.md, "Points and vouchers"): whose
 * vouchers a request reads, the paginated list and the summary per status.
 */
import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { VoucherStatus, VouchersTable } from '../../db/voucher-types.ts';
import { clockNow } from '../../kernel/clock.ts';
import { type Page, type PageRequest, toInt } from '../../kernel/paging.ts';
import { containsPattern } from '../../kernel/params.ts';
import { AFFILIATED } from '../../kernel/users.ts';
import type { Viewer } from '../../kernel/viewer.ts';

export const VOUCHER_ORDER_KEYS = ['expires_at'] as const;
export type VoucherOrderKey = (typeof VOUCHER_ORDER_KEYS)[number];

/** `view`: Pontos e Vouchers lists the viewer's own vouchers; Gerenciador de Vouchers manages. */
export const VOUCHER_VIEWS = ['own', 'managed'] as const;
export type VoucherView = (typeof VOUCHER_VIEWS)[number];

/** The vouchers a request reads: every one, or those matching any of the lists below. */
export interface VoucherScope {
  all: boolean;
  ownerIds: string[];
  unitIds: string[];
  /** Organisations of producer users: the vouchers of the company each acts for. */
  producerOrganisationIds: string[];
}

/**
 * `own`: the vouchers the viewer converted (any role; only affiliates have any). `managed`: holding
 * reads every voucher, a branch those of its unit's affiliates, a producer those of its company;
 * a viewer holding none of these roles manages none.
 */
export function voucherScope(viewer: Viewer, view: VoucherView): VoucherScope {
  const none: VoucherScope = { all: false, ownerIds: [], unitIds: [], producerOrganisationIds: [] };
  if (view === 'own') return { ...none, ownerIds: [viewer.id] };
  const has = (role: Viewer['roles'][number]) => viewer.roles.includes(role);
  if (has('isHolding')) return { ...none, all: true };
  const unit = viewer.organisationId;
  return {
    ...none,
    unitIds: has('isBranch') && unit ? [unit] : [],
    producerOrganisationIds: has('isProducer') && unit ? [unit] : [],
  };
}

export function readableBy(scope: VoucherScope): RawBuilder<boolean> {
  if (scope.all) return sql<boolean>`true`;
  const parts = [
    ...scope.ownerIds.map((id) => sql`vouchers.owner_id = ${id}`),
    ...scope.unitIds.map((id) => sql`vouchers.unit_id = ${id}`),
    ...scope.producerOrganisationIds.map(
      (id) => sql`vouchers.producer_id in (select producers.id from producers where organisation_id = ${id})`,
    ),
  ];
  return parts.length === 0 ? sql<boolean>`false` : sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/**
 * The status a voucher has now (the product's clock, kernel/clock.ts): a usable one past its expiry
 * date reads EXPIRED everywhere (lists, summary, use) without waiting for anything to rewrite the
 * row (docs/product.md §4).
 */
export const voucherStatus =
  () => sql<VoucherStatus>`(case when vouchers.status in ('AVAILABLE', 'REAVAILABLE')
  and vouchers.expires_at <= ${clockNow()} then 'EXPIRED' else vouchers.status end)`;

export interface VoucherJson {
  id: string;
  code: string;
  status: VoucherStatus;
  points: number;
  /** Cents (BRL). */
  value: number;
  /** The affiliate it is issued to: an id only, the gateway resolves the name (GET /v1/affiliates/by-ids). */
  customer_id: string;
  owner_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** The toolbar of Gerenciador de Vouchers; an empty `statuses` means every status. */
export interface VoucherFilter {
  statuses: readonly VoucherStatus[];
  /** A piece of the code, or of the customer's name (case and accents ignored); null for none. */
  search?: string | null;
  /** Expiring from this instant (inclusive)… */
  from?: Date;
  /** …up to this one (exclusive). */
  to?: Date;
}

/** The scope and-ed with the filter: what the list, its count and its CSV read. */
export function voucherCondition(scope: VoucherScope, filter: VoucherFilter): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [readableBy(scope)];
  const { statuses, search, from, to } = filter;
  if (statuses.length > 0) parts.push(sql`${voucherStatus()} in (${sql.join(statuses)})`);
  if (search) {
    const pattern = containsPattern(search);
    parts.push(sql`(lower(vouchers.code) like lower(${pattern}) or exists (select 1 from users c
      where c.id = vouchers.customer_id and c.name_key like fold_name(${pattern})))`);
  }
  if (from) parts.push(sql`vouchers.expires_at >= ${from}`);
  if (to) parts.push(sql`vouchers.expires_at < ${to}`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

export async function listVouchers(
  db: Db,
  scope: VoucherScope,
  request: PageRequest<VoucherOrderKey>,
  filter: VoucherFilter,
): Promise<Page<VoucherJson>> {
  const condition = voucherCondition(scope, filter);
  const counted = await db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(condition)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('vouchers')
    .selectAll()
    .select(voucherStatus().as('status'))
    .where(condition)
    // Ties on the expiry date are broken by id in the same direction: pages never overlap.
    .orderBy('vouchers.expires_at', request.order)
    .orderBy('vouchers.id', request.order)
    .limit(request.pageSize)
    .offset(request.page * request.pageSize)
    .execute();
  return {
    items: rows.map(toVoucherJson),
    totalRows: toInt(counted.n),
    page: request.page,
    pageSize: request.pageSize,
  };
}

/** A row as the contract gives it (the secret's digest is never sent). */
export const toVoucherJson = (row: Selectable<VouchersTable>): VoucherJson => ({
  id: row.id,
  code: row.code,
  status: row.status,
  points: row.points,
  value: row.value_cents,
  customer_id: row.customer_id,
  owner_id: row.owner_id,
  expires_at: row.expires_at.toISOString(),
  used_at: row.used_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

/** The summary's groups (docs/product.md §7.1): REAVAILABLE counts as AVAILABLE; REVERTED in none. */
export const SUMMARY_GROUPS = {
  AVAILABLE: ['AVAILABLE', 'REAVAILABLE'],
  EXPIRED: ['EXPIRED'],
  USED: ['USED'],
} as const satisfies Record<string, readonly VoucherStatus[]>;

export type SummaryGroup = keyof typeof SUMMARY_GROUPS;
export type VoucherSummaryJson = Record<SummaryGroup, { count: number; points: number; value: number }>;

export async function voucherSummary(db: Db, scope: VoucherScope): Promise<VoucherSummaryJson> {
  const rows = await db
    .selectFrom('vouchers')
    .select([
      voucherStatus().as('status'),
      (eb) => eb.fn.countAll<string>().as('n'),
      sql<string>`coalesce(sum(vouchers.points), 0)`.as('points'),
      sql<string>`coalesce(sum(vouchers.value_cents), 0)`.as('value'),
    ])
    .where(readableBy(scope))
    // By position (the status is the first column): the status expression written twice would carry
    // two clock parameters that PostgreSQL cannot tell are equal, and 'status' names the table's.
    .groupBy(sql`1`)
    .execute();
  const group = (statuses: readonly VoucherStatus[]) => {
    const matching = rows.filter((row) => statuses.includes(row.status));
    const sum = (pick: (row: (typeof rows)[number]) => unknown) =>
      matching.reduce((total, row) => total + toInt(pick(row)), 0);
    return { count: sum((row) => row.n), points: sum((row) => row.points), value: sum((row) => row.value) };
  };
  return {
    AVAILABLE: group(SUMMARY_GROUPS.AVAILABLE),
    EXPIRED: group(SUMMARY_GROUPS.EXPIRED),
    USED: group(SUMMARY_GROUPS.USED),
  };
}

/** Id and name of the affiliates among `ids` (other users and unknown ids are left out). */
export const affiliateNames = (db: Db, ids: readonly string[]): Promise<{ id: string; name: string }[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('id', 'in', ids)
        .where(AFFILIATED)
        .orderBy('id')
        .execute();
