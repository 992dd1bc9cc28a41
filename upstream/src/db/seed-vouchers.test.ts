import { describe, expect, it } from 'vitest';
import { loggerFrom } from '../logger.ts';
import { TEST_BCRYPT_COST } from '../testing/config.ts';
import { useTestUpstream } from '../testing/harness.ts';
import { producerId } from './seed/finance/catalogue.ts';
import { SEED_BASE_DATE } from './seed/ids.ts';
import { organisationId } from './seed/organisations.ts';
import { DEMO_USERS, userId } from './seed/users.ts';
import { VOUCHER_OWNERS, voucherRows } from './seed/vouchers.ts';
import { seedIfEmpty } from './seed.ts';

const up = useTestUpstream();

describe('vouchers seed', () => {
  it('is deterministic, with unique human codes', () => {
    const rows = voucherRows();
    expect(voucherRows()).toEqual(rows);
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
    expect(rows.length).toBe(VOUCHER_OWNERS.reduce((sum, owner) => sum + owner.count, 0));
    expect(rows.length).toBeGreaterThanOrEqual(120);
  });

  it('dates expired vouchers before the base date and the available ones after it', () => {
    for (const row of voucherRows()) {
      const expires = new Date(row.expires_at as Date).getTime();
      if (row.status === 'EXPIRED') expect(expires).toBeLessThan(SEED_BASE_DATE.getTime());
      if (row.status === 'AVAILABLE' || row.status === 'REAVAILABLE')
        expect(expires).toBeGreaterThan(SEED_BASE_DATE.getTime());
      expect(row.value_cents).toBe(row.points * 10);
    }
  });

  it('links the producer account to Mandacaru', async () => {
    const row = await up()
      .db.selectFrom('producers')
      .select('organisation_id')
      .where('id', '=', producerId('mandacaru'))
      .executeTakeFirstOrThrow();
    expect(row.organisation_id).toBe(organisationId('producer'));
  });

  it("stores each owner's unit with the voucher", async () => {
    const rows = await up()
      .db.selectFrom('vouchers')
      .select('unit_id')
      .where('owner_id', '=', userId(DEMO_USERS.affiliated.username))
      .execute();
    expect(rows).toHaveLength(25);
    for (const row of rows) expect(row.unit_id).toBe(organisationId('unitCentro'));
  });

  // Last: it empties the vouchers of this file's database before seeding them again.
  it('fills in the vouchers of a database seeded before the vouchers table existed', async () => {
    const { db } = up();
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('vouchers')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await db.deleteFrom('vouchers').execute();
    const logger = loggerFrom('silent', () => undefined);
    expect(await seedIfEmpty(db, { bcryptCost: TEST_BCRYPT_COST, logger })).toBe(false);
    expect(await count()).toBe(before);
  });
});
