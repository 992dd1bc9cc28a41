/**
 * The `large` seed (issue #6): the demo seed plus `scale` commissions with their sales, EDs,
 * affiliates, bills, bill entries and invoices, written by a handful of set-based statements in
 * one transaction (about a minute for 1 000 000 commissions on two cores). PostgreSQL only.
 * Deterministic: a given scale always writes the same rows, so figures are comparable across runs.
 */
import pg from 'pg';
import type { Logger } from '../../logger.ts';
import { kyselyOver } from '../connection.ts';
import { migrateToLatest } from '../migrate.ts';
import { seedIfEmpty } from '../seed.ts';
import { insertBills, insertCommissionsAndInvoices, stageCommissions } from './ledger.ts';
import { type LargePlan, largePlan } from './plan.ts';
import { insertSales, insertUnitsAndAffiliates } from './sales.ts';

export interface LargeSeedResult {
  plan: LargePlan;
  /** False when the database already held this scale's rows (nothing was written). */
  written: boolean;
  counts: Record<string, number>;
  seconds: number;
}

const COUNTED = ['organisations', 'users', 'sales', 'commissions', 'bills', 'bill_entries', 'invoices'];

async function tableCounts(client: pg.Client): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** Whether generated EDs exist, and whether they are exactly this plan's (its last one, no more). */
async function existingSeed(client: pg.Client, units: number): Promise<'none' | 'same' | 'other'> {
  const { rows } = await client.query<{ first: boolean; last: boolean; beyond: boolean }>(
    `select exists (select 1 from organisations where id = md5('large:unit:1')::uuid) as first,
       exists (select 1 from organisations where id = md5('large:unit:' || $1::int)::uuid) as last,
       exists (select 1 from organisations where id = md5('large:unit:' || ($1::int + 1))::uuid) as beyond`,
    [units],
  );
  const row = rows[0];
  if (!row?.first) return 'none';
  return row.last && !row.beyond ? 'same' : 'other';
}

export async function seedLarge(
  url: string,
  scale: number,
  options: { bcryptCost: number; logger: Logger },
): Promise<LargeSeedResult> {
  const plan = largePlan(scale);
  const started = performance.now();
  // Schema and demo accounts first, through the application's own code.
  const db = kyselyOver(new pg.Pool({ connectionString: url, max: 1 }));
  try {
    await migrateToLatest(db, options.logger);
    await seedIfEmpty(db, options);
  } finally {
    await db.destroy();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = await existingSeed(client, plan.units);
    if (existing === 'same') {
      return { plan, written: false, counts: await tableCounts(client), seconds: 0 };
    }
    if (existing === 'other') {
      throw new Error('this database already holds a large seed of another scale: use a fresh database');
    }
    await client.query('begin');
    // Month arithmetic (installment k is due k − 1 months later) in the portal's time zone.
    await client.query("set local timezone = 'America/Fortaleza'");
    await client.query('set local synchronous_commit = off');
    await client.query("set local work_mem = '256MB'");
    const step = async (name: string, work: () => Promise<void>) => {
      const t = performance.now();
      await work();
      options.logger.info('large seed step', { step: name, ms: Math.round(performance.now() - t) });
    };
    await step('units and affiliates', () => insertUnitsAndAffiliates(client, plan));
    await step('sales', () => insertSales(client, plan));
    await step('commission rows', () => stageCommissions(client));
    await step('bills', () => insertBills(client));
    await step('commissions, entries, invoices', () => insertCommissionsAndInvoices(client));
    await client.query('commit');
    // Fresh statistics and a set visibility map: the steady state of a live database.
    await step('vacuum analyze', async () => {
      await client.query('vacuum (analyze)');
    });
    return {
      plan,
      written: true,
      counts: await tableCounts(client),
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
