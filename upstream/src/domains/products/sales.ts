/**
 * Suas vendas (docs/product.md §10.5): the sales a viewer may read, one page at a time, newest
 * first, with an optional search. Row scope: holding and admin read every sale; a branch or an
 * agent those credited to its unit (an agency's are its influencers'); an affiliate its own.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { forbidden } from '../../kernel/errors.ts';
import { type Page, type PageRequest, toInt } from '../../kernel/paging.ts';
import type { Viewer } from '../../kernel/viewer.ts';

export const SALE_ORDER_KEYS = ['payment_date'] as const;
export type SaleOrderKey = (typeof SALE_ORDER_KEYS)[number];
export const SALE_SEARCH_MAX = 100;

export interface SaleScope {
  all: boolean;
  unitId: string | null;
  sellerId: string | null;
}

/** docs/product.md §1.4 "Suas vendas": admin, branch, holding, agent; anyone else → 403. */
export function saleScopeOf(viewer: Viewer): SaleScope {
  const has = (role: Viewer['roles'][number]) => viewer.roles.includes(role);
  if (has('isHolding') || has('isAdmin')) return { all: true, unitId: null, sellerId: null };
  if ((has('isBranch') || has('isAgent')) && viewer.organisationId) {
    return { all: false, unitId: viewer.organisationId, sellerId: null };
  }
  throw forbidden();
}

export interface SaleJson {
  id: string;
  payment_id: string;
  customer_name: string;
  product_name: string;
  seller_name: string;
  status: string;
  /** Cents (BRL). */
  value_cents: number;
  installments: number;
  payment_date: string;
}

function readable(scope: SaleScope): RawBuilder<boolean> {
  if (scope.all) return sql<boolean>`true`;
  if (scope.unitId) return sql<boolean>`sales.unit_id = ${scope.unitId}`;
  if (scope.sellerId) return sql<boolean>`sales.seller_id = ${scope.sellerId}`;
  return sql<boolean>`false`;
}

/** The search is the whole payment id, or a piece of the customer's name (case and accents ignored). */
function matching(scope: SaleScope, search: string | null): RawBuilder<boolean> {
  const base = readable(scope);
  if (!search) return base;
  const folded = search
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<boolean>`${base} and (sales.payment_id = ${search} or sales.customer_name_key like ${`%${folded}%`})`;
}

export async function listSales(
  db: Db,
  scope: SaleScope,
  request: PageRequest<SaleOrderKey>,
  search: string | null,
): Promise<Page<SaleJson>> {
  const condition = matching(scope, search);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('sales')
      .innerJoin('products', 'products.id', 'sales.product_id')
      .innerJoin('users', 'users.id', 'sales.seller_id')
      .select([
        'sales.id',
        'sales.payment_id',
        'sales.customer_name',
        'products.name as product_name',
        'users.name as seller_name',
        'sales.status',
        'sales.value_cents',
        'sales.installments',
        'sales.payment_date',
      ])
      .where(condition)
      .orderBy('sales.payment_date', request.order)
      .orderBy('sales.id', request.order)
      .limit(request.pageSize)
      .offset(request.page * request.pageSize)
      .execute(),
    // Every sale (holding, admin, no search): the trigger-kept totals per status (migration
    // 0028), three rows, instead of counting every sale on each page. A unit counts its range of
    // `sales_unit_idx`, a search its matches.
    scope.all && !search
      ? db
          .selectFrom('sales_status_totals')
          .select(sql<string>`coalesce(sum(sales), 0)`.as('n'))
          .executeTakeFirstOrThrow()
      : db
          .selectFrom('sales')
          .select((eb) => eb.fn.countAll().as('n'))
          .where(condition)
          .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({ ...row, payment_date: new Date(row.payment_date).toISOString() })),
    totalRows: toInt(count.n),
    page: request.page,
    pageSize: request.pageSize,
  };
}
