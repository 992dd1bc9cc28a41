import { SALE_SEARCH_MAX_LENGTH } from '@portal/schema/constants';
import { SALE_STATUSES, statusOptions } from '@/lib/status.ts';
import { useListFilters } from './useListFilters.tsx';

export { withQuery } from './useListFilters.tsx';

export const NO_FILTERED_SALES = 'Nenhuma venda com esses filtros.';

const SALE_FILTERS = {
  sortKey: 'paymentDate',
  label: 'Filtrar as vendas',
  search: {
    label: 'Buscar venda',
    placeholder: 'ID do pagamento ou cliente',
    maxLength: SALE_SEARCH_MAX_LENGTH,
  },
  // Every sale status, in words (lib/status.ts).
  statusOptions: statusOptions(SALE_STATUSES),
  filteredEmptyText: NO_FILTERED_SALES,
};

/** A sales list's toolbar state (Suas vendas, Todas as vendas): useListFilters with the sales' words. */
export const useSaleListFilters = () => useListFilters(SALE_FILTERS);
