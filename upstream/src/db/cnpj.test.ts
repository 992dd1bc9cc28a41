/**
 * CNPJ columns (migration 0008) and the seeded CNPJs: every column takes the normal form of a
 * numeric or alphanumeric CNPJ and nothing else, and the seed has valid alphanumeric ones for
 * accounts, a unit and a producer (on PGlite, and on PostgreSQL with TEST_DATABASE_URL).
 */
import { isValidCnpj } from '@portal/schema/documents/cnpj';
import { describe, expect, it } from 'vitest';
import { useTestUpstream } from '../testing/harness.ts';
import { PRODUCERS } from './seed/finance/catalogue.ts';
import { networkUnitId } from './seed/network-units.ts';
import { ORGANISATIONS, organisationId } from './seed/organisations.ts';
import { DEMO_USERS, userId } from './seed/users.ts';

const up = useTestUpstream();

const ALPHANUMERIC = /[A-Z]/;

describe('CNPJ columns', () => {
  it('seeds valid CNPJs in normal form, alphanumeric ones for accounts, a unit and a producer', async () => {
    const { db } = up();
    const [producers, users, units] = await Promise.all([
      db.selectFrom('producers').select(['id', 'cnpj']).execute(),
      db.selectFrom('users').select(['id', 'cnpj']).where('cnpj', 'is not', null).execute(),
      db.selectFrom('organisations').select(['id', 'cnpj']).where('cnpj', 'is not', null).execute(),
    ]);
    const all = [...producers, ...users, ...units].map((row) => row.cnpj);
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all.filter((cnpj) => !isValidCnpj(cnpj) || !/^[0-9A-Z]{14}$/.test(cnpj ?? ''))).toEqual([]);

    const alphanumeric = (rows: { id: string; cnpj: string | null }[]) =>
      rows.filter((row) => ALPHANUMERIC.test(row.cnpj ?? '')).map((row) => row.id);
    expect(alphanumeric(users)).toEqual(
      expect.arrayContaining([userId(DEMO_USERS.affiliated.username), userId(DEMO_USERS.agent.username)]),
    );
    // Aldeota, and the network seed's Sobral (db/seed/network-units.ts).
    expect(alphanumeric(units).sort()).toEqual(
      [organisationId('unitAldeota'), networkUnitId('sobral')].sort(),
    );
    expect(alphanumeric(producers)).toHaveLength(1);
    expect(PRODUCERS.filter((producer) => ALPHANUMERIC.test(producer.cnpj)).map((p) => p.key)).toEqual([
      'carnauba',
    ]);
    expect(ORGANISATIONS.unitCentro.cnpj).toMatch(/^\d{14}$/);
  });

  it.each(['producers', 'users', 'organisations'] as const)(
    'lets %s store the alphanumeric shape and nothing else',
    async (table) => {
      const { db } = up();
      const row = await db.selectFrom(table).select(['id', 'cnpj']).executeTakeFirstOrThrow();
      const store = (cnpj: string | null) =>
        db.updateTable(table).set({ cnpj }).where('id', '=', row.id).execute();
      for (const bad of ['12abc34501de35', '12.ABC.345/01DE-35', '12ABC34501DE3A', '12ABC34501DE3']) {
        await expect(store(bad), bad).rejects.toThrow(/check constraint/);
      }
      await store('12ABC34501DE35');
      await store('11222333000181');
      await store(row.cnpj);
    },
  );
});
