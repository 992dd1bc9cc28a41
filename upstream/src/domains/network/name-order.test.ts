/**
 * Names sort as Brazilians expect (migration 0009, `fold_name` and the stored `name_key`): accents and case do not change a
 * name's place, on PGlite and on PostgreSQL (TEST_DATABASE_URL), and the ED list's name-ordered
 * pages still read off an index at a realistic size.
 */
import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { foldName } from '../../db/name-key.ts';
import { DEMO_USERS } from '../../db/seed/users.ts';
import type { Page } from '../../kernel/paging.ts';
import { financeClient } from '../../testing/finance.ts';
import { useTestUpstream } from '../../testing/harness.ts';
import { type EdJson, type EdScope, edPageQuery } from './eds.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { holding } = DEMO_USERS;

/** Byte order would read "Ana, Zuleide, bruno, Álvaro, Érica". */
const EXPECTED = ['Álvaro', 'Ana', 'bruno', 'Érica', 'Zuleide'];

async function newUnit(name: string): Promise<string> {
  const unit = await up()
    .db.insertInto('organisations')
    .values({ name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return unit.id;
}

async function addEds(unitId: string, names: readonly string[]): Promise<void> {
  await up()
    .db.insertInto('users')
    .values(
      names.map((name, i) => ({
        name,
        username: `ordem.${i}.${unitId}@exemplo.com.br`,
        password_hash: 'x',
        roles: 'isAffiliated',
        organisation_id: unitId,
      })),
    )
    .execute();
}

const listed = async (query: string) => {
  const res = await call<Page<EdJson>>(holding.username, `/v1/affiliates${query}`);
  expect(res.status).toBe(200);
  return res.body.items.map((row) => row.name);
};

describe('name order', () => {
  it('folds case and accents in the name key, stored and kept up to date with the name', async () => {
    const { db } = up();
    const { rows } = await sql<{
      key: string;
    }>`select ${foldName(sql.val('ÁLVARO Érica Çã ñ'))} as key`.execute(db);
    expect(rows[0]?.key).toBe('alvaro erica ca n');
    const unitId = await newUnit('Unidade Chave');
    await addEds(unitId, ['Ângela Conceição']);
    const renamed = await db
      .updateTable('users')
      .set({ name: 'ÍRIS Ávila' })
      .where('organisation_id', '=', unitId)
      .returning('name_key')
      .executeTakeFirstOrThrow();
    expect(renamed.name_key).toBe('iris avila');
  });

  it('lists EDs accent- and case-insensitively, ties by id, both ways', async () => {
    const unitId = await newUnit('Unidade Ordem');
    await addEds(unitId, ['Zuleide', 'bruno', 'Érica', 'Ana', 'Álvaro']);
    expect(await listed(`?unit=${unitId}`)).toEqual(EXPECTED);
    expect(await listed(`?unit=${unitId}&order=DESC`)).toEqual([...EXPECTED].reverse());
    expect(await listed(`?unit=${unitId}&pageSize=2&page=1`)).toEqual(['bruno', 'Érica']);

    const twins = await newUnit('Unidade Gêmeos');
    await addEds(twins, ['Ana', 'ana', 'ANA', 'Aná']);
    const res = await call<Page<EdJson>>(holding.username, `/v1/affiliates?unit=${twins}`);
    const ids = res.body.items.map((row) => row.id);
    expect(ids).toEqual([...ids].sort());
  });

  it('still finds an accented, capitalised name by its plain lowercase words and back', async () => {
    const unitId = await newUnit('Unidade Busca');
    await addEds(unitId, ['Érica Ângela Conceição']);
    for (const search of ['erica', 'ÉRICA ang', 'conceicao', 'Conceição']) {
      expect(await listed(`?unit=${unitId}&search=${encodeURIComponent(search)}`)).toEqual([
        'Érica Ângela Conceição',
      ]);
    }
  });
});

describe('ED list plan at 20 000 EDs', () => {
  const explain = async (scope: EdScope, unit: string | null, search: string | null = null) => {
    const { db } = up();
    const page = { page: 3, pageSize: 10, orderBy: 'name', order: 'asc' } as const;
    const query = edPageQuery(db, scope, page, { search, unit }).compile();
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  };

  it('reads a name-ordered page off the name key index, for the network and for one unit', async () => {
    const { db } = up();
    const unitId = await newUnit('Unidade Grande');
    await sql`insert into users (name, username, password_hash, roles, organisation_id)
      select initcap(md5(g::text)), 'plano.' || g || '@exemplo.com.br', 'x', 'isAffiliated',
        case when g % 10 = 0 then ${unitId}::uuid end
      from generate_series(1, 20000) g`.execute(db);
    await sql`analyze users`.execute(db);

    const network = await explain({ unitId: null }, null);
    expect(network).toMatch(/Index Scan using users_ed_name_key_idx/);
    expect(network).not.toMatch(/Sort/);
    const unit = await explain({ unitId: null }, unitId);
    expect(unit).toMatch(/Index Scan using users_ed_unit_name_key_idx/);
    expect(unit).not.toMatch(/Sort/);
    // The word search reads the GIN index built on the same key.
    expect(await explain({ unitId: null }, null, 'érica')).toMatch(
      /Bitmap Index Scan on users_ed_name_search_idx/,
    );
  });
});
