import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loggerFrom } from '../logger.ts';
import { TEST_BCRYPT_COST } from '../testing/config.ts';
import { useTestUpstream } from '../testing/harness.ts';
import { BILL_STATUSES, COMMISSION_STATUSES } from './finance-types.ts';
import { PRODUCERS } from './seed/finance/catalogue.ts';
import { CYCLES_WITHOUT_GOALS } from './seed/finance/cycles.ts';
import { SEED_BASE_DATE } from './seed/ids.ts';
import { DEMO_USERS } from './seed/users.ts';
import { seedIfEmpty } from './seed.ts';

const up = useTestUpstream();

/** Each demo account: the affiliate side of every demo affiliate and agent, and every demo unit. */
const ACCOUNTS = [
  ['affiliate', DEMO_USERS.affiliated.username],
  ['affiliate', DEMO_USERS.agent.username],
  ['affiliate', DEMO_USERS.multi.username],
  ['branch', 'Unidade Fortaleza Centro'],
  ['branch', 'Unidade Fortaleza Aldeota'],
  ['branch', 'Agência Sertão Digital'],
] as const;

const ownerName = sql<string>`coalesce(u.username, o.name)`;

describe('finance seed', () => {
  it('has 13 closed commercial cycles, the current 14 and two ahead; financial 13 current with two ahead; goals but for 3 and 7', async () => {
    const { db } = up();
    const commercial = await db.selectFrom('commercial_cycles').selectAll().orderBy('number').execute();
    expect(commercial.map((cycle) => cycle.number)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    const covering = (cycle: { starts_at: Date; ends_at: Date }) =>
      cycle.starts_at <= SEED_BASE_DATE && SEED_BASE_DATE <= cycle.ends_at;
    expect(commercial.filter(covering).map((cycle) => cycle.number)).toEqual([14]);
    const financial = await db.selectFrom('financial_cycles').selectAll().orderBy('number').execute();
    expect(financial.map((cycle) => cycle.number)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(financial.filter(covering).map((cycle) => cycle.number)).toEqual([13]);
    const goals = await db
      .selectFrom('goals')
      .innerJoin('commercial_cycles as c', 'c.id', 'goals.cycle_id')
      .select('c.number')
      .execute();
    expect(goals).toHaveLength(16 - CYCLES_WITHOUT_GOALS.length);
    for (const number of CYCLES_WITHOUT_GOALS) expect(goals.map((row) => row.number)).not.toContain(number);
  });

  it('has cycles that follow one another without overlapping, so at most one is current', async () => {
    for (const table of ['commercial_cycles', 'financial_cycles'] as const) {
      const cycles = await up()
        .db.selectFrom(table)
        .select(['starts_at', 'ends_at'])
        .orderBy('number')
        .execute();
      for (const [i, cycle] of cycles.slice(1).entries()) {
        expect(cycle.starts_at.getTime() - (cycles[i]?.ends_at.getTime() ?? 0)).toBe(1);
      }
    }
  });

  it('gives every demo account commissions in every status, Debit rows, and bills in every status', async () => {
    const { rows } = await sql<{ side: string; owner: string; statuses: string[]; types: string[] }>`
      select c.side, ${ownerName} as owner, array_agg(distinct c.status) as statuses, array_agg(distinct c.type) as types
      from commissions c left join users u on u.id = c.user_id left join organisations o on o.id = c.unit_id
      group by 1, 2`.execute(up().db);
    const bills = await sql<{ side: string; owner: string; statuses: string[] }>`
      select b.side, ${ownerName} as owner, array_agg(distinct b.status) as statuses
      from bills b left join users u on u.id = b.user_id left join organisations o on o.id = b.unit_id
      group by 1, 2`.execute(up().db);
    for (const [side, owner] of ACCOUNTS) {
      const commissions = rows.find((row) => row.side === side && row.owner === owner);
      expect([...(commissions?.statuses ?? [])].sort(), owner).toEqual([...COMMISSION_STATUSES].sort());
      expect([...(commissions?.types ?? [])].sort(), owner).toEqual(['Credit', 'Debit']);
      const billed = bills.rows.find((row) => row.side === side && row.owner === owner);
      expect([...(billed?.statuses ?? [])].sort(), owner).toEqual([...BILL_STATUSES].sort());
    }
  });

  it('keeps bills consistent: value = entries = commissions, error messages on Error and PaymentError', async () => {
    const { rows } = await sql<{
      id: string;
      status: string;
      value: number;
      entries: string;
      paid: string;
      error: string | null;
    }>`
      select b.id, b.status, b.value_cents as value, b.error_message as error,
        (select sum(value_cents) from bill_entries e where e.bill_id = b.id) as entries,
        (select sum(case when type = 'Debit' then -value_cents else value_cents end) from commissions c where c.bill_id = b.id) as paid
      from bills b`.execute(up().db);
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(row.value).toBeGreaterThan(0);
      expect(Number(row.entries)).toBe(row.value);
      expect(Number(row.paid)).toBe(row.value);
      expect(row.error !== null).toBe(row.status === 'Error' || row.status === 'PaymentError');
    }
  });

  it('dates every sale and commission before the base date, and has valid producer CNPJs', async () => {
    const { db } = up();
    const latest = await db
      .selectFrom('commissions')
      .select((eb) => eb.fn.max('date').as('max'))
      .executeTakeFirstOrThrow();
    expect(new Date(latest.max).getTime()).toBeLessThanOrEqual(SEED_BASE_DATE.getTime());
    const producers = await db.selectFrom('producers').select('cnpj').execute();
    expect(producers.map((row) => row.cnpj).sort()).toEqual(
      PRODUCERS.map((producer) => producer.cnpj).sort(),
    );
    expect(PRODUCERS.map((producer) => producer.cnpj)).toContain('12345678000195');
  });

  // Last: it empties the finance tables of this file's database before seeding them again.
  it('fills in the finance data of a database seeded before the finance tables existed', async () => {
    const { db } = up();
    const count = async () => {
      const { rows } = await sql<{ n: string }>`
        select (select count(*) from sales where payment_id not like 'net-%') + (select count(*) from commissions) + (select count(*) from bills)
          + (select count(*) from invoices) + (select count(*) from commercial_cycles)
          + (select count(*) from vouchers) as n`.execute(db);
      return Number(rows[0]?.n);
    };
    // The interior EDs' sales (`net-…`) come from the network seed, which this does not re-run.
    const before = await count();
    // The vouchers (migration 0004) refer to producers and the points ledger (0015) to commissions:
    // such a database had none either.
    for (const table of [
      'point_entries',
      'vouchers',
      'invoices',
      'commissions',
      'bill_entries',
      'bills',
      'sales',
      'unit_goals',
      'goals',
      'financial_cycles',
      'commercial_cycles',
      'user_career_levels',
      'career_levels',
      'invoice_integrations',
      'products',
      'producers',
    ] as const) {
      await db.deleteFrom(table).execute();
    }
    expect(await count()).toBe(0);
    const logger = loggerFrom('silent', () => undefined);
    expect(await seedIfEmpty(db, { bcryptCost: TEST_BCRYPT_COST, logger })).toBe(false);
    expect(await count()).toBe(before);
  });
});
