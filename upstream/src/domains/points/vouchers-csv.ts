/**
 * Gerenciador de Vouchers as CSV (docs/product.md §7.6): the scope's vouchers the list's filter
 * keeps, in expiry order, read CSV_BATCH rows at a time by keyset (expires_at, id) and stringified
 * as they come (kernel/csv.ts), so memory stays flat.
 */
import type { Stringifier } from 'csv-stringify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { VoucherStatus } from '../../db/voucher-types.ts';
import { csvDate, csvMoney, csvStream } from '../../kernel/csv.ts';
import { type VoucherFilter, type VoucherScope, voucherCondition, voucherStatus } from './vouchers.ts';

const CSV_BATCH = 1000;

export const VOUCHERS_CSV_HEADER = [
  'Código',
  'Cliente',
  'Pontos',
  'Valor (R$)',
  'Status',
  'Expira em',
  'Utilizado em',
  'Emitido em',
] as const;

/** The statuses as the list shows them (web lib/status.ts VOUCHER_STATUSES). */
const STATUS_TEXT: Record<VoucherStatus, string> = {
  AVAILABLE: 'Disponível',
  EXPIRED: 'Expirado',
  USED: 'Utilizado',
  REVERTED: 'Estornado',
  REAVAILABLE: 'Disponível novamente',
};

function batch(
  db: Db,
  condition: ReturnType<typeof voucherCondition>,
  after: { at: Date; id: string } | null,
) {
  return db
    .selectFrom('vouchers')
    .leftJoin('users as customer', 'customer.id', 'vouchers.customer_id')
    .select([
      'vouchers.id',
      'vouchers.code',
      'vouchers.points',
      'vouchers.value_cents',
      'vouchers.expires_at',
      'vouchers.used_at',
      'vouchers.created_at',
      'customer.name as customer_name',
    ])
    .select(voucherStatus().as('status'))
    .where(condition)
    .$if(after !== null, (qb) =>
      after
        ? qb.where(sql<boolean>`(vouchers.expires_at, vouchers.id) > (${after.at}, ${after.id}::uuid)`)
        : qb,
    )
    .orderBy('vouchers.expires_at')
    .orderBy('vouchers.id')
    .limit(CSV_BATCH)
    .execute();
}

type Row = Awaited<ReturnType<typeof batch>>[number];

async function* rows(db: Db, scope: VoucherScope, filter: VoucherFilter): AsyncGenerator<Row> {
  const condition = voucherCondition(scope, filter);
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const found: Row[] = await batch(db, condition, after);
    yield* found;
    const last = found.at(-1);
    if (found.length < CSV_BATCH || !last) return;
    after = { at: last.expires_at, id: last.id };
  }
}

/** The CSV of the vouchers `scope` manages under `filter`, as a stream of UTF-8 text with a BOM. */
export const vouchersCsv = (db: Db, scope: VoucherScope, filter: VoucherFilter): Stringifier =>
  csvStream(VOUCHERS_CSV_HEADER, rows(db, scope, filter), (row) => [
    row.code,
    row.customer_name ?? '',
    String(row.points),
    csvMoney(row.value_cents),
    STATUS_TEXT[row.status],
    csvDate(row.expires_at),
    row.used_at ? csvDate(row.used_at) : '',
    csvDate(row.created_at),
  ]);

/** How many vouchers the CSV holds (announced first, for the download's progress). */
export async function countVouchers(db: Db, scope: VoucherScope, filter: VoucherFilter): Promise<number> {
  const row = await db
    .selectFrom('vouchers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(voucherCondition(scope, filter))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
