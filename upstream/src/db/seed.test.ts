import { describe, expect, it } from 'vitest';
import { loggerFrom } from '../logger.ts';
import { TEST_BCRYPT_COST } from '../testing/config.ts';
import { useTestUpstream } from '../testing/harness.ts';
import type { Db } from './connection.ts';
import { migrateToLatest } from './migrate.ts';
import { PENDING_ACCREDITATIONS } from './seed/accreditations.ts';
import { SEED_BASE_DATE } from './seed/ids.ts';
import { NETWORK_AGENTS } from './seed/network-agents.ts';
import { NETWORK_EDS } from './seed/network-units.ts';
import { DEMO_USERS, SEED_USERS, userId } from './seed/users.ts';
import { seed, seedIfEmpty } from './seed.ts';

const up = useTestUpstream();
const silent = loggerFrom('silent', () => undefined);
const options = { bcryptCost: TEST_BCRYPT_COST, logger: silent };

const TABLES = ['organisations', 'users', 'notifications', 'ed_notifications'] as const;

async function counts(db: Db): Promise<Record<string, number>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return [table, Number(row.n)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('seed', () => {
  it('creates every seeded account under its deterministic id', async () => {
    const users = await up().db.selectFrom('users').select(['id', 'username']).execute();
    const expected = [...SEED_USERS, ...NETWORK_EDS, ...NETWORK_AGENTS, ...PENDING_ACCREDITATIONS].map(
      (user) => user.username,
    );
    expect(users.map((user) => user.username).sort()).toEqual(expected.sort());
    for (const user of users) expect(user.id).toBe(userId(user.username));
  });

  it('dates every notification before the fixed base date, never "now"', async () => {
    const rows = await up().db.selectFrom('notifications').select('created_at').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.created_at.getTime()).toBeLessThan(SEED_BASE_DATE.getTime());
  });

  it('gives every demo account a working bcrypt hash of the demo password', async () => {
    const rows = await up()
      .db.selectFrom('users')
      .select('password_hash')
      .where(
        'username',
        'in',
        Object.values(DEMO_USERS).map((user) => user.username),
      )
      .execute();
    expect(rows).toHaveLength(Object.keys(DEMO_USERS).length);
    for (const row of rows) expect(row.password_hash).toMatch(/^\$2[aby]\$\d\d\$/);
  });

  it('is idempotent, and migrations re-run as no-ops', async () => {
    const { db } = up();
    const before = await counts(db);
    await migrateToLatest(db, silent);
    await seed(db, options);
    expect(await seedIfEmpty(db, options)).toBe(false);
    expect(await counts(db)).toEqual(before);
  });
});
