import { SALE_SEARCH_MAX_LENGTH } from '@portal/schema/constants';
import { SALE_STATUSES, statusOptions } from '@/lib/status.ts';
import { ListToolbar } from './ListToolbar.tsx';
import { periodVariables, useListPeriod } from './listPeriod.ts';
import { useServerTable } from './useServerTable.ts';

/** Every sale status, in words (lib/status.ts). */
const SALE_STATUS_FILTERS = statusOptions(SALE_STATUSES);

export const NO_FILTERED_SALES = 'Nenhuma venda com esses filtros.';

/**
 * A sales list's toolbar state (Suas vendas, Todas as vendas): search, status and period in the
 * URL, newest first; `variables` for the list's query, `csvQuery` for its file route (the same
 * filter), and the toolbar itself, given the CSV's route and file name.
 */
export const useSaleListFilters = () => {
  const table = useServerTable('paymentDate', 'desc', {
    searchMaxLength: SALE_SEARCH_MAX_LENGTH,
    filters: SALE_STATUS_FILTERS.map((option) => option.value),
  });
  const period = useListPeriod();
  const csvQuery: Record<string, string> = {
    ...(table.search ? { search: table.search } : {}),
    ...(table.filter ? { status: table.filter } : {}),
    ...periodVariables(period.period),
  };
  const filtered = Boolean(table.search || table.filter || period.period.from || period.period.to);
  const toolbar = (csv: { path: string; fallbackName: string }) => (
    <ListToolbar
      label="Filtrar as vendas"
      table={table}
      search={{
        label: 'Buscar venda',
        placeholder: 'ID do pagamento ou cliente',
        maxLength: SALE_SEARCH_MAX_LENGTH,
      }}
      statusOptions={SALE_STATUS_FILTERS}
      period={period}
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
    /** The empty list's text while a filter other than the search is applied. */
    emptyText: filtered ? NO_FILTERED_SALES : undefined,
    toolbar,
  };
};

/** `path` with `query` as its search part (none when empty). */
export const withQuery = (path: string, query: Record<string, string>): string => {
  const text = new URLSearchParams(query).toString();
  return text ? `${path}?${text}` : path;
};
