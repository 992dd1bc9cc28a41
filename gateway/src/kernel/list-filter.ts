/**
 * A list toolbar's arguments (docs/architecture.md "Lists"): checked by the list's rule (schema
 * listFilterSchema: BAD_USER_INPUT with fieldErrors, a period ending before it starts on `to`) and
 * sent to upstream as query parameters, only those that narrow the list. The list, its count and its
 * CSV take the same parameters, which upstream checks again. Free of generated types, so a domain's
 * upstream client can import it without an import circle.
 */
import type { ListFilterSchema } from '@portal/schema';
import type { Schema } from 'yup';
import { validateInput } from '../validation.ts';

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

/** A toolbar list's paging, order, search and period as GraphQL gives them (null for absent). */
export interface ListFilterArgs {
  page?: number | null;
  pageSize?: number | null;
  /** The schema's SortDirection, spelled here (see the header). */
  order?: 'ASC' | 'DESC' | null;
  search?: string | null;
  from?: string | null;
  to?: string | null;
}

/** The arguments checked by the list's rule (`schema`): BAD_USER_INPUT with fieldErrors before any upstream call. */
export const toolbarArgs = <T>(schema: Schema<T>, args: ListFilterArgs): Promise<T> =>
  validateInput(schema, {
    page: args.page,
    pageSize: args.pageSize,
    search: args.search,
    from: args.from ?? '',
    to: args.to ?? '',
  });

/** The paging, order, search and period of a list's arguments, checked by `schema`. */
export async function listFilterArgs(schema: ListFilterSchema, args: ListFilterArgs) {
  const { page, pageSize, search, from, to } = await toolbarArgs(schema, args);
  return { page, pageSize, order: args.order ?? 'DESC', search, from, to };
}

/** The text of a file route's query parameter (a list's filter as the web sends it), undefined if absent. */
export const queryText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

const SEARCH_MAX = 100;

/**
 * A CSV file route's toolbar query (`?search=&status=&from=&to=`, the list's filter) as upstream
 * takes it: passed on, upstream checks it as it checks the list's. `status` turns the status as
 * GraphQL names it into upstream's spelling, where the two differ.
 */
export const toolbarQueryOf = (
  query: Readonly<Record<string, unknown>>,
  status: (value: string) => string = (value) => value,
): Record<string, string> => {
  const statusText = queryText(query.status);
  return listFilterQuery({
    search: queryText(query.search)?.trim().slice(0, SEARCH_MAX) ?? '',
    status: statusText ? status(statusText) : undefined,
    from: queryText(query.from),
    to: queryText(query.to),
  });
};
