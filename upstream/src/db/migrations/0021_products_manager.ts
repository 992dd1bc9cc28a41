/**
 * The holding's product manager and the admin's producer manager (docs/product.md §10.3, §10.4):
 * - `producers`: `name` is the fancy name (nome fantasia) finance already shows; the corporate name
 *   (razão social), the Cispay id, and the filial / holding / RM-integration flags are new.
 * - `products`: every field of the holding product that finance's columns do not hold yet, the
 *   image URLs with the keys of their stored objects (the orphan sweep keeps them), and `revision`,
 *   bumped by every edit: an edit names the revision it was based on, and a stale one is refused.
 * - `product_commissions`: the commission per career level, rewritten with the product in one
 *   transaction.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

const PRODUCT_TEXT = [
  'sf_code',
  'title',
  'subtitle1',
  'subtitle2',
  'description1',
  'description2',
  'terms_content',
  'cta',
  'banner_phone_url',
  'banner_phone_key',
  'banner_tablet_url',
  'banner_tablet_key',
  'banner_desktop_url',
  'banner_desktop_key',
  'thumbnail_url',
  'thumbnail_key',
  'charge_receiver',
  'donation_receiver',
] as const;

const PRODUCT_FLAGS = [
  ['active', true],
  ['highlighted', false],
  ['coproduction', false],
  ['show_terms', false],
  ['sales_b2b', false],
  ['cnpj_enabled', false],
  ['sales_interest', false],
  ['santaclara_enabled', false],
  ['santaclara_published', false],
] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('producers')
    .addColumn('corporate_name', 'text')
    .addColumn('id_cispay', 'text')
    .addColumn('filial', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('holding', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('rm_integration', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  const additions = [
    ...PRODUCT_TEXT.map((column) => `add column ${column} text`),
    ...PRODUCT_FLAGS.map(([column, value]) => `add column ${column} boolean not null default ${value}`),
    `add column special_events jsonb not null default '[]'::jsonb`,
    'add column service_charge_cents integer not null default 0',
    'add column coparticipation_branch_bp integer not null default 0',
    'add column donation_cents integer not null default 0',
    'add column revision integer not null default 1',
    'add column updated_at timestamptz not null default now()',
  ];
  await sql.raw(`alter table products ${additions.join(', ')}`).execute(db);
  await sql`alter table products add constraint products_manager_amounts_check
    check (service_charge_cents >= 0 and donation_cents >= 0
      and coparticipation_branch_bp between 0 and 10000 and revision >= 1)`.execute(db);

  await db.schema
    .createTable('product_commissions')
    .addColumn('product_id', 'uuid', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('level', 'integer', (c) => c.notNull())
    /** Basis points (1000 = 10%). */
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_commissions_pk', ['product_id', 'level'])
    .addCheckConstraint('product_commissions_check', sql`level >= 1 and rate_bp between 0 and 10000`)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('product_commissions').execute();
  await sql`alter table products drop constraint products_manager_amounts_check`.execute(db);
  const dropped = [
    ...PRODUCT_TEXT,
    ...PRODUCT_FLAGS.map(([column]) => column),
    'special_events',
    'service_charge_cents',
    'coparticipation_branch_bp',
    'donation_cents',
    'revision',
    'updated_at',
  ];
  await sql
    .raw(`alter table products ${dropped.map((column) => `drop column ${column}`).join(', ')}`)
    .execute(db);
  await db.schema
    .alterTable('producers')
    .dropColumn('corporate_name')
    .dropColumn('id_cispay')
    .dropColumn('filial')
    .dropColumn('holding')
    .dropColumn('rm_integration')
    .dropColumn('updated_at')
    .execute();
}
