/**
 * The finance tables (migration 0002_finance) as Kysely sees them; merged into `Database` in
 * db/types.ts. Money columns are integer cents; `*_at` and `date` columns are timestamptz.
 */
import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export const COMMISSION_STATUSES = [
  'canceled',
  'Held',
  'Ready',
  'Processing',
  'Executed',
  'ConvertedToPoints',
] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/** docs/product.md §5.3's order, then Enqueued ("also seen"). */
export const BILL_STATUSES = [
  'Open',
  'Processing',
  'Ready',
  'Paid',
  'Error',
  'PaymentError',
  'Closed',
  'Enqueued',
] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

export const SALE_STATUSES = ['APPROVED', 'REFUNDED', 'CANCELED'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const INTEGRATION_KINDS = ['DMEI', 'BBP'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

export type InvoiceSource = 'upload' | IntegrationKind;
export type CommissionType = 'Credit' | 'Debit';
/** Whose row: an affiliate's (user_id) or a branch's (unit_id, an organisation). */
export type AccountSide = 'affiliate' | 'branch';

export interface ProducersTable {
  id: Generated<string>;
  name: string;
  /** Normal form (migration 0008): 14 characters 0-9/A-Z, uppercase, no punctuation. */
  cnpj: string;
  /**
   * The organisation whose producer users act for this company (migration 0006): they read its
   * invoices and its vouchers.
   */
  organisation_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  /** `name` folded for sorting (migration 0009, db/name-key.ts). */
  name_key: GeneratedAlways<string>;
  /** Gerenciador de produtores (migration 0021): `name` is the fancy name; these are the rest. */
  corporate_name: ColumnType<string | null, string | null | undefined, string | null>;
  id_cispay: ColumnType<string | null, string | null | undefined, string | null>;
  filial: Generated<boolean>;
  holding: Generated<boolean>;
  rm_integration: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface ProductsTable {
  id: Generated<string>;
  /** A name starting with 'Voucher' marks a voucher product (docs/product.md §5.7). */
  name: string;
  producer_id: string;
  price_cents: number;
  max_installments: Generated<number>;
  affiliate_rate_bp: number;
  branch_rate_bp: number;
  created_at: CreatedAt;
  /** `name` folded for sorting (migration 0009, db/name-key.ts). */
  name_key: GeneratedAlways<string>;
  /** Lowest career level that may promote it (migration 0014, docs/product.md §10.1). */
  min_level: Generated<number>;
  /** Where an affiliate link sends the buyer (migration 0014); null: not sellable by link yet. */
  checkout_url: ColumnType<string | null, string | null | undefined, string | null>;
  // The holding product (migration 0021, docs/product.md §10.3).
  sf_code: ColumnType<string | null, string | null | undefined, string | null>;
  title: ColumnType<string | null, string | null | undefined, string | null>;
  subtitle1: ColumnType<string | null, string | null | undefined, string | null>;
  subtitle2: ColumnType<string | null, string | null | undefined, string | null>;
  description1: ColumnType<string | null, string | null | undefined, string | null>;
  description2: ColumnType<string | null, string | null | undefined, string | null>;
  terms_content: ColumnType<string | null, string | null | undefined, string | null>;
  cta: ColumnType<string | null, string | null | undefined, string | null>;
  banner_phone_url: ColumnType<string | null, string | null | undefined, string | null>;
  banner_phone_key: ColumnType<string | null, string | null | undefined, string | null>;
  banner_tablet_url: ColumnType<string | null, string | null | undefined, string | null>;
  banner_tablet_key: ColumnType<string | null, string | null | undefined, string | null>;
  banner_desktop_url: ColumnType<string | null, string | null | undefined, string | null>;
  banner_desktop_key: ColumnType<string | null, string | null | undefined, string | null>;
  thumbnail_url: ColumnType<string | null, string | null | undefined, string | null>;
  thumbnail_key: ColumnType<string | null, string | null | undefined, string | null>;
  charge_receiver: ColumnType<string | null, string | null | undefined, string | null>;
  donation_receiver: ColumnType<string | null, string | null | undefined, string | null>;
  active: Generated<boolean>;
  highlighted: Generated<boolean>;
  coproduction: Generated<boolean>;
  show_terms: Generated<boolean>;
  sales_b2b: Generated<boolean>;
  cnpj_enabled: Generated<boolean>;
  sales_interest: Generated<boolean>;
  santaclara_enabled: Generated<boolean>;
  santaclara_published: Generated<boolean>;
  /** `[{name, startsAt, endsAt}]`: the product's special events (campaigns). */
  special_events: ColumnType<unknown, string | undefined, string>;
  service_charge_cents: Generated<number>;
  coparticipation_branch_bp: Generated<number>;
  donation_cents: Generated<number>;
  /** Bumped by every edit; an edit based on another revision is refused (409). */
  revision: Generated<number>;
  updated_at: Generated<Date>;
}

/** Commission per career level of a product (migration 0021), in basis points. */
export interface ProductCommissionsTable {
  product_id: string;
  level: number;
  rate_bp: number;
}

export interface CyclesTable {
  id: Generated<string>;
  number: number;
  starts_at: Timestamp;
  /** Inclusive: the last millisecond of the cycle's last day. */
  ends_at: Timestamp;
  // No `current` flag (dropped by migration 0031): the current cycle is the one whose bounds
  // contain the product clock's now (kernel/current-cycle.ts).
}

export interface FinancialCyclesTable extends CyclesTable {
  /** The commercial cycle whose bills this financial cycle pays. */
  commercial_cycle_id: string | null;
}

export interface GoalsTable {
  cycle_id: string;
  minimum_cents: number;
  basic_cents: number;
  master_cents: number;
}

export interface UnitGoalsTable {
  cycle_id: string;
  unit_id: string;
  /** The unit's basic goal (the one finance reads as "the unit's goal"). */
  value_cents: number;
  /** Migration 0016: 'Gerenciador de metas' edits minimum and master beside the basic. */
  minimum_cents: number;
  master_cents: number;
}

export interface SalesTable {
  id: Generated<string>;
  seller_id: string;
  unit_id: string | null;
  product_id: string;
  customer_name: string;
  /** `customer_name` folded for sorting (migration 0009, db/name-key.ts). */
  customer_name_key: GeneratedAlways<string>;
  payment_id: string;
  status: SaleStatus;
  value_cents: number;
  installments: Generated<number>;
  payment_date: Timestamp;
  cycle_id: string;
  /** The affiliate link the sale came through (migration 0022); null when unknown. */
  link_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The link click the buyer came through (migration 0042); null when the checkout did not send it. */
  click_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export type InvoiceMediaType = 'application/pdf' | 'application/xml';

/** What a check found and how each item compared (docs/upstream-contract/finance.md, "Invoice check"). */
export interface InvoiceCheckJson {
  outcome: 'matched' | 'mismatched' | 'unreadable';
  format: 'pdf' | 'xml';
  number: string | null;
  provider_cnpj: string | null;
  items: { field: InvoiceCheckField; ok: boolean; message: string }[];
  /** The payee's reason for sending a note that does not match; null otherwise. */
  reason: string | null;
  checked_at: string;
}

export const INVOICE_CHECK_FIELDS = [
  'provider',
  'taker',
  'total',
  'issue_date',
  'number',
  'duplicate',
] as const;
export type InvoiceCheckField = (typeof INVOICE_CHECK_FIELDS)[number];

export interface BillsTable {
  id: Generated<string>;
  side: AccountSide;
  user_id: string | null;
  unit_id: string | null;
  cycle_id: string;
  producer_id: string;
  status: BillStatus;
  value_cents: number;
  status_message: string | null;
  error_message: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** The check of the latest uploaded invoice (migration 0041, finance/invoice-check.ts). */
  invoice_check: ColumnType<InvoiceCheckJson | null, string | null | undefined, string | null>;
  /** The latest invoice's provider CNPJ and number: unique together across bills (0041). */
  invoice_provider_cnpj: ColumnType<string | null, string | null | undefined, string | null>;
  invoice_number: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BillEntriesTable {
  bill_id: string;
  product_id: string;
  value_cents: number;
}

export interface CommissionsTable {
  id: Generated<string>;
  sale_id: string;
  side: AccountSide;
  user_id: string | null;
  unit_id: string | null;
  status: CommissionStatus;
  type: CommissionType;
  /** Null for debits (they claw back a sum, not an installment). */
  installment: number | null;
  value_cents: number;
  date: Timestamp;
  cycle_id: string;
  bill_id: string | null;
  /** The percentage the intake applied, in basis points (migration 0042); null before it. */
  rate_bp: ColumnType<number | null, number | null | undefined, number | null>;
  /** The owner's career level when the intake applied it (affiliate side); null otherwise. */
  career_level: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A commission's statuses with their times (migration 0042), written by triggers on `commissions`. */
export interface CommissionStatusChangesTable {
  commission_id: string;
  status: CommissionStatus;
  changed_at: Timestamp;
}

export interface InvoicesTable {
  id: Generated<string>;
  bill_id: string;
  source: InvoiceSource;
  /** The PDF itself (Buffer with pg, Uint8Array with PGlite). */
  pdf: Uint8Array;
  uploaded_by: string | null;
  created_at: CreatedAt;
  /** Copy of the bill's status, kept by triggers (migration 0006); never written by the application. */
  bill_status: ColumnType<BillStatus | null, never, never>;
  /** 'application/pdf', or 'application/xml' for a national NFS-e XML (migration 0041). */
  media_type: ColumnType<InvoiceMediaType, InvoiceMediaType | undefined, never>;
  /** The batch item that generated it (migration 0010), unique: one invoice per item. */
  batch_item_id: ColumnType<string | null, string | null | undefined, never>;
}

export const BATCH_ITEM_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type BatchItemState = (typeof BATCH_ITEM_STATES)[number];

/** One start of batch invoice generation (migration 0010). */
export interface InvoiceBatchesTable {
  id: Generated<string>;
  requested_by: string | null;
  created_at: CreatedAt;
}

/** One chosen bill of a batch and how its job went (migration 0010). */
export interface InvoiceBatchItemsTable {
  id: Generated<string>;
  batch_id: string;
  bill_id: string;
  state: ColumnType<BatchItemState, BatchItemState | undefined, BatchItemState>;
  error_message: string | null;
  updated_at: UpdatedAt;
}

export interface InvoiceIntegrationsTable {
  id: Generated<string>;
  side: AccountSide;
  user_id: string | null;
  unit_id: string | null;
  kind: IntegrationKind;
}

export interface CareerLevelsTable {
  level: number;
  name: string;
  description: string;
  /** Migration 0031: the level's sales goal in cents; null → docs/product.md §5.6's helper. */
  goal_cents: number | null;
}

export interface UserCareerLevelsTable {
  user_id: string;
  level: number;
}

/** Bills per status (migration 0003), kept by triggers on `bills`; read-only for the application. */
export interface BillStatusTotalsTable {
  status: BillStatus;
  /** bigint: text from pg, a number or bigint from PGlite (read through toInt). */
  bills: ColumnType<string, never, never>;
  value_cents: ColumnType<string, never, never>;
}

/** Invoices per scope key and bill status (migration 0006), kept by triggers; read-only here. */
export interface InvoiceTotalsTable {
  /** `all`, `unit:<organisation id>` or `producer:<producer id>`. */
  scope: string;
  status: BillStatus;
  /** bigint: text from pg, a number or bigint from PGlite (read through toInt). */
  invoices: ColumnType<string, never, never>;
}

/** Sales per status (migration 0028), kept by triggers on `sales`; read-only for the application. */
export interface SalesStatusTotalsTable {
  status: SaleStatus;
  /** bigint: text from pg, a number or bigint from PGlite (read through toInt). */
  sales: ColumnType<string, never, never>;
}

/** Sales per Fortaleza day, product and link (migration 0028), kept by triggers; read-only here. */
export interface SalesDailyProductsTable {
  /** The sale's date in Fortaleza, 'YYYY-MM-DD'. */
  day: ColumnType<string, never, never>;
  product_id: string;
  link_id: string | null;
  /** Every sale, whatever its status (zero rows stay: read only those with sales > 0). */
  sales: ColumnType<number, never, never>;
  approved: ColumnType<number, never, never>;
  /** Cents, approved sales only; bigint (read through toInt). */
  value_cents: ColumnType<string, never, never>;
  refunded: ColumnType<number, never, never>;
}

/** Sales per Fortaleza day and seller (migration 0028), kept by triggers; read-only here. */
export interface SalesDailySellersTable {
  day: ColumnType<string, never, never>;
  seller_id: string;
  sales: ColumnType<number, never, never>;
  approved: ColumnType<number, never, never>;
  value_cents: ColumnType<string, never, never>;
  /** The top-level transaction that last wrote the row (xid8, as text; 0030). */
  changed_xid: ColumnType<string, never, never>;
}

export interface FinanceTables {
  producers: ProducersTable;
  products: ProductsTable;
  product_commissions: ProductCommissionsTable;
  commercial_cycles: CyclesTable;
  financial_cycles: FinancialCyclesTable;
  goals: GoalsTable;
  unit_goals: UnitGoalsTable;
  sales: SalesTable;
  commission_status_changes: CommissionStatusChangesTable;
  bills: BillsTable;
  bill_status_totals: BillStatusTotalsTable;
  bill_entries: BillEntriesTable;
  commissions: CommissionsTable;
  invoices: InvoicesTable;
  invoice_totals: InvoiceTotalsTable;
  invoice_integrations: InvoiceIntegrationsTable;
  invoice_batches: InvoiceBatchesTable;
  sales_status_totals: SalesStatusTotalsTable;
  sales_daily_products: SalesDailyProductsTable;
  sales_daily_sellers: SalesDailySellersTable;
  invoice_batch_items: InvoiceBatchItemsTable;
  career_levels: CareerLevelsTable;
  user_career_levels: UserCareerLevelsTable;
}

export type NewSale = Insertable<SalesTable>;
export type NewCommission = Insertable<CommissionsTable>;
export type NewBill = Insertable<BillsTable>;
export type NewBillEntry = Insertable<BillEntriesTable>;
export type NewInvoice = Insertable<InvoicesTable>;
/** A cycle as read, with `current` computed by the clock (kernel/current-cycle.ts `coversNow`). */
export type CycleRow = Selectable<CyclesTable> & { current: boolean };
