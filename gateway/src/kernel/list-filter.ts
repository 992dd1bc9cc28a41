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
