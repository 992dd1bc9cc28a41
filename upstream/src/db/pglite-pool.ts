/**
 * Kysely's PostgresDialect speaks to a `pg`-style pool. PGlite is ONE connection, so this adapter
 * is a pool of size one: `connect()` waits until the previous client is released. Kysely holds the
 * client for the whole of a transaction, so statements of concurrent requests never interleave
 * inside another request's transaction. (Inside `db.transaction()` always query through `trx`:
 * querying through `db` there waits for a client the transaction itself holds.)
 */
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];

/**
 * PGlite reports affected rows but not the command tag; Kysely only uses the tag to decide whether
 * the count means something, so the leading verb is enough. Anything else with affected rows (a
 * data-modifying CTE) is reported as UPDATE so its count is not lost.
 */
const commandOf = (sql: string, affectedRows: number): Command => {
  const verb = /^\s*(insert|update|delete|merge)\b/i.exec(sql)?.[1]?.toUpperCase();
  if (verb === 'INSERT' || verb === 'UPDATE' || verb === 'DELETE' || verb === 'MERGE') return verb;
  return affectedRows > 0 ? 'UPDATE' : 'SELECT';
};

export class PGlitePool implements PostgresPool {
  /** Resolves when the current holder releases; each connect() chains onto it. */
  private tail: Promise<void> = Promise.resolve();
  private ended = false;

  constructor(private readonly pglite: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    if (this.ended) throw new Error('the PGlite pool has been closed');
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.tail;
    this.tail = previous.then(() => released);
    await previous;
    return this.client(release);
  }

  /**
   * One piece of SQL on the connection, taken and given back like a pooled client, so it never
   * runs inside another caller's transaction. Without values it may hold several statements
   * (pg-boss creates its schema in one `BEGIN; …; COMMIT;` text), which only `exec` accepts; the
   * rows returned are the last statement's.
   */
  async executeSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }> {
    const client = await this.connect();
    try {
      if (values && values.length > 0) return { rows: (await this.pglite.query(text, [...values])).rows };
      const results = await this.pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    } finally {
      client.release();
    }
  }

  /** Waits for the current holder (a running transaction) before closing the database. */
  async end(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    await this.tail;
    await this.pglite.close();
  }

  private client(release: () => void): PostgresPoolClient {
    const { pglite } = this;
    let released = false;
    const query = async <R>(sql: string, parameters: ReadonlyArray<unknown>) => {
      if (released) throw new Error('query on a released PGlite client');
      const result = await pglite.query<R>(sql, [...parameters]);
      const rowCount = result.affectedRows ?? 0;
      return { command: commandOf(sql, rowCount), rowCount, rows: result.rows };
    };
    return {
      // Kysely's interface overloads query() with a cursor form used only for streaming, which this
      // dialect does not configure; the cast narrows our one implementation to that overload set.
      query: query as PostgresPoolClient['query'],
      release: () => {
        if (released) return;
        released = true;
        release();
      },
    };
  }
}
