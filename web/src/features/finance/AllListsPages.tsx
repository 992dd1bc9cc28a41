import { SALE_SEARCH_MAX_LENGTH } from '@portal/schema/constants';
import { useLocation } from 'react-router';
import { COMMISSION_STATUSES, statusOptions } from '@/lib/status.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { useViewer } from '@/platform/session/SessionProvider.tsx';
import { Breadcrumbs } from '@/ui/Breadcrumbs.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { useListFilters } from '@/ui/useListFilters.tsx';
import { useSaleListFilters } from '@/ui/useSaleListFilters.tsx';
import { useAllCommissionsQuery, useAllSalesQuery } from './__generated__/sales.ts';
import { CommissionsTable } from './CommissionsTable.tsx';
import { type AgentRole, financeCsvPath, financePaths, financeSide, showsPaymentId } from './financeSide.ts';
import { SalesTable } from './SalesTable.tsx';

/** The gateway's file route of Todas as vendas (gateway/src/domains/finance/files.ts), with the list's filters and side. */
export const allSalesCsvPath = (side: AgentRole | null, filter: Record<string, string>): string =>
  financeCsvPath('/files/all-sales.csv', side, filter);

const useListContext = () => {
  const viewer = useViewer();
  const { pathname } = useLocation();
  const side = financeSide(viewer, pathname);
  return { viewer, side, title: useRouteTitle() };
};

const ListHeader = ({ title, side }: { title: string; side: AgentRole | null }) => (
  <>
    <Breadcrumbs
      items={[{ label: 'Vendas e Faturamento', to: financePaths.salesBilling(side) }, { label: title }]}
    />
    <PageTitle title={title} />
  </>
);

/**
 * 'Todas as vendas' (hidden route, docs/product.md §5.2), paginated by the server, with the list
 * toolbar: search, status, period and the CSV of what they keep.
 */
export const AllSalesPage = () => {
  const { side, title } = useListContext();
  const filters = useSaleListFilters();
  const { data, previousData, loading, refetch } = useAllSalesQuery({
    variables: { as: side, ...filters.variables },
  });
  const sales = (data ?? previousData)?.finance.sales;

  return (
    <Stack as="section">
      <ListHeader title={title} side={side} />
      {filters.toolbar({
        path: allSalesCsvPath(side, filters.csvQuery),
        fallbackName: 'todas-as-vendas.csv',
      })}
      {!sales && !loading ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <SalesTable
          label={title}
          sales={sales?.items ?? []}
          loading={loading && !sales}
          emptyText={filters.emptyText}
          pagination={filters.table.tableProps(sales?.totalRows ?? 0)}
        />
      )}
    </Stack>
  );
};

export const NO_FILTERED_COMMISSIONS = 'Nenhuma comissão com esses filtros.';

const COMMISSION_FILTERS = {
  sortKey: 'date',
  label: 'Filtrar as comissões',
  search: {
    label: 'Buscar comissão',
    placeholder: 'Produto ou ID do pagamento',
    maxLength: SALE_SEARCH_MAX_LENGTH,
  },
  // Every commission status, in the order of docs/product.md §5.2 (lib/status.ts).
  statusOptions: statusOptions(COMMISSION_STATUSES),
  filteredEmptyText: NO_FILTERED_COMMISSIONS,
};

/**
 * 'Todas as comissões' (hidden route, docs/product.md §5.2), paginated by the server, with the list
 * toolbar: search, status, period and the CSV of what they keep.
 */
export const AllCommissionsPage = () => {
  const { viewer, side, title } = useListContext();
  const filters = useListFilters(COMMISSION_FILTERS);
  const { data, previousData, loading, refetch } = useAllCommissionsQuery({
    variables: { as: side, ...filters.variables },
  });
  const commissions = (data ?? previousData)?.finance.commissions;

  return (
    <Stack as="section">
      <ListHeader title={title} side={side} />
      {filters.toolbar({
        path: financeCsvPath('/files/all-commissions.csv', side, filters.csvQuery),
        fallbackName: 'todas-as-comissoes.csv',
      })}
      {!commissions && !loading ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <CommissionsTable
          label={title}
          commissions={commissions?.items ?? []}
          showPaymentId={showsPaymentId(viewer)}
          showAll
          loading={loading && !commissions}
          emptyText={filters.emptyText}
          pagination={filters.table.tableProps(commissions?.totalRows ?? 0)}
          explainSide={side}
        />
      )}
    </Stack>
  );
};
