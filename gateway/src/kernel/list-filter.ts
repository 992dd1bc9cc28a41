import type { Schema } from 'yup';
import { validateInput } from '../validation.ts';

/**
 * A list toolbar's filter (docs/architecture.md "Lists": the sales lists, the EDs…) as upstream's
 * query: the list, its count and its CSV take the same parameters, which upstream checks. Free of
 * generated types, so a domain's upstream client can import it without an import circle.
 */
export interface ListFilterQuery {
  /** Trimmed; empty for no search. */
  search?: string;
  status?: string | null;
  /** Whole days (YYYY-MM-DD); absent for no bound. */
  from?: string;
  to?: string;
}

/** Only the parameters that narrow the list (an empty one is no filter). */
export const listFilterQuery = ({ search, status, from, to }: ListFilterQuery): Record<string, string> => ({
  ...(search ? { search } : {}),
  ...(status ? { status } : {}),
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

/** A toolbar list's paging, search and period as GraphQL gives them (null for absent). */
export interface ToolbarArgs {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
  from?: string | null;
  to?: string | null;
}

/** The arguments checked by the list's rule (`schema`): BAD_USER_INPUT with fieldErrors before any upstream call. */
export const toolbarArgs = <T>(schema: Schema<T>, args: ToolbarArgs): Promise<T> =>
  validateInput(schema, {
    page: args.page,
    pageSize: args.pageSize,
    search: args.search,
    from: args.from ?? '',
    to: args.to ?? '',
  });

const SEARCH_MAX = 100;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * A CSV file route's toolbar query (`?search=&status=&from=&to=`, the list's filter) as upstream
 * takes it: passed on, upstream checks it as it checks the list's.
 */
export const toolbarQueryOf = (query: Readonly<Record<string, unknown>>): Record<string, string> =>
  listFilterQuery({
    search: text(query.search)?.trim().slice(0, SEARCH_MAX) ?? '',
    status: text(query.status),
    from: text(query.from),
    to: text(query.to),
  });
