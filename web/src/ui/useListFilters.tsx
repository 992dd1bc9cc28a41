import { ListToolbar, type ListToolbarProps } from './ListToolbar.tsx';
import { periodVariables, useListPeriod } from './listPeriod.ts';
import type { SortDirection } from './Table.tsx';
import { withQuery } from './useSaleListFilters.tsx';
import { useServerTable } from './useServerTable.ts';

export interface ListFiltersOptions<S extends string> {
  /** The column the server sorts by, and its default direction. */
  sortKey: string;
  direction: SortDirection;
  /** The bar's search box, when the list has one (its longest text bounds the URL's too). */
  search?: ListToolbarProps<S>['search'];
  /** The statuses offered after 'Todos', in words; none for a list without statuses. */
  statusOptions?: ListToolbarProps<S>['statusOptions'];
  /** Whether the list has dates to filter by ('De', 'Até'). */
  period?: boolean;
}

/**
 * Any list's toolbar state (docs/architecture.md "Lists"): search, status and period in the URL;
 * `variables` for the list's query, `csvPath` for its file route under the same filters, whether
 * a filter other than the search is applied (for the empty list's text), and the bar itself.
 */
export const useListFilters = <S extends string>({
  sortKey,
  direction,
  search,
  statusOptions,
  period: withPeriod = false,
}: ListFiltersOptions<S>) => {
  const table = useServerTable<S>(sortKey, direction, {
    searchMaxLength: search?.maxLength ?? 0,
    filters: statusOptions?.map((option) => option.value) ?? [],
  });
  const period = useListPeriod();
  const days = withPeriod ? periodVariables(period.period) : {};
  const query: Record<string, string> = {
    ...(table.search ? { search: table.search } : {}),
    ...(table.filter ? { status: table.filter } : {}),
    ...days,
  };
  const toolbar = (label: string, csv?: { path: string; fallbackName: string }) => (
    <ListToolbar
      label={label}
      table={table}
      {...(search ? { search } : {})}
      {...(statusOptions ? { statusOptions } : {})}
      {...(withPeriod ? { period } : {})}
      {...(csv ? { csv: { path: withQuery(csv.path, query), fallbackName: csv.fallbackName } } : {})}
    />
  );
  return {
    table,
    variables: { ...table.searchVariables, ...days, status: table.filter, order: table.order },
    /** A status or a period is applied (a search has its own empty text). */
    filtered: Boolean(table.filter || days.from || days.to),
    toolbar,
  };
};
