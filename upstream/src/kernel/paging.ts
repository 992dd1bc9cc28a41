/** A page of rows (contract "Page"): what the domain modules take and answer. */
import { type RawBuilder, sql } from 'kysely';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export interface PageRequest<K extends string> {
  page: number;
  pageSize: number;
  orderBy: K;
  order: 'asc' | 'desc';
}

export interface Page<T> {
  items: T[];
  totalRows: number;
  page: number;
  pageSize: number;
}

/** `condition` narrowed to the rows of `table` in one of `statuses`; no filter when there are none. */
export const withStatuses = (
  condition: RawBuilder<boolean>,
  table: string,
  statuses: readonly string[],
): RawBuilder<boolean> =>
  statuses.length > 0
    ? sql<boolean>`${condition} and ${sql.ref(`${table}.status`)} in (${sql.join(statuses)})`
    : condition;

/** Numbers from aggregates: pg returns bigint sums and counts as text, PGlite as bigint or number. */
export const toInt = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
