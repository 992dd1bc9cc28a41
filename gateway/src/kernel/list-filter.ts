/**
 * A list toolbar's arguments (docs/architecture.md "Lists"): checked by the list's rule (schema
 * listFilterSchema: BAD_USER_INPUT with fieldErrors, a period ending before it starts on `to`) and
 * sent to upstream as query parameters, only those that narrow the list. The list, its count and its
 * CSV take the same parameters, which upstream checks again.
 */
import type { ListFilterSchema } from '@portal/schema';
import type { SortDirection } from '../__generated__/resolvers.ts';
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

export interface ListFilterArgs {
  page?: number | null;
  pageSize?: number | null;
  order?: SortDirection | null;
  search?: string | null;
  from?: string | null;
  to?: string | null;
}

/** The paging, order, search and period of a list's arguments, checked by `schema`. */
export async function listFilterArgs(schema: ListFilterSchema, args: ListFilterArgs) {
  const { page, pageSize, search, from, to } = await validateInput(schema, {
    page: args.page,
    pageSize: args.pageSize,
    search: args.search,
    from: args.from ?? '',
    to: args.to ?? '',
  });
  return { page, pageSize, order: args.order ?? 'DESC', search, from, to };
}

/** The text of a file route's query parameter (a list's filter as the web sends it), undefined if absent. */
export const queryText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;
