/**
 * The finance lists ordered by a name (sales by customer, commissions by product, bills by
 * producer) sort accent- and case-insensitively like the ED list (migration 0009, `name_key`).
 * Names are rewritten to mixed-case, accented ones whose byte order differs from the expected.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, userId } from '../../db/seed/users.ts';
import type { Page } from '../../kernel/paging.ts';
import { FIN, financeClient } from '../../testing/finance.ts';
import { useTestUpstream } from '../../testing/harness.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { affiliated } = DEMO_USERS;

/** Byte order would read "Ana, Zuleide, bruno, Álvaro, Érica". */
const EXPECTED = ['Álvaro', 'Ana', 'bruno', 'Érica', 'Zuleide'];
/** In byte order: the first rows of a small table (3 producers) get Zuleide, bruno, Álvaro. */
const NAMES = sql.val(['Ana', 'Zuleide', 'bruno', 'Álvaro', 'Érica']);

/** Every row of a list ordered by `orderBy`, page by page. */
async function all<T>(path: string, orderBy: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 0; ; page++) {
    const res = await call<Page<T>>(
      affiliated.username,
      `${FIN}${path}?orderBy=${orderBy}&order=ASC&pageSize=100&page=${page}`,
    );
    expect(res.status).toBe(200);
    rows.push(...res.body.items);
    if (res.body.items.length < 100) return rows;
  }
}

/** The names in list order, each run of equal names once. */
const runs = (names: string[]) => names.filter((name, i) => i === 0 || names[i - 1] !== name);

beforeAll(async () => {
  const { db } = up();
  // Each row gets one of the five names in turn (by id), so every list holds all of them.
  for (const [table, column, where] of [
    ['products', 'name', sql`true`],
    [
      'producers',
      'name',
      sql`id in (select producer_id from bills where user_id = ${userId(affiliated.username)})`,
    ],
    ['sales', 'customer_name', sql`seller_id = ${userId(affiliated.username)}`],
  ] as const) {
    await sql`update ${sql.table(table)} t set ${sql.ref(column)} = (${NAMES}::text[])[1 + n.i % 5]
      from (select id, row_number() over (order by id) as i from ${sql.table(table)} where ${where}) n
      where t.id = n.id`.execute(db);
  }
});

describe('finance lists by name', () => {
  it('sorts sales by customer name', async () => {
    const rows = await all<{ customer_name: string }>('/commissions/sells', 'customer_name');
    expect(runs(rows.map((row) => row.customer_name))).toEqual(EXPECTED);
  });

  it('sorts commissions by product name', async () => {
    const rows = await all<{ product: { name: string } }>('/commissions/commissions', 'product.name');
    expect(runs(rows.map((row) => row.product.name))).toEqual(EXPECTED);
  });

  it('sorts bills by producer name', async () => {
    const rows = await all<{ producer: { name: string } }>('/payments', 'producer.name');
    const names = runs(rows.map((row) => row.producer.name));
    expect(names).toEqual(EXPECTED.filter((name) => names.includes(name)));
    expect(names).toEqual(expect.arrayContaining(['Álvaro', 'bruno', 'Zuleide']));
  });
});
