/**
 * Vouchers of the points programme (docs/product.md §7.1 summary and voucher statuses, §7.6 calls), the
 * read side: an affiliate converts points into a voucher issued to a customer (another affiliate,
 * or themselves when no beneficiary is named).
 *
 * Scope columns, copied at issue time like `sales.unit_id`, so every list is one index range:
 * - `owner_id`: the affiliate who converted the points (Pontos e Vouchers);
 * - `unit_id`: the owner's unit when the voucher was issued (a branch's Gerenciador de Vouchers);
 * - `producer_id`: the programme company the voucher is redeemed with (a producer's view).
 * A producer user's company is the producer whose `organisation_id` (migration 0006) is the user's
 * organisation: the column is read at run time, after every migration has run.
 *
 * `customer_id` is NOT NULL: the issue route (a later issue) defaults the beneficiary to the owner.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

const VOUCHER_STATUSES = ['AVAILABLE', 'EXPIRED', 'USED', 'REVERTED', 'REAVAILABLE'];
const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Each list reads its page straight off one of these: scope, then expiry newest first, then id. */
const INDEXES: readonly { name: string; definition: string }[] = [
  { name: 'vouchers_owner_expiry_idx', definition: 'vouchers (owner_id, expires_at desc, id desc)' },
  { name: 'vouchers_unit_expiry_idx', definition: 'vouchers (unit_id, expires_at desc, id desc)' },
  { name: 'vouchers_producer_expiry_idx', definition: 'vouchers (producer_id, expires_at desc, id desc)' },
  { name: 'vouchers_expiry_idx', definition: 'vouchers (expires_at desc, id desc)' },
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('vouchers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('customer_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('unit_id', 'uuid', (c) => c.references('organisations.id').onDelete('set null'))
    .addColumn('producer_id', 'uuid', (c) => c.notNull().references('producers.id'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('value_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('AVAILABLE'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('vouchers_status_check', sql`status in (${list(VOUCHER_STATUSES)})`)
    .addCheckConstraint('vouchers_code_check', sql`code ~ '^VCH-[0-9A-Z]{6}$'`)
    .addCheckConstraint('vouchers_amounts_check', sql`points > 0 and value_cents >= 0`)
    // A used voucher says when (a reverted one may keep the date of the use it undid).
    .addCheckConstraint('vouchers_used_at_check', sql`status <> 'USED' or used_at is not null`)
    .execute();
  for (const { name, definition } of INDEXES) {
    await sql`create index ${sql.id(name)} on ${sql.raw(definition)}`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('vouchers').execute();
}
