/**
 * `DATABASE_URL=postgres://…/perf_network npx tsx src/bench/ed-details.ts`: the upstream reads
 * behind one ED details page (docs/performance.md "The ED details"), timed on a database seeded by
 * `seed:large` (20 000 EDs at --scale 1000000): the ED, a page of its sales, a page of its bills,
 * level and stars, the programmes, the contract signature, plus partnerCheck (on demand). Each read
 * is the module function the route calls, 10 warm-ups then 100 timed runs; p50/p95 in ms are
 * printed, never asserted. The EDs timed: the busiest (most sales) and a median one of the network
 * as the holding sees them, and the busiest of the demo branch as that branch sees it.
 */
import { sql } from 'kysely';
import { type Db, openDatabase } from '../db/connection.ts';
import { contractSignature, partnerCheck } from '../domains/network/ed-contracts.ts';
import { edSales, findEd } from '../domains/network/ed-details.ts';
import { edBills, edLevelStars, edProgrammes } from '../domains/network/ed-overview.ts';
import type { EdScope } from '../domains/network/eds.ts';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('set DATABASE_URL=postgres://… (a seed:large database)');

const WARMUP = 10;
const RUNS = 100;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function time(work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARMUP; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** EDs by their sales: the busiest and the median, in the scope. */
async function edsBySales(db: Db, unitId: string | null) {
  const { rows } = await sql<{ id: string; n: string }>`
    select u.id, count(s.id)::text as n from users u left join sales s on s.seller_id = u.id
    where u.is_affiliated ${unitId ? sql`and u.organisation_id = ${unitId}` : sql``}
    group by u.id order by count(s.id) desc, u.id`.execute(db);
  return { busiest: rows[0], median: rows[Math.floor(rows.length / 2)], total: rows.length };
}

const db = await openDatabase({ kind: 'postgres', url });
try {
  const branch = await db
    .selectFrom('users')
    .select('organisation_id')
    .where('username', '=', 'unidade@demo.com.br')
    .executeTakeFirstOrThrow();
  const network = await edsBySales(db, null);
  const centro = await edsBySales(db, branch.organisation_id);
  console.log(
    `ED details reads on ${new URL(url).pathname.slice(1)}: ${network.total} EDs, ${RUNS} runs each`,
  );
  const page = { page: 0, pageSize: 10, order: 'desc' } as const;
  const cases: [string, EdScope, { id: string; n: string } | undefined][] = [
    ['network, busiest ED (holding)', { unitId: null }, network.busiest],
    ['network, median ED (holding)', { unitId: null }, network.median],
    ['demo branch, busiest ED (branch)', { unitId: branch.organisation_id }, centro.busiest],
  ];
  for (const [label, scope, ed] of cases) {
    if (!ed) continue;
    console.log(`\n${label}: ${ed.n} sales`);
    const reads: [string, () => Promise<unknown>][] = [
      ['GET /v1/affiliates/{id}', () => findEd(db, scope, ed.id)],
      ['GET …/sales (page of 10)', () => edSales(db, scope, ed.id, { ...page, orderBy: 'payment_date' })],
      ['GET …/bills (page of 10)', () => edBills(db, scope, ed.id, { ...page, orderBy: 'cycle.number' })],
      ['GET …/levels-stars', () => edLevelStars(db, scope, ed.id)],
      ['GET …/programmes', () => edProgrammes(db, scope, ed.id)],
      ['GET …/contract-sign', () => contractSignature(db, scope, ed.id)],
      ['GET …/partner-check', () => partnerCheck(db, scope, ed.id)],
    ];
    for (const [name, work] of reads) {
      const { p50, p95 } = await time(work);
      console.log(
        `  ${name.padEnd(28)} p50 ${p50.toFixed(2).padStart(7)} ms   p95 ${p95.toFixed(2).padStart(7)} ms`,
      );
    }
  }
} finally {
  await db.destroy();
}
