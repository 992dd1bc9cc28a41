/**
 * The points ledger (docs/upstream-contract/points.md, "Points ledger"): an affiliate's earnings, listed
 * and summarised with the status each has *now*, and spent oldest expiry first.
 *
 * Status is derived, never stored, so a point past `expires_at` is EXPIRED in every read without
 * a job having to run: USED when fully spent, else EXPIRED when past its date, else AVAILABLE.
 */
import { sql } from 'kysely';
import { type Db, inTransaction } from '../../db/connection.ts';
import type { PointStatus } from '../../db/points-types.ts';
import { clockNow } from '../../kernel/clock.ts';
import { HttpError } from '../../kernel/errors.ts';
import { recordEvents } from '../../kernel/outbox.ts';
import { type Page, type PageRequest, toInt } from '../../kernel/paging.ts';

export const POINT_ORDER_KEYS = ['expires_at'] as const;
export type PointOrderKey = (typeof POINT_ORDER_KEYS)[number];

/** One point is worth R$ 0,10, the vouchers' rate (seed/vouchers.ts). */
export const CENTS_PER_POINT = 10;
/** Points earned from a commission stay valid for two years. */
export const POINTS_VALIDITY_DAYS = 730;

export const NOT_ENOUGH_POINTS = 'Pontos insuficientes para a conversão.';

/** An entry's status now, by the product's clock (kernel/clock.ts). */
const pointStatus =
  () => sql<PointStatus>`(case when point_entries.used_points >= point_entries.points then 'USED'
  when point_entries.expires_at <= ${clockNow()} then 'EXPIRED' else 'AVAILABLE' end)`;

export interface PointFilters {
  statuses: readonly PointStatus[];
  sellerId?: string;
  /** Part of the customer's name, any case. */
  customer?: string;
}

export interface PointEntryJson {
  id: string;
  status: PointStatus;
  points: number;
  used_points: number;
  seller_id: string;
  customer_name: string;
  commission_id: string | null;
  expires_at: string;
  created_at: string;
}

function filtered(db: Db, ownerId: string, filters: PointFilters) {
  let query = db.selectFrom('point_entries').where('point_entries.owner_id', '=', ownerId);
  if (filters.statuses.length > 0)
    query = query.where(sql<boolean>`${pointStatus()} in (${sql.join(filters.statuses)})`);
  if (filters.sellerId) query = query.where('point_entries.seller_id', '=', filters.sellerId);
  if (filters.customer) {
    const escaped = filters.customer.replace(/[\\%_]/g, (char) => `\\${char}`);
    query = query.where('point_entries.customer_name', 'ilike', `%${escaped}%`);
  }
  return query;
}

export async function listPoints(
  db: Db,
  ownerId: string,
  request: PageRequest<PointOrderKey>,
  filters: PointFilters,
): Promise<Page<PointEntryJson>> {
  const counted = await filtered(db, ownerId, filters)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, ownerId, filters)
    .selectAll('point_entries')
    .select(pointStatus().as('status'))
    // Ties on the expiry date are broken by id in the same direction: pages never overlap.
    .orderBy('point_entries.expires_at', request.order)
    .orderBy('point_entries.id', request.order)
    .limit(request.pageSize)
    .offset(request.page * request.pageSize)
    .execute();
  const items = rows.map((row) => ({
    id: row.id,
    status: row.status,
    points: row.points,
    used_points: row.used_points,
    seller_id: row.seller_id,
    customer_name: row.customer_name,
    commission_id: row.commission_id,
    expires_at: row.expires_at.toISOString(),
    created_at: row.created_at.toISOString(),
  }));
  return { items, totalRows: toInt(counted.n), page: request.page, pageSize: request.pageSize };
}

export type PointSummaryJson = Record<PointStatus | 'TOTAL', number>;

/**
 * Points per bucket: AVAILABLE and EXPIRED count what is left unspent of unexpired and expired
 * entries, USED what vouchers spent, TOTAL everything ever earned (so TOTAL = the other three).
 */
export async function pointSummary(db: Db, ownerId: string): Promise<PointSummaryJson> {
  const row = await db
    .selectFrom('point_entries')
    .where('owner_id', '=', ownerId)
    .select([
      sql<string>`coalesce(sum(points - used_points) filter (where expires_at > ${clockNow()}), 0)`.as(
        'available',
      ),
      sql<string>`coalesce(sum(points - used_points) filter (where expires_at <= ${clockNow()}), 0)`.as(
        'expired',
      ),
      sql<string>`coalesce(sum(used_points), 0)`.as('used'),
      sql<string>`coalesce(sum(points), 0)`.as('total'),
    ])
    .executeTakeFirstOrThrow();
  return {
    AVAILABLE: toInt(row.available),
    EXPIRED: toInt(row.expired),
    USED: toInt(row.used),
    TOTAL: toInt(row.total),
  };
}

/**
 * Spends `points` of the owner's available points, oldest expiry first. Must run inside the
 * caller's transaction (with the voucher it pays for). The owner's user row is locked first, so
 * two conversions by one owner run one after the other: the second reads what the first left and
 * can never spend the same points. Throws 409 when the available points do not cover it.
 */
export async function spendPoints(trx: Db, ownerId: string, points: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().executeTakeFirstOrThrow();
  const entries = await trx
    .selectFrom('point_entries')
    .select(['id', 'points', 'used_points'])
    .where('owner_id', '=', ownerId)
    .where(sql<boolean>`used_points < points and expires_at > ${clockNow()}`)
    .orderBy('expires_at', 'asc')
    .orderBy('id', 'asc')
    .forUpdate()
    .execute();
  const available = entries.reduce((sum, entry) => sum + entry.points - entry.used_points, 0);
  if (available < points) throw new HttpError(409, NOT_ENOUGH_POINTS);
  let left = points;
  for (const entry of entries) {
    if (left === 0) break;
    const take = Math.min(left, entry.points - entry.used_points);
    await trx
      .updateTable('point_entries')
      .set({ used_points: entry.used_points + take })
      .where('id', '=', entry.id)
      .execute();
    left -= take;
  }
}

export const NOT_CONVERTIBLE = 'Comissão não conversível: informe comissões disponíveis da sua conta.';

/** Commissions that can become points: the affiliate's own credits that are Ready (Disponível). */
const convertible = (db: Db, ownerId: string) =>
  db
    .selectFrom('commissions')
    .innerJoin('sales', 'sales.id', 'commissions.sale_id')
    .where('commissions.side', '=', 'affiliate')
    .where('commissions.user_id', '=', ownerId)
    .where('commissions.status', '=', 'Ready')
    .where('commissions.type', '=', 'Credit')
    .where('commissions.value_cents', '>=', CENTS_PER_POINT);

export interface ConvertibleJson {
  id: string;
  /** Cents (BRL). */
  value: number;
  /** What it becomes: one point per R$ 0,10, rounded down. */
  points: number;
  date: string;
  customer_name: string;
}

export async function listConvertible(db: Db, ownerId: string, request: PageRequest<'date'>) {
  const counted = await convertible(db, ownerId)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await convertible(db, ownerId)
    .select(['commissions.id', 'commissions.value_cents', 'commissions.date', 'sales.customer_name'])
    .orderBy('commissions.date', request.order)
    .orderBy('commissions.id', request.order)
    .limit(request.pageSize)
    .offset(request.page * request.pageSize)
    .execute();
  const items: ConvertibleJson[] = rows.map((row) => ({
    id: row.id,
    value: row.value_cents,
    points: Math.floor(row.value_cents / CENTS_PER_POINT),
    date: row.date.toISOString(),
    customer_name: row.customer_name,
  }));
  return { items, totalRows: toInt(counted.n), page: request.page, pageSize: request.pageSize };
}

/**
 * Converts the owner's commissions into points in one transaction: each commission becomes
 * ConvertedToPoints and gains its ledger entry, or nothing changes. The commissions are locked and
 * re-read under the lock, so one converted concurrently is refused, never counted twice (and the
 * unique commission_id is the last guard).
 */
export async function convertCommissions(db: Db, ownerId: string, commissionIds: readonly string[]) {
  const ids = [...new Set(commissionIds)];
  return inTransaction(db, async (trx) => {
    const rows = await convertible(trx, ownerId)
      .where('commissions.id', 'in', ids)
      .select(['commissions.id', 'commissions.value_cents', 'sales.seller_id', 'sales.customer_name'])
      .forUpdate('commissions')
      .execute();
    if (rows.length !== ids.length) throw new HttpError(409, NOT_CONVERTIBLE);
    await trx
      .updateTable('commissions')
      .set({ status: 'ConvertedToPoints' })
      .where('id', 'in', ids)
      .execute();
    // docs/integrators.md §7: one commission.status_changed per commission, with the change (outbox).
    await recordEvents(
      trx,
      rows.map((row) => ({
        event: 'commission.status_changed' as const,
        ownerId,
        payload: { commissionId: row.id, status: 'ConvertedToPoints' },
      })),
    );
    await trx
      .insertInto('point_entries')
      .values(
        rows.map((row) => ({
          owner_id: ownerId,
          seller_id: row.seller_id,
          customer_name: row.customer_name,
          commission_id: row.id,
          points: Math.floor(row.value_cents / CENTS_PER_POINT),
          expires_at: sql<Date>`${clockNow()}::timestamptz + make_interval(days => ${POINTS_VALIDITY_DAYS})`,
        })),
      )
      .execute();
    return {
      converted: rows.length,
      points: rows.reduce((sum, row) => sum + Math.floor(row.value_cents / CENTS_PER_POINT), 0),
    };
  });
}
