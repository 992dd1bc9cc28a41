/**
 * What the ED details show beside the ED itself (docs/product.md §8.7 "Affiliates and EDs": bills
 * by id, levels-stars; the points and voucher programmes): each read goes through the viewer's
 * scope first, so an ED outside it answers null (404) exactly like a missing one.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { BillStatus } from '../../db/finance-types.ts';
import { clockNow } from '../../kernel/clock.ts';
import { coversNow } from '../../kernel/current-cycle.ts';
import { type Page, type PageRequest, toInt } from '../../kernel/paging.ts';
import { findEd } from './ed-details.ts';
import type { EdScope } from './eds.ts';

export interface EdBillJson {
  id: string;
  status: BillStatus;
  value_cents: number;
  cycle_number: number;
  producer_name: string;
  /** The producer's CNPJ (normal form). */
  producer_cnpj: string;
  updated_at: string;
}

export const ED_BILL_ORDER_KEYS = ['cycle.number'] as const;
export type EdBillOrderKey = (typeof ED_BILL_ORDER_KEYS)[number];

/** The ED's own bills (its affiliate side), newest cycle first, then id for stable pages. */
export async function edBills(
  db: Db,
  scope: EdScope,
  id: string,
  request: PageRequest<EdBillOrderKey>,
): Promise<Page<EdBillJson> | null> {
  if ((await findEd(db, scope, id)) === null) return null;
  const own = db.selectFrom('bills').where('bills.side', '=', 'affiliate').where('bills.user_id', '=', id);
  const [rows, count] = await Promise.all([
    own
      .innerJoin('commercial_cycles as cycle', 'cycle.id', 'bills.cycle_id')
      .innerJoin('producers', 'producers.id', 'bills.producer_id')
      .select([
        'bills.id',
        'bills.status',
        'bills.value_cents',
        'cycle.number as cycle_number',
        'producers.name as producer_name',
        'producers.cnpj as producer_cnpj',
        'bills.updated_at',
      ])
      .orderBy('cycle.number', request.order)
      .orderBy('bills.id', request.order)
      .limit(request.pageSize)
      .offset(request.page * request.pageSize)
      .execute(),
    own.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({ ...row, updated_at: row.updated_at.toISOString() })),
    totalRows: toInt(count.n),
    page: request.page,
    pageSize: request.pageSize,
  };
}

export interface EdLevelStarsJson {
  /** The ED's career level (1 until one is recorded) and its name in the career plan. */
  level: number;
  level_name: string | null;
  /**
   * 0 to 3: how many of the current commercial cycle's goals (minimum, basic, master) the ED's
   * approved sales in that cycle reach.
   */
  stars: number;
  /** The ED's approved sales in the current commercial cycle, in cents. */
  cycle_sales: number;
}

export async function edLevelStars(db: Db, scope: EdScope, id: string): Promise<EdLevelStarsJson | null> {
  if ((await findEd(db, scope, id)) === null) return null;
  const [recorded, cycle] = await Promise.all([
    db.selectFrom('user_career_levels').select('level').where('user_id', '=', id).executeTakeFirst(),
    // The current commercial cycle's goals and the ED's approved sales in it (none: no goals).
    db
      .selectFrom('commercial_cycles as cycle')
      .leftJoin('goals', 'goals.cycle_id', 'cycle.id')
      .select([
        'goals.minimum_cents',
        'goals.basic_cents',
        'goals.master_cents',
        sql<string>`(select coalesce(sum(s.value_cents), 0) from sales s
          where s.cycle_id = cycle.id and s.seller_id = ${id} and s.status = 'APPROVED')::text`.as('total'),
      ])
      .where(coversNow('cycle'))
      .executeTakeFirst(),
  ]);
  const level = recorded?.level ?? 1;
  const named = await db
    .selectFrom('career_levels')
    .select('name')
    .where('level', '=', level)
    .executeTakeFirst();
  const total = toInt(cycle?.total ?? '0');
  const goals = [cycle?.minimum_cents, cycle?.basic_cents, cycle?.master_cents];
  const stars = goals.filter((goal) => typeof goal === 'number' && goal > 0 && total >= goal).length;
  return { level, level_name: named?.name ?? null, stars, cycle_sales: total };
}

export interface ProgrammeTotals {
  available: number;
  used: number;
  expired: number;
}

export interface EdProgrammesJson {
  /** Points by state (an entry's unspent points expire with it). */
  points: ProgrammeTotals;
  /** The ED's vouchers (issued to it) counted by state; REAVAILABLE counts as available. */
  vouchers: ProgrammeTotals;
  /** The ED's points-programme status (null when it never joined). */
  status: string | null;
}

export async function edProgrammes(db: Db, scope: EdScope, id: string): Promise<EdProgrammesJson | null> {
  const ed = await findEd(db, scope, id);
  if (ed === null) return null;
  const [points, vouchers] = await Promise.all([
    db
      .selectFrom('point_entries')
      .select([
        sql<string>`coalesce(sum(points - used_points) filter (where expires_at > ${clockNow()}), 0)::text`.as(
          'available',
        ),
        sql<string>`coalesce(sum(used_points), 0)::text`.as('used'),
        sql<string>`coalesce(sum(points - used_points) filter (where expires_at <= ${clockNow()}), 0)::text`.as(
          'expired',
        ),
      ])
      .where('owner_id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('vouchers')
      .select([
        sql<string>`count(*) filter (where status in ('AVAILABLE', 'REAVAILABLE'))::text`.as('available'),
        sql<string>`count(*) filter (where status = 'USED')::text`.as('used'),
        sql<string>`count(*) filter (where status = 'EXPIRED')::text`.as('expired'),
      ])
      .where('customer_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  const totals = (row: { available: string; used: string; expired: string }): ProgrammeTotals => ({
    available: toInt(row.available),
    used: toInt(row.used),
    expired: toInt(row.expired),
  });
  return { points: totals(points), vouchers: totals(vouchers), status: ed.status_points };
}
