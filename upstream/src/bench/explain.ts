/**
 * The SQL the routes run, captured from the very functions they call (the cases' direct calls,
 * through Kysely's query log) and not retyped, so what is explained is what is served:
 * - `workOf`: the 8 kB pages (shared buffers) and server time of one call's queries, from
 *   EXPLAIN (ANALYZE, BUFFERS). Page counts do not depend on the machine's load, so they show how
 *   the cost grows with the data even when timings are noisy;
 * - `explainMainQueries` (`bench --explain`): the plans themselves, for docs/performance.md.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/connection.ts';
import type { Database } from '../db/types.ts';
import { HTTP_CASES, SCOPES } from './cases.ts';

type Captured = { sql: string; parameters: readonly unknown[] };

/**
 * The current-cycle lookups every cycle-based read starts with (by number, or by the clock's now
 * between the bounds, kernel/current-cycle.ts): scans of a table of a few dozen rows.
 */
const CYCLE_LOOKUP = /from "(commercial|financial)_cycles"\s+where \(?"(starts_at|number)"/;

export interface Capture {
  db: Db;
  /** Runs `work` and returns the queries it sent. */
  queriesOf(work: (db: Db) => Promise<unknown>): Promise<Captured[]>;
  explain(query: Captured, format: 'text' | 'json'): Promise<unknown[]>;
  close(): Promise<void>;
}

export function capture(url: string): Capture {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  let captured: Captured[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
  return {
    db,
    async queriesOf(work) {
      captured = [];
      await work(db);
      return captured;
    },
    async explain(query, format) {
      const options = format === 'json' ? 'ANALYZE, BUFFERS, FORMAT JSON' : 'ANALYZE, BUFFERS, COSTS OFF';
      const { rows } = await pool.query(`EXPLAIN (${options}) ${query.sql}`, [...query.parameters]);
      return rows.map((row: { 'QUERY PLAN': unknown }) => row['QUERY PLAN']);
    },
    close: () => db.destroy(),
  };
}

interface JsonPlan {
  Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
  'Execution Time': number;
}

/** Pages touched and server milliseconds of every query one call of `work` sends. */
export async function workOf(
  on: Capture,
  work: (db: Db) => Promise<unknown>,
): Promise<{ pages: number; serverMs: number }> {
  let pages = 0;
  let serverMs = 0;
  for (const query of await on.queriesOf(work)) {
    const [document] = (await on.explain(query, 'json')) as [JsonPlan[]];
    const plan = document[0];
    if (!plan) continue;
    pages += plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'];
    serverMs += plan['Execution Time'];
  }
  return { pages, serverMs };
}

/** Prints the plans of every query each explained case runs (cycle lookups left out). */
export async function explainMainQueries(url: string, print: (line: string) => void): Promise<void> {
  const on = capture(url);
  try {
    for (const { name, viewer, direct, explain } of HTTP_CASES) {
      if (!explain || !direct) continue;
      print(`\n#### ${name}\n`);
      for (const query of await on.queriesOf((db) => direct(db, SCOPES[viewer]))) {
        if (CYCLE_LOOKUP.test(query.sql)) continue;
        print('```');
        print(query.sql);
        print('');
        for (const line of await on.explain(query, 'text')) print(String(line));
        print('```');
      }
    }
  } finally {
    await on.close();
  }
}
