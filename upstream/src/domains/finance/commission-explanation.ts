/**
 * 'Por que recebi esta comissão?' (issue #33, docs/product.md §5.10): everything upstream recorded
 * about one commission of the scope: the sale (the customer's name masked), the link, the click and
 * the product's campaigns of that day, the rule the intake applied, the status history, and the
 * bill that pays it with the payment recorded for that bill. Six small reads by primary key or
 * index, whatever the account's size. What upstream does not know comes back null, never guessed.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { AccountSide, CommissionStatus, SaleStatus } from '../../db/finance-types.ts';
import type { Scope } from '../../kernel/scope.ts';
import { isUuid } from '../../kernel/viewer.ts';
import { type BillJson, findBill } from './bills.ts';
import { type CommissionJson, findCommission } from './commissions.ts';

export interface CommissionExplanationJson {
  commission: CommissionJson;
  sale: {
    id: string;
    payment_id: string;
    status: SaleStatus;
    date: string;
    value: number;
    installments: number;
    /** docs/product.md §5.10: the first name, then each other word's initial ('Maria E. L.'). */
    customer_name: string;
  };
  link: { code: string; description: string; created_at: string; clicked_at: string | null } | null;
  /** The product's CRM campaigns running on the sale's day (Fortaleza). */
  campaigns: { name: string; starts_on: string; ends_on: string }[];
  rule: {
    side: AccountSide;
    /** The owner's career level when the intake applied the rule; null when not recorded. */
    career_level: number | null;
    /** Basis points; null for commissions written before the intake recorded it. */
    rate_bp: number | null;
    /** The owner's whole commission on the sale (value × rate), split over the installments. */
    sale_commission: number | null;
    installment: number | null;
    installments: number;
    /** What a debit takes back: the sum of the sale's installments already credited. */
    deducted: number | null;
  };
  history: { status: CommissionStatus; at: string }[];
  bill: BillJson | null;
  payment: { outcome: 'Paid' | 'PaymentError'; at: string; reason: string | null } | null;
}

/** Privacy rule of docs/product.md §5.10: the first name whole, every other word as its initial. */
export function maskCustomerName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return [first, ...rest.map((word) => `${word.charAt(0).toUpperCase()}.`)].join(' ');
}

async function saleOf(db: Db, commissionId: string) {
  return db
    .selectFrom('commissions')
    .innerJoin('sales', 'sales.id', 'commissions.sale_id')
    .leftJoin('links', 'links.id', 'sales.link_id')
    .leftJoin('link_clicks', 'link_clicks.id', 'sales.click_id')
    .select([
      'commissions.side',
      'commissions.rate_bp',
      'commissions.career_level',
      'sales.id',
      'sales.product_id',
      'sales.payment_id',
      'sales.status',
      'sales.payment_date',
      'sales.value_cents',
      'sales.installments',
      'sales.customer_name',
      'links.code as link_code',
      'links.description as link_description',
      'links.created_at as link_created_at',
      'link_clicks.clicked_at',
    ])
    .where('commissions.id', '=', commissionId)
    .executeTakeFirstOrThrow();
}

type SaleRow = Awaited<ReturnType<typeof saleOf>>;

const campaignsOf = (db: Db, sale: SaleRow) =>
  db
    .selectFrom('product_campaigns')
    .select(['name', sql<string>`starts_on::text`.as('starts_on'), sql<string>`ends_on::text`.as('ends_on')])
    .where('product_id', '=', sale.product_id)
    // The sale's day in Fortaleza (UTC−3, no daylight saving since 2019), as every period reads it.
    .where(sql<boolean>`((${sale.payment_date}::timestamptz at time zone 'UTC') - interval '3 hours')::date
      between starts_on and ends_on`)
    .orderBy('starts_on')
    .execute();

const historyOf = (db: Db, commissionId: string) =>
  db
    .selectFrom('commission_status_changes')
    .select(['status', 'changed_at'])
    .where('commission_id', '=', commissionId)
    .orderBy('changed_at')
    .execute();

/** The latest payment recorded for the bill (Registrar pagamento's audit row, issue #30). */
async function paymentOf(db: Db, billId: string): Promise<CommissionExplanationJson['payment']> {
  const row = await db
    .selectFrom('audit_log')
    .select(['action', 'at', 'after'])
    .where('entity', '=', 'bill')
    .where('entity_id', '=', billId)
    .where('action', 'in', ['bill.paid', 'bill.payment_failed'])
    .orderBy('at', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const after = (typeof row.after === 'string' ? JSON.parse(row.after) : row.after) as {
    reason?: string;
  } | null;
  return {
    outcome: row.action === 'bill.paid' ? 'Paid' : 'PaymentError',
    at: row.at.toISOString(),
    reason: after?.reason ?? null,
  };
}

function ruleOf(commission: CommissionJson, sale: SaleRow): CommissionExplanationJson['rule'] {
  return {
    side: sale.side,
    career_level: sale.career_level,
    rate_bp: sale.rate_bp,
    sale_commission: sale.rate_bp === null ? null : Math.round((sale.value_cents * sale.rate_bp) / 10_000),
    installment: commission.installment,
    installments: sale.installments,
    deducted: commission.type === 'Debit' ? -commission.value : null,
  };
}

export async function explainCommission(
  db: Db,
  scope: Scope,
  commissionId: string,
): Promise<CommissionExplanationJson | null> {
  if (!isUuid(commissionId)) return null;
  const commission = await findCommission(db, scope, commissionId);
  if (!commission) return null;
  const sale = await saleOf(db, commissionId);
  const [campaigns, history, bill, payment] = await Promise.all([
    campaignsOf(db, sale),
    historyOf(db, commissionId),
    commission.bill_id ? findBill(db, commission.bill_id, sql<boolean>`true`) : null,
    commission.bill_id ? paymentOf(db, commission.bill_id) : null,
  ]);
  return {
    commission,
    sale: {
      id: sale.id,
      payment_id: sale.payment_id,
      status: sale.status,
      date: sale.payment_date.toISOString(),
      value: sale.value_cents,
      installments: sale.installments,
      customer_name: maskCustomerName(sale.customer_name),
    },
    link: sale.link_code
      ? {
          code: sale.link_code,
          description: sale.link_description ?? '',
          created_at: (sale.link_created_at ?? sale.payment_date).toISOString(),
          clicked_at: sale.clicked_at ? sale.clicked_at.toISOString() : null,
        }
      : null,
    campaigns,
    rule: ruleOf(commission, sale),
    history: history.map((row) => ({ status: row.status, at: row.changed_at.toISOString() })),
    bill,
    payment,
  };
}
