/**
 * The finance demo data (docs/upstream-contract/finance.md, "Finance demo data"): catalogue, cycles,
 * goals, sales and the ledger derived from them. Bulk inserts in chunks; idempotent like the rest
 * of the seed (fixed ids, conflicts ignored).
 */
import type { Logger } from '../../../logger.ts';
import type { Db } from '../../connection.ts';
import { hoursBeforeBase } from '../ids.ts';
import { insertAll } from '../insert-all.ts';
import { type OrganisationKey, organisationId } from '../organisations.ts';
import { userId } from '../users.ts';
import {
  CAREER_LEVELS,
  integrationRows,
  PRODUCERS,
  PRODUCTS,
  producerId,
  productId,
  USER_CAREER_LEVELS,
} from './catalogue.ts';
import { COMMERCIAL_CYCLES, FINANCIAL_CYCLES, goalRows } from './cycles.ts';
import { statusHistory } from './history.ts';
import { seedInvoiceChecks } from './invoice-checks.ts';
import { buildLedger } from './ledger.ts';
import { SELLERS, seedSales } from './sales.ts';

/** Units with goals of their own: the two branches and the agency. */
const GOAL_UNITS: readonly OrganisationKey[] = ['unitCentro', 'unitAldeota', 'agency'];

export async function seedFinance(db: Db): Promise<void> {
  await insertAll(
    db,
    'producers',
    PRODUCERS.map((producer, i) => ({
      id: producerId(producer.key),
      name: producer.name,
      cnpj: producer.cnpj,
      organisation_id: 'organisation' in producer ? organisationId(producer.organisation) : null,
      created_at: hoursBeforeBase(24 * (420 - i)),
    })),
  );
  await insertAll(
    db,
    'products',
    PRODUCTS.map((product, i) => ({
      id: productId(product.key),
      name: product.name,
      producer_id: producerId(product.producer),
      price_cents: product.priceCents,
      max_installments: product.maxInstallments,
      affiliate_rate_bp: product.affiliateRate,
      branch_rate_bp: product.branchRate,
      created_at: hoursBeforeBase(24 * (410 - i)),
    })),
  );
  await insertAll(db, 'commercial_cycles', [...COMMERCIAL_CYCLES]);
  await insertAll(db, 'financial_cycles', FINANCIAL_CYCLES);
  const goals = goalRows();
  await insertAll(db, 'goals', goals);
  await insertAll(
    db,
    'unit_goals',
    goals.flatMap((goal, i) =>
      GOAL_UNITS.map((unit, u) => ({
        cycle_id: goal.cycle_id,
        unit_id: organisationId(unit),
        value_cents: 3_000_000 + i * 50_000 + u * 250_000,
        minimum_cents: 1_500_000 + i * 25_000 + u * 125_000,
        master_cents: 4_500_000 + i * 75_000 + u * 375_000,
      })),
    ),
  );
  await insertAll(db, 'career_levels', [...CAREER_LEVELS]);
  await insertAll(
    db,
    'user_career_levels',
    USER_CAREER_LEVELS.map(({ username, level }) => ({ user_id: userId(username), level })),
  );
  await insertAll(db, 'invoice_integrations', integrationRows());

  const sales = seedSales();
  await insertAll(
    db,
    'sales',
    sales.map((sale) => ({
      id: sale.id,
      seller_id: userId(sale.seller.username),
      unit_id: organisationId(sale.seller.unit),
      product_id: productId(sale.product.key),
      customer_name: sale.customerName,
      payment_id: sale.paymentId,
      status: sale.status,
      value_cents: sale.valueCents,
      installments: sale.installments,
      payment_date: sale.paymentDate,
      cycle_id: sale.cycle.id,
    })),
  );
  const ledger = buildLedger(sales);
  await insertAll(db, 'bills', ledger.bills);
  await insertAll(db, 'bill_entries', ledger.entries);
  await insertAll(db, 'commissions', ledger.commissions);
  await insertAll(db, 'commission_status_changes', statusHistory(ledger.commissions, ledger.bills));
  await insertAll(db, 'invoices', ledger.invoices);
  await seedInvoiceChecks(db);
}

/**
 * A database seeded before the finance tables existed has users but no cycles: give it the finance
 * demo data, provided the seeded accounts it refers to are still there (otherwise it is someone's
 * own data, left alone).
 */
export async function seedMissingFinance(db: Db, logger: Logger): Promise<boolean> {
  const anyCycle = await db.selectFrom('commercial_cycles').select('id').limit(1).executeTakeFirst();
  if (anyCycle) return false;
  const usernames = new Set([...SELLERS, ...USER_CAREER_LEVELS].map((row) => row.username));
  const found = await db
    .selectFrom('users')
    .select('id')
    .where(
      'id',
      'in',
      [...usernames].map((username) => userId(username)),
    )
    .execute();
  if (found.length !== usernames.size) {
    logger.warn('finance demo data not seeded: the demo accounts are missing');
    return false;
  }
  await db.transaction().execute((trx) => seedFinance(trx));
  logger.info('finance seed applied');
  return true;
}
