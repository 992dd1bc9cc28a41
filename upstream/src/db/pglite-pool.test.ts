/** The PGlite adapter on its own (it is not used when the suite runs on PostgreSQL). */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteSnapshot } from '../testing/harness.ts';
import { type Db, openDatabase, pgliteOf } from './connection.ts';

describe('PGlitePool', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({ kind: 'pglite', dataDir: 'memory://' }, { pgliteSnapshot: pgliteSnapshot() });
    await sql`create table probe (id int primary key, label text not null)`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
  });

  it("runs the job queue's SQL between transactions, never inside one", async () => {
    const pool = pgliteOf(db);
    if (!pool) throw new Error('no PGlite connection under the database');
    const events: string[] = [];
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into probe values (10, 'job probe')`.execute(trx);
      await gate;
      events.push('committing');
      // Rolled back: a query that had slipped into the transaction would have seen the row.
      throw new Error('roll back');
    });
    // pg-boss's poll, issued while the transaction is open: it waits, then sees no row.
    const poll = pool
      .executeSql('select count(*)::int as n from probe where id = $1', [10])
      .then((result) => {
        events.push('poll');
        return result.rows;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    openGate();
    await expect(transaction).rejects.toThrow('roll back');
    expect(await poll).toEqual([{ n: 0 }]);
    expect(events).toEqual(['committing', 'poll']);
    // Several statements without values (pg-boss's schema creation) go through exec: the last rows.
    const script = await pool.executeSql('begin; select 1 as a; select 2 as b; commit; select 3 as c');
    expect(script.rows).toEqual([{ c: 3 }]);
  });

  it('never lets another query into a running transaction', async () => {
    const events: string[] = [];
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await sql`insert into probe values (1, 'in transaction')`.execute(trx);
      events.push('inserted');
      await gate;
      events.push('committing');
    });
    // Issued while the transaction is open: it must wait for the commit, then see the row.
    const outside = sql<{ n: number }>`select count(*)::int as n from probe`.execute(db).then((result) => {
      events.push('outside query');
      return result.rows[0]?.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    openGate();
    await transaction;
    expect(await outside).toBe(1);
    expect(events).toEqual(['inserted', 'committing', 'outside query']);
  });

  it('rolls back a failed transaction and keeps working', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into probe values (2, 'rolled back')`.execute(trx);
        await sql`insert into probe values (2, 'duplicate')`.execute(trx);
      }),
    ).rejects.toThrow(/duplicate key/);
    const { rows } = await sql<{ id: number }>`select id from probe order by id`.execute(db);
    expect(rows).toEqual([{ id: 1 }]);
  });

  it('reports affected rows of insert, update and delete', async () => {
    expect((await sql`insert into probe values (3, 'a'), (4, 'b')`.execute(db)).numAffectedRows).toBe(2n);
    expect((await sql`update probe set label = 'c' where id > 2`.execute(db)).numAffectedRows).toBe(2n);
    expect((await sql`delete from probe where id = 3`.execute(db)).numAffectedRows).toBe(1n);
    expect((await sql`select * from probe`.execute(db)).numAffectedRows).toBeUndefined();
  });
});
