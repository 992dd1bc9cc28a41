/**
 * A sales list's toolbar filter (Suas vendas, Todas as vendas) as upstream's query: the list, its
 * count and its CSV take the same parameters, which upstream checks (kernel/sale-filter.ts there).
 */
export interface SaleFilterQuery {
  /** Trimmed; empty for no search. */
  search?: string;
  status?: string | null;
  /** Whole days (YYYY-MM-DD); absent for no bound. */
  from?: string;
  to?: string;
}

/** Only the parameters that narrow the list (an empty one is no filter). */
export const saleFilterQuery = ({ search, status, from, to }: SaleFilterQuery): Record<string, string> => ({
  ...(search ? { search } : {}),
  ...(status ? { status } : {}),
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});
