/**
 * Finances (docs/product.md §5.1, §5.2, §5.3: bills, payments, commission rows, the financial state
 * and their statuses): producers, products, commercial and financial cycles, goals, sales,
 * commissions, bills with their entries, invoices, invoice integrations and career levels.
 *
 * Rows that belong to an "account" (commissions, bills, integrations) carry `side`: 'affiliate'
 * rows belong to `user_id`, 'branch' rows to the unit `unit_id` (an organisation). A check
 * constraint keeps the owner column of each side filled.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

const uuidPk = sql`gen_random_uuid()`;
const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

const COMMISSION_STATUSES = ['canceled', 'Held', 'Ready', 'Processing', 'Executed', 'ConvertedToPoints'];
const BILL_STATUSES = ['Open', 'Processing', 'Ready', 'Paid', 'Error', 'PaymentError', 'Closed', 'Enqueued'];
/** 5 MB (docs/product.md §5.5): also enforced here so no code path can store a larger invoice. */
const INVOICE_MAX_BYTES = 5 * 1024 * 1024;

const ownerCheck = sql`(side = 'affiliate' and user_id is not null) or (side = 'branch' and unit_id is not null)`;

async function createCycleTable(db: AnyDb, table: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('current', 'boolean', (c) => c.notNull().defaultTo(false))
    .addCheckConstraint(`${table}_range_check`, sql`ends_at > starts_at`)
    .execute();
  // "Exactly one current" (docs/product.md §5.1): at most one is enforced here, at least one by the seed.
  await db.schema
    .createIndex(`${table}_one_current_idx`)
    .on(table)
    .expression(sql`(true)`)
    .unique()
    .where(sql.ref('current'), '=', true)
    .execute();
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('producers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cnpj', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('producers_cnpj_digits', sql`cnpj ~ '^[0-9]{14}$'`)
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('producer_id', 'uuid', (c) => c.notNull().references('producers.id'))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('max_installments', 'integer', (c) => c.notNull().defaultTo(1))
    /** Commission rates in basis points (1000 = 10%). */
    .addColumn('affiliate_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('branch_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await createCycleTable(db, 'commercial_cycles');
  await createCycleTable(db, 'financial_cycles');
  await db.schema
    .alterTable('financial_cycles')
    .addColumn('commercial_cycle_id', 'uuid', (c) => c.references('commercial_cycles.id'))
    .execute();

  await db.schema
    .createTable('goals')
    .addColumn('cycle_id', 'uuid', (c) => c.primaryKey().references('commercial_cycles.id'))
    .addColumn('minimum_cents', 'integer', (c) => c.notNull())
    .addColumn('basic_cents', 'integer', (c) => c.notNull())
    .addColumn('master_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('unit_goals')
    .addColumn('cycle_id', 'uuid', (c) => c.notNull().references('commercial_cycles.id'))
    .addColumn('unit_id', 'uuid', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
    .addColumn('value_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('unit_goals_pk', ['cycle_id', 'unit_id'])
    .execute();

  await db.schema
    .createTable('sales')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('seller_id', 'uuid', (c) => c.notNull().references('users.id'))
    /** The unit (branch or agency) credited with the sale; its branch commissions go there. */
    .addColumn('unit_id', 'uuid', (c) => c.references('organisations.id'))
    .addColumn('product_id', 'uuid', (c) => c.notNull().references('products.id'))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('value_cents', 'integer', (c) => c.notNull())
    .addColumn('installments', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('payment_date', 'timestamptz', (c) => c.notNull())
    .addColumn('cycle_id', 'uuid', (c) => c.notNull().references('commercial_cycles.id'))
    .addCheckConstraint('sales_status_check', sql`status in ('APPROVED', 'REFUNDED', 'CANCELED')`)
    .addCheckConstraint('sales_installments_check', sql`installments >= 1`)
    .execute();
  await db.schema
    .createIndex('sales_seller_idx')
    .on('sales')
    .columns(['seller_id', 'payment_date'])
    .execute();
  await db.schema.createIndex('sales_unit_idx').on('sales').columns(['unit_id', 'payment_date']).execute();

  await db.schema
    .createTable('bills')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('unit_id', 'uuid', (c) => c.references('organisations.id'))
    .addColumn('cycle_id', 'uuid', (c) => c.notNull().references('commercial_cycles.id'))
    .addColumn('producer_id', 'uuid', (c) => c.notNull().references('producers.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Open'))
    .addColumn('value_cents', 'integer', (c) => c.notNull())
    .addColumn('status_message', 'text')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('bills_side_check', ownerCheck)
    .addCheckConstraint('bills_status_check', sql`status in (${list(BILL_STATUSES)})`)
    .execute();
  await db.schema.createIndex('bills_user_idx').on('bills').columns(['user_id', 'cycle_id']).execute();
  await db.schema.createIndex('bills_unit_idx').on('bills').columns(['unit_id', 'cycle_id']).execute();

  await db.schema
    .createTable('bill_entries')
    .addColumn('bill_id', 'uuid', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('product_id', 'uuid', (c) => c.notNull().references('products.id'))
    .addColumn('value_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('bill_entries_pk', ['bill_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('commissions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('sale_id', 'uuid', (c) => c.notNull().references('sales.id'))
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('unit_id', 'uuid', (c) => c.references('organisations.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('Credit'))
    .addColumn('installment', 'integer')
    /** Always positive: `type` gives the sign (the API reports debits negative). */
    .addColumn('value_cents', 'integer', (c) => c.notNull())
    .addColumn('date', 'timestamptz', (c) => c.notNull())
    .addColumn('cycle_id', 'uuid', (c) => c.notNull().references('commercial_cycles.id'))
    .addColumn('bill_id', 'uuid', (c) => c.references('bills.id').onDelete('set null'))
    .addCheckConstraint('commissions_side_check', ownerCheck)
    .addCheckConstraint('commissions_status_check', sql`status in (${list(COMMISSION_STATUSES)})`)
    .addCheckConstraint('commissions_type_check', sql`type in ('Credit', 'Debit')`)
    .addCheckConstraint('commissions_value_check', sql`value_cents >= 0`)
    .execute();
  await db.schema
    .createIndex('commissions_user_idx')
    .on('commissions')
    .columns(['user_id', 'date'])
    .execute();
  await db.schema
    .createIndex('commissions_unit_idx')
    .on('commissions')
    .columns(['unit_id', 'date'])
    .execute();
  await db.schema.createIndex('commissions_bill_idx').on('commissions').column('bill_id').execute();
  await db.schema.createIndex('commissions_sale_idx').on('commissions').column('sale_id').execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('bill_id', 'uuid', (c) => c.notNull().references('bills.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('pdf', 'bytea', (c) => c.notNull())
    .addColumn('uploaded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('invoices_source_check', sql`source in ('upload', 'DMEI', 'BBP')`)
    .addCheckConstraint('invoices_size_check', sql`octet_length(pdf) <= ${sql.lit(INVOICE_MAX_BYTES)}`)
    .execute();
  await db.schema
    .createIndex('invoices_bill_idx')
    .on('invoices')
    .columns(['bill_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('invoice_integrations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.unique().references('users.id').onDelete('cascade'))
    .addColumn('unit_id', 'uuid', (c) => c.unique().references('organisations.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addCheckConstraint('invoice_integrations_side_check', ownerCheck)
    .addCheckConstraint('invoice_integrations_kind_check', sql`kind in ('DMEI', 'BBP')`)
    .execute();

  await db.schema
    .createTable('career_levels')
    .addColumn('level', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('user_career_levels')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('level', 'integer', (c) => c.notNull().references('career_levels.level'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'user_career_levels',
    'career_levels',
    'invoice_integrations',
    'invoices',
    'commissions',
    'bill_entries',
    'bills',
    'sales',
    'unit_goals',
    'goals',
    'financial_cycles',
    'commercial_cycles',
    'products',
    'producers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
