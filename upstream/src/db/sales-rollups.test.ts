/**
 * The sales rollups (migration 0028) must equal what `sales` adds up directly, after any mix of
 * writes: `registerSale`, multi-row inserts, refunds and cancellations, changes of value, date
 * (across Fortaleza's midnight), product, seller, unit and link, a deleted link (its sales' link
 * set to null by the foreign key), deletes — and concurrent inserts of the same day and product
 * (PostgreSQL with TEST_DATABASE_URL; PGlite runs one connection, so there they run in turn).
 * Checked twice: the rollup rows against a GROUP BY of `sales`, and every read served by a rollup
 * (per product, per link, sellers page, the every-sale count) against the same read on `sales`.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { periodOf, type ReadScope } from '../domains/products/sale-scope.ts';
import { listSales } from '../domains/products/sales.ts';
import { registerSale } from '../domains/products/sales-register.ts';
import { salesBySeller, salesTracking } from '../domains/products/sales-tracking.ts';
import { coversNow } from '../kernel/current-cycle.ts';
import { toInt } from '../kernel/paging.ts';
import { NO_SALE_FILTER } from '../kernel/sale-filter.ts';
import { findActiveViewer } from '../kernel/viewer.ts';
import { useTestUpstream } from '../testing/harness.ts';
import { organisationId } from './seed/organisations.ts';
import { DEMO_USERS, userId } from './seed/users.ts';

const up = useTestUpstream();

/** Deterministic pseudo-random numbers (mulberry32): a failure replays with the same writes. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY = sql.raw(`((payment_date at time zone 'UTC') - interval '3 hours')::date`);
type Rows = Record<string, unknown>[];
const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await query.execute(up().db)).rows as Rows).map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])),
  );
const normalised = (rows: Rows) =>
  rows
    .map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          v instanceof Date
            ? v.toISOString().slice(0, 10)
            : typeof v === 'string' && /^\d+$/.test(v)
              ? Number(v)
              : v,
        ]),
      ),
    )
    .map((row) => JSON.stringify(row))
    .sort();

/** The rollup tables (zero rows left out) equal a GROUP BY of `sales`. */
async function expectRollupsExact(): Promise<void> {
  expect(
    normalised(
      await rowsOf(sql`select day::text as day, product_id, link_id, sales, approved, value_cents, refunded
        from sales_daily_products where sales <> 0`),
    ),
  ).toEqual(
    normalised(
      await rowsOf(sql`select ${DAY}::text as day, product_id, link_id, count(*)::int as sales,
        (count(*) filter (where status = 'APPROVED'))::int as approved,
        coalesce(sum(value_cents) filter (where status = 'APPROVED'), 0)::bigint as value_cents,
        (count(*) filter (where status = 'REFUNDED'))::int as refunded
        from sales group by 1, 2, 3`),
    ),
  );
  expect(
    normalised(
      await rowsOf(sql`select day::text as day, seller_id, sales, approved, value_cents
        from sales_daily_sellers where sales <> 0`),
    ),
  ).toEqual(
    normalised(
      await rowsOf(sql`select ${DAY}::text as day, seller_id, count(*)::int as sales,
        (count(*) filter (where status = 'APPROVED'))::int as approved,
        coalesce(sum(value_cents) filter (where status = 'APPROVED'), 0)::bigint as value_cents
        from sales group by 1, 2`),
    ),
  );
  expect(
    normalised(await rowsOf(sql`select status, sales from sales_status_totals where sales <> 0`)),
  ).toEqual(normalised(await rowsOf(sql`select status, count(*) as sales from sales group by status`)));
}

/** The reads served by the rollups equal the same reads computed from `sales`. */
async function expectReadsExact(periods: readonly [string, string][]): Promise<void> {
  const { db } = up();
  const producer: ReadScope = { kind: 'producer', organisationId: organisationId('producer') };
  for (const [from, to] of periods) {
    const period = periodOf(from, to);
    const inPeriod = sql`payment_date >= ${period.start} and payment_date < ${period.end}`;
    const totals = (key: 'product_id' | 'link_id', scope: ReadScope) =>
      rowsOf(sql`select ${sql.ref(key)} as id, (count(*) filter (where status = 'APPROVED'))::int as sales,
        coalesce(sum(value_cents) filter (where status = 'APPROVED'), 0)::bigint as value_cents,
        (count(*) filter (where status = 'REFUNDED'))::int as refunded
        from sales where ${inPeriod} and ${sql.ref(key)} is not null
        and (${scope.kind !== 'producer'} or product_id in (select products.id from products
          join producers on producers.id = products.producer_id
          where producers.organisation_id = ${organisationId('producer')}))
        group by 1`);
    for (const scope of [{ kind: 'all' } as const, producer]) {
      const read = await salesTracking(db, scope, period);
      expect(
        normalised(
          read.products.map((p) => ({
            id: p.product_id,
            sales: p.sales,
            value_cents: p.value_cents,
            refunded: p.refunded,
          })),
        ),
      ).toEqual(normalised(await totals('product_id', scope)));
      expect(
        normalised(read.links.map((l) => ({ id: l.link_id, sales: l.sales, value_cents: l.value_cents }))),
      ).toEqual(normalised((await totals('link_id', scope)).map(({ refunded: _r, ...row }) => row)));
    }
    const sellers = await salesBySeller(db, { kind: 'all' }, period, { page: 0, pageSize: 100_000 });
    const expected =
      await rowsOf(sql`select seller_id, (count(*) filter (where status = 'APPROVED'))::int as sales,
      coalesce(sum(value_cents) filter (where status = 'APPROVED'), 0)::bigint as value_cents
      from sales where ${inPeriod} group by seller_id`);
    expect(sellers.totalRows).toBe(expected.length);
    expect(normalised(sellers.items.map(({ seller_name: _n, ...row }) => row))).toEqual(normalised(expected));
    const past = await salesBySeller(db, { kind: 'all' }, period, { page: 100_000, pageSize: 10 });
    expect([past.items.length, past.totalRows]).toEqual([0, expected.length]);
    // The first page's order: value, then seller id, as the read from `sales` orders them.
    const page = await salesBySeller(db, { kind: 'all' }, period, { page: 0, pageSize: 5 });
    expect(page.items.map((row) => row.seller_id)).toEqual(
      sellers.items.slice(0, 5).map((row) => row.seller_id),
    );
  }
  const every = { all: true, unitId: null, sellerId: null };
  const request = { page: 0, pageSize: 1, order: 'desc', orderBy: 'payment_date' } as const;
  const list = await listSales(db, every, request, NO_SALE_FILTER);
  const counted = await db
    .selectFrom('sales')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  expect(list.totalRows).toBe(toInt(counted.n));
}

interface Context {
  sellers: string[];
  units: string[];
  products: string[];
  links: { id: string; code: string; product_id: string }[];
  cycle: string;
  /** A moment of the current cycle, in the past: registerSale takes it. */
  inCycle: Date;
  periods: [string, string][];
}

async function contextOf(): Promise<Context> {
  const { db } = up();
  const sellers = (await db.selectFrom('sales').select('seller_id').distinct().execute()).map(
    (r) => r.seller_id,
  );
  const units = (await db.selectFrom('organisations').select('id').limit(5).execute()).map((r) => r.id);
  const products = (await db.selectFrom('products').select('id').execute()).map((r) => r.id);
  const links = await db.selectFrom('links').select(['id', 'code', 'product_id']).execute();
  const cycle = await db
    .selectFrom('commercial_cycles')
    .select(['id', 'starts_at'])
    .where(coversNow())
    .executeTakeFirstOrThrow();
  const first = await db
    .selectFrom('sales')
    .select((eb) => eb.fn.min('payment_date').as('first'))
    .executeTakeFirstOrThrow();
  const day = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10);
  const start = new Date(first.first as unknown as Date).getTime();
  const periods: [string, string][] = [
    [day(start), day(start + 365 * 86_400_000)],
    [day(start + 200 * 86_400_000), day(start + 230 * 86_400_000)],
    [day(Date.now() - 300 * 86_400_000), day(Date.now() + 30 * 86_400_000)],
  ];
  const inCycle = new Date(new Date(cycle.starts_at as unknown as Date).getTime() + 3_600_000);
  return { sellers, units, products, links, cycle: cycle.id, inCycle, periods };
}

let paymentSeq = 0;
const paymentId = () => `rollup-${Date.now()}-${++paymentSeq}`;

/** One random write; answers what it did, for the failure message. */
async function randomWrite(rand: () => number, ctx: Context): Promise<string> {
  const { db } = up();
  const pick = <T>(values: readonly T[]): T => values[Math.floor(rand() * values.length)] as T;
  const someSales = (n: number) =>
    db
      .selectFrom('sales')
      .select('id')
      .orderBy(sql`md5(id::text || ${String(rand())})`)
      .limit(n)
      .execute()
      .then((rows) => rows.map((row) => row.id));
  const kind = Math.floor(rand() * 9);
  switch (kind) {
    case 0: {
      const link = pick(ctx.links);
      const viewer = await findActiveViewer(db, userId(DEMO_USERS.holding.username));
      if (!viewer) throw new Error('no holding viewer');
      await registerSale(db, viewer, {
        productId: link.product_id,
        paymentId: paymentId(),
        customerName: 'Cliente Rollup',
        valueCents: 1_000 + Math.floor(rand() * 100_000),
        installments: 1,
        paymentDate: new Date(ctx.inCycle.getTime() + Math.floor(rand() * 3_600_000)),
        linkCode: link.code,
      });
      return 'registerSale';
    }
    case 1: {
      const n = 1 + Math.floor(rand() * 4);
      const base = Date.now() - Math.floor(rand() * 300) * 86_400_000;
      await db
        .insertInto('sales')
        .values(
          Array.from({ length: n }, () => ({
            seller_id: pick(ctx.sellers),
            unit_id: rand() < 0.3 ? null : pick(ctx.units),
            product_id: pick(ctx.products),
            customer_name: 'Cliente Lote',
            payment_id: paymentId(),
            status: pick(['APPROVED', 'APPROVED', 'REFUNDED', 'CANCELED'] as const),
            value_cents: Math.floor(rand() * 500_000),
            payment_date: new Date(base + Math.floor(rand() * 86_400_000)),
            cycle_id: ctx.cycle,
          })),
        )
        .execute();
      return `insert ${n}`;
    }
    case 2: {
      const ids = await someSales(1 + Math.floor(rand() * 5));
      const status = pick(['REFUNDED', 'CANCELED', 'APPROVED'] as const);
      await db.updateTable('sales').set({ status }).where('id', 'in', ids).execute();
      return `status ${status} × ${ids.length}`;
    }
    case 3: {
      const ids = await someSales(3);
      await db
        .updateTable('sales')
        .set({ value_cents: sql`value_cents + ${Math.floor(rand() * 1000) - 500}` })
        .where('id', 'in', ids)
        .where('value_cents', '>=', 500)
        .execute();
      return 'value';
    }
    case 4: {
      // Hours either way: often across midnight in Fortaleza, so the row moves to another day.
      const ids = await someSales(3);
      const hours = Math.floor(rand() * 48) - 24;
      await db
        .updateTable('sales')
        .set({ payment_date: sql`payment_date + ${`${hours} hours`}::interval` })
        .where('id', 'in', ids)
        .execute();
      return `date ${hours} h`;
    }
    case 5: {
      const [id] = await someSales(1);
      const column = pick(['product_id', 'seller_id', 'unit_id', 'link_id'] as const);
      const value =
        column === 'product_id'
          ? pick(ctx.products)
          : column === 'seller_id'
            ? pick(ctx.sellers)
            : column === 'unit_id'
              ? rand() < 0.5
                ? null
                : pick(ctx.units)
              : rand() < 0.3
                ? null
                : pick(ctx.links).id;
      await db
        .updateTable('sales')
        .set({ [column]: value })
        .where('id', '=', id ?? '')
        .execute();
      return `${column}`;
    }
    case 6: {
      await db
        .updateTable('sales')
        .set({ customer_name: 'Outro Nome' })
        .where('id', 'in', await someSales(2))
        .execute();
      return 'customer name';
    }
    case 7: {
      // Sales without commissions (inserted here) can go; a mixed statement deletes several.
      const { numDeletedRows } = await db
        .deleteFrom('sales')
        .where('payment_id', 'like', 'rollup-%')
        .where('id', 'not in', db.selectFrom('commissions').select('sale_id'))
        .where(sql<boolean>`random() < 0.5`)
        .executeTakeFirst();
      return `delete ${numDeletedRows}`;
    }
    default: {
      // One statement moving many sales at once, several days and products.
      await sql`update sales set status = case when status = 'APPROVED' then 'REFUNDED' else 'APPROVED' end,
        payment_date = payment_date + interval '5 hours'
        where id in (select id from sales order by md5(id::text || ${String(rand())}) limit 20)`.execute(db);
      return 'many';
    }
  }
}

describe('sales rollups (migration 0028)', () => {
  it('match sales as seeded, and every read they serve matches the read on sales', async () => {
    const ctx = await contextOf();
    await expectRollupsExact();
    await expectReadsExact(ctx.periods);
  });

  it('stay exact through a random mix of writes (registerSale, refunds, moves, deletes)', async () => {
    const ctx = await contextOf();
    const rand = random(20_261_124);
    const done: string[] = [];
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 12; i++) done.push(await randomWrite(rand, ctx));
      await expectRollupsExact();
    }
    // A deleted link sets its sales' link to null (an UPDATE by the foreign key): they move rows.
    const link = ctx.links[0];
    if (link) {
      await up()
        .db.updateTable('sales')
        .set({ link_id: link.id })
        .where('id', 'in', up().db.selectFrom('sales').select('id').limit(3))
        .execute();
      await up().db.deleteFrom('links').where('id', '=', link.id).execute();
    }
    await expectRollupsExact();
    await expectReadsExact(ctx.periods);
    expect(done.length).toBe(72);
  });

  it('lose no update when transactions insert sales of the same day and product at once', async () => {
    const ctx = await contextOf();
    const { db } = up();
    const when = new Date(Date.now() - 86_400_000);
    const product = ctx.products[0] ?? '';
    const writes = Array.from({ length: 12 }, (_, i) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sales')
          .values(
            [0, 1].map((k) => ({
              seller_id: ctx.sellers[(i + k) % 2] ?? '',
              product_id: product,
              customer_name: 'Concorrente',
              payment_id: paymentId(),
              status: 'APPROVED' as const,
              value_cents: 100 * (i + 1),
              payment_date: when,
              cycle_id: ctx.cycle,
            })),
          )
          .execute();
        // Hold the rollup rows a while, so the others queue on them.
        await sql`select pg_sleep(0.02)`.execute(trx);
        await trx
          .updateTable('sales')
          .set({ status: 'REFUNDED' })
          .where('payment_id', 'like', 'rollup-%')
          .where('customer_name', '=', 'Concorrente')
          .where('value_cents', '=', 100 * (i + 1))
          .where(sql<boolean>`seller_id = ${ctx.sellers[i % 2] ?? ''}`)
          .execute();
      }),
    );
    await Promise.all(writes);
    await expectRollupsExact();
    await expectReadsExact(ctx.periods);
  });
});
