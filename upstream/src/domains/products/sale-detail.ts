/** One sale with its commissions (docs/product.md §10.5), in the viewer's row scope (sale-scope.ts). */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { SaleStatus } from '../../db/finance-types.ts';
import { HttpError } from '../../kernel/errors.ts';
import { type ReadScope, readableSales, TRACKING_MESSAGES } from './sale-scope.ts';

export interface SaleCommissionJson {
  id: string;
  side: 'affiliate' | 'branch';
  beneficiary_name: string;
  status: string;
  type: 'Credit' | 'Debit';
  installment: number | null;
  value_cents: number;
  date: string;
}

export interface SaleDetailJson {
  id: string;
  payment_id: string;
  customer_name: string;
  product_id: string;
  product_name: string;
  producer_name: string;
  seller_name: string;
  unit_name: string | null;
  link_code: string | null;
  status: SaleStatus;
  value_cents: number;
  installments: number;
  payment_date: string;
  commissions: SaleCommissionJson[];
}

/**
 * One sale with its commissions, in the viewer's scope; out of scope and unknown are the same 404.
 * The commissions shown follow the same scope: a branch or agent sees its unit's and its sellers'
 * rows of the sale, a seller its own, a producer and the holding all of them.
 */
export async function saleDetail(db: Db, scope: ReadScope, saleId: string): Promise<SaleDetailJson> {
  const sale = await db
    .selectFrom('sales')
    .innerJoin('products', 'products.id', 'sales.product_id')
    .innerJoin('producers', 'producers.id', 'products.producer_id')
    .innerJoin('users', 'users.id', 'sales.seller_id')
    .leftJoin('organisations', 'organisations.id', 'sales.unit_id')
    .leftJoin('links', 'links.id', 'sales.link_id')
    .select([
      'sales.id',
      'sales.payment_id',
      'sales.customer_name',
      'products.id as product_id',
      'products.name as product_name',
      'producers.name as producer_name',
      'users.name as seller_name',
      'organisations.name as unit_name',
      'links.code as link_code',
      'sales.status',
      'sales.value_cents',
      'sales.installments',
      'sales.payment_date',
    ])
    .where('sales.id', '=', saleId)
    .where(readableSales(scope))
    .executeTakeFirst();
  if (!sale) throw new HttpError(404, TRACKING_MESSAGES.saleNotFound);
  let commissions = db
    .selectFrom('commissions')
    .leftJoin('users', 'users.id', 'commissions.user_id')
    .leftJoin('organisations', 'organisations.id', 'commissions.unit_id')
    .select([
      'commissions.id',
      'commissions.side',
      sql<string>`coalesce(users.name, organisations.name, '')`.as('beneficiary_name'),
      'commissions.status',
      'commissions.type',
      'commissions.installment',
      'commissions.value_cents',
      'commissions.date',
    ])
    .where('commissions.sale_id', '=', saleId);
  if (scope.kind === 'seller') commissions = commissions.where('commissions.user_id', '=', scope.sellerId);
  const rows = await commissions
    .orderBy('commissions.date')
    .orderBy('commissions.side')
    .orderBy('commissions.id')
    .execute();
  return {
    ...sale,
    payment_date: new Date(sale.payment_date).toISOString(),
    commissions: rows.map((row) => ({ ...row, date: new Date(row.date).toISOString() })),
  };
}
