/**
 * Produtos' 'Exportar CSV' (docs/product.md §10.3; docs/upstream-contract/products.md "Holding
 * products"): the rows the list's filter keeps, as the list counts and orders them.
 */
import type { ProductCampaignFilter } from '@portal/schema';
import type { Stringifier } from 'csv-stringify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { batchedRows, csvDate, csvMoney, csvStream } from '../../kernel/csv.ts';
import { toInt } from '../../kernel/paging.ts';
import { managedProductCondition } from './manager.ts';

export const MANAGED_PRODUCTS_CSV_HEADER = [
  'Produto',
  'Produtor',
  'Código Salesforce',
  'Preço (R$)',
  'Nível mínimo',
  'Campanhas',
  'Destaque',
  'Status',
  'Atualizado em',
] as const;

/** How many products the list's filter keeps (the CSV's announced rows). */
export async function countManagedProducts(
  db: Db,
  search: string | null,
  campaign: ProductCampaignFilter,
): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(managedProductCondition(search, campaign))
    .executeTakeFirstOrThrow();
  return toInt(row.n);
}

function csvBatch(
  db: Db,
  condition: ReturnType<typeof managedProductCondition>,
  after: CsvCursor | null,
  limit: number,
) {
  return db
    .selectFrom('products')
    .innerJoin('producers', 'producers.id', 'products.producer_id')
    .select([
      'products.id',
      'products.name_key',
      'products.name',
      'products.sf_code',
      'producers.name as producer_name',
      'products.active',
      'products.highlighted',
      'products.min_level',
      'products.price_cents',
      'products.updated_at',
      sql<number>`jsonb_array_length(products.special_events)
        + (select count(*) from product_campaigns pc where pc.product_id = products.id)`.as('campaigns'),
    ])
    .where(condition)
    .$if(after !== null, (qb) =>
      after
        ? qb.where(sql<boolean>`(products.name_key, products.id) > (${after.name_key}, ${after.id}::uuid)`)
        : qb,
    )
    .orderBy('products.name_key')
    .orderBy('products.id')
    .limit(limit)
    .execute();
}

interface CsvCursor {
  id: string;
  name_key: string;
}

/**
 * Produtos as CSV (docs/product.md §10.3): the list's products under its filter in its order (name,
 * id), read CSV_BATCH rows at a time by keyset and stringified as they come (kernel/csv.ts); the
 * campaigns counted as the list counts them, the flags and the status in words.
 */
export function managedProductsCsv(
  db: Db,
  search: string | null,
  campaign: ProductCampaignFilter,
): Stringifier {
  const condition = managedProductCondition(search, campaign);
  const rows = batchedRows<Awaited<ReturnType<typeof csvBatch>>[number]>((after, limit) =>
    csvBatch(db, condition, after, limit),
  );
  return csvStream(MANAGED_PRODUCTS_CSV_HEADER, rows, (row) => [
    row.name,
    row.producer_name,
    row.sf_code ?? '',
    csvMoney(row.price_cents),
    String(row.min_level),
    String(toInt(row.campaigns)),
    row.highlighted ? 'Sim' : 'Não',
    row.active ? 'Ativo' : 'Inativo',
    csvDate(new Date(row.updated_at)),
  ]);
}
