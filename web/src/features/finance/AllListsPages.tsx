import { useLocation } from 'react-router';
import { COMMISSION_STATUSES, statusOptions } from '@/lib/status.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { useViewer } from '@/platform/session/SessionProvider.tsx';
import { Breadcrumbs } from '@/ui/Breadcrumbs.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { StatusFilter } from '@/ui/StatusFilter.tsx';
import { useSaleListFilters } from '@/ui/useSaleListFilters.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
import { useAllCommissionsQuery, useAllSalesQuery } from './__generated__/sales.ts';
import { CommissionsTable } from './CommissionsTable.tsx';
import { type AgentRole, financeCsvPath, financePaths, financeSide, showsPaymentId } from './financeSide.ts';
import { SalesTable } from './SalesTable.tsx';

/** Every commission status, in the order of docs/product.md §5.2 (lib/status.ts). */
const STATUS_FILTERS = statusOptions(COMMISSION_STATUSES);
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

/**
 * 'Todas as comissões' (hidden route, docs/product.md §5.2), with a status filter, paginated by the server.
 */
export const AllCommissionsPage = () => {
  const { viewer, side, title } = useListContext();
  const table = useServerTable('date', 'desc', { filters: STATUS_FILTERS.map((option) => option.value) });
  const { page, pageSize, order, filter: status } = table;
  const { data, previousData, loading, refetch } = useAllCommissionsQuery({
    variables: { as: side, page, pageSize, order, status },
  });
  const commissions = (data ?? previousData)?.finance.commissions;

  return (
    <Stack as="section">
      <ListHeader title={title} side={side} />
      <StatusFilter options={STATUS_FILTERS} value={status} onChange={table.setFilter} />
      {!commissions && !loading ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <CommissionsTable
          label={title}
          commissions={commissions?.items ?? []}
          showPaymentId={showsPaymentId(viewer)}
          showAll
          loading={loading && !commissions}
          pagination={table.tableProps(commissions?.totalRows ?? 0)}
        />
      )}
    </Stack>
  );
};
