/**
 * "Current" of a commercial or financial cycle, by the product's clock (kernel/clock.ts): the cycle
 * whose first and last instants contain now. The cycle tables' stored `current` flag is gone
 * (migration 0031): it said what was current when a row was written, and a database kept for weeks (or a
 * holding that forgot to open the next cycle) made it lie.
 */
import { type RawBuilder, sql } from 'kysely';
import { clockNow } from './clock.ts';

/** A boolean SQL expression: the cycle row (of `alias`, when the query joins) contains now. */
export function coversNow(alias?: string): RawBuilder<boolean> {
  const now = clockNow();
  const ref = (column: string) => sql.ref(alias ? `${alias}.${column}` : column);
  return sql<boolean>`(${ref('starts_at')} <= ${now} and ${ref('ends_at')} >= ${now})`;
}
