/**
 * One ED behind a row of the ED managers (docs/product.md §8.7 "Affiliates and EDs": by id, PUT
 * is_franchisee, is_trainer, is_lecturer, tracking per id, enable/disable). Every read and write
 * goes through the viewer's scope: an ED outside it is indistinguishable from a missing one.
 */
import { type Db, inTransaction } from '../../db/connection.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { type Page, type PageRequest, toInt } from '../../kernel/paging.ts';
import { ED_COLUMNS, type EdJson, type EdScope, edJson, matching } from './eds.ts';

export const ED_FLAGS = ['is_franchisee', 'is_trainer', 'is_lecturer', 'tracking'] as const;
export type EdFlag = (typeof ED_FLAGS)[number];

export const isEdFlag = (value: string): value is EdFlag => (ED_FLAGS as readonly string[]).includes(value);

const NO_FILTER = { search: null, unit: null } as const;

/** The ED with this id inside the scope, or null (unknown id, not an ED, or another unit's). */
export async function findEd(db: Db, scope: EdScope, id: string): Promise<EdJson | null> {
  const row = await db
    .selectFrom('users')
    .select(ED_COLUMNS)
    .where(matching(scope, NO_FILTER))
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? edJson(row) : null;
}

/**
 * Sets one column of an ED inside the scope; the scope is part of the UPDATE's condition, so a
 * branch cannot change another unit's ED even by racing a transfer. Null when nothing matched.
 */
async function updateEd(
  db: Db,
  scope: EdScope,
  id: string,
  change: Partial<Record<EdFlag | 'active', boolean>>,
  actorId: string | null,
): Promise<EdJson | null> {
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select(ED_COLUMNS)
      .where(matching(scope, NO_FILTER))
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return null;
    const row = await trx
      .updateTable('users')
      .set(change)
      .where('id', '=', id)
      .returning(ED_COLUMNS)
      .executeTakeFirstOrThrow();
    // The audit trail (kernel/audit.ts): the changed columns, before and after, in this transaction.
    const keys = Object.keys(change) as (keyof typeof change)[];
    await recordAudit(trx, {
      actorId,
      action: 'ed.updated',
      entity: 'ed',
      entityId: id,
      before: Object.fromEntries(keys.map((key) => [key, before[key]])),
      after: change,
    });
    return edJson(row);
  });
}

export const setEdFlag = (
  db: Db,
  scope: EdScope,
  id: string,
  flag: EdFlag,
  value: boolean,
  actorId: string,
) => updateEd(db, scope, id, { [flag]: value }, actorId);

/** Disabling also stops every token the ED holds (auth checks `active` on each request). */
export const setEdActive = (db: Db, scope: EdScope, id: string, active: boolean, actorId: string) =>
  updateEd(db, scope, id, { active }, actorId);

export interface EdSaleJson {
  id: string;
  product_name: string;
  customer_name: string;
  status: string;
  value_cents: number;
  payment_date: string;
}

/**
 * Sales by ED (docs/product.md §8.7, "sales by ED (page, pageSize)"): the ED's own sales, newest
 * payment first (then id, for stable pages). Null when the ED is not in the scope, so the route
 * answers 404 as for the ED itself.
 */
export async function edSales(
  db: Db,
  scope: EdScope,
  id: string,
  request: PageRequest<EdSaleOrderKey>,
): Promise<Page<EdSaleJson> | null> {
  if ((await findEd(db, scope, id)) === null) return null;
  const [rows, count] = await Promise.all([
    db
      .selectFrom('sales')
      .innerJoin('products', 'products.id', 'sales.product_id')
      .select([
        'sales.id',
        'products.name as product_name',
        'sales.customer_name',
        'sales.status',
        'sales.value_cents',
        'sales.payment_date',
      ])
      .where('sales.seller_id', '=', id)
      .orderBy('sales.payment_date', request.order)
      .orderBy('sales.id', request.order)
      .limit(request.pageSize)
      .offset(request.page * request.pageSize)
      .execute(),
    db
      .selectFrom('sales')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('seller_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({ ...row, payment_date: row.payment_date.toISOString() })),
    totalRows: toInt(count.n),
    page: request.page,
    pageSize: request.pageSize,
  };
}

export const ED_SALE_ORDER_KEYS = ['payment_date'] as const;
export type EdSaleOrderKey = (typeof ED_SALE_ORDER_KEYS)[number];
