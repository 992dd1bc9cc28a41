import { ListToolbar } from './ListToolbar.tsx';
import { periodVariables, useListPeriod } from './listPeriod.ts';
import type { SortDirection } from './Table.tsx';
import { useServerTable } from './useServerTable.ts';

export interface ListFiltersConfig<S extends string> {
  /** The column the server sorts by (the table's one sortable column). */
  sortKey: string;
  /** Its first direction: newest first unless said (a list of names reads A to Z). */
  direction?: SortDirection;
  /** What the bar filters, for assistive technology ('Filtrar as vendas'). */
  label: string;
  search: { label: string; placeholder: string; maxLength: number };
  /** The statuses offered after 'Todos', in words; none for a list without statuses. */
  statusOptions?: readonly { value: S; label: string }[];
  /** That select's label when it is not a status ('Tipo', 'Campanha'); it is still `status` in the URL's query. */
  statusLabel?: string;
  /** Whether the list has a period ('De', 'Até'); a catalogue without dates says false. */
  period?: boolean;
  /** Rows per page when the list has its own default (the Salesforce errors' 25). */
  defaultPageSize?: number;
  /** The empty list's text while any filter is applied ('Nenhuma venda com esses filtros.'). */
  filteredEmptyText: string;
}

/**
 * A list's toolbar state (docs/architecture.md "Lists"): search, status and period in the URL;
 * `variables` for the list's query, `csvQuery` for its file route (the same filter), and the
 * toolbar itself, given the CSV's route and file name.
 */
export const useListFilters = <S extends string>(config: ListFiltersConfig<S>) => {
  const table = useServerTable<S>(config.sortKey, config.direction ?? 'desc', {
    searchMaxLength: config.search.maxLength,
    filters: config.statusOptions?.map((option) => option.value) ?? [],
    ...(config.defaultPageSize === undefined ? {} : { defaultPageSize: config.defaultPageSize }),
  });
  const period = useListPeriod();
  const csvQuery: Record<string, string> = {
    ...(table.search ? { search: table.search } : {}),
    ...(table.filter ? { status: table.filter } : {}),
    ...periodVariables(period.period),
  };
  // A status or a period applied (a list with its own text for a search tells the two apart).
  const narrowed = Boolean(table.filter || period.period.from || period.period.to);
  const filtered = Boolean(table.search) || narrowed;
  const toolbar = (csv: { path: string; fallbackName: string }) => (
    <ListToolbar
      label={config.label}
      table={table}
      search={config.search}
      statusOptions={config.statusOptions ? [...config.statusOptions] : undefined}
      statusLabel={config.statusLabel}
      period={config.period === false ? undefined : period}
      csv={csv}
    />
  );
  return {
    table,
    variables: {
      ...table.searchVariables,
      ...periodVariables(period.period),
      status: table.filter,
      order: table.order,
    },
    csvQuery,
    /** A status or a period is applied (a search aside). */
    filtered: narrowed,
    /** The empty list's text while a filter is applied (the list's own otherwise). */
    emptyText: filtered ? config.filteredEmptyText : undefined,
    toolbar,
  };
};

/** `path` with `query` as its search part (none when empty). */
export const withQuery = (path: string, query: Record<string, string>): string => {
  const text = new URLSearchParams(query).toString();
  return text ? `${path}?${text}` : path;
};
