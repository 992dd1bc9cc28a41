import { SALE_SEARCH_MAX_LENGTH } from '@portal/schema/constants';
import { useLocation } from 'react-router';
import { COMMISSION_STATUSES, SALE_STATUSES, statusOptions } from '@/lib/status.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { useViewer } from '@/platform/session/SessionProvider.tsx';
import { Breadcrumbs } from '@/ui/Breadcrumbs.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { ListToolbar } from '@/ui/ListToolbar.tsx';
import { type ListPeriod, periodVariables, useListPeriod } from '@/ui/listPeriod.ts';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { StatusFilter } from '@/ui/StatusFilter.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
import { useAllCommissionsQuery, useAllSalesQuery } from './__generated__/sales.ts';
import { CommissionsTable } from './CommissionsTable.tsx';
import { type AgentRole, financePaths, financeSide, showsPaymentId } from './financeSide.ts';
import { SalesTable } from './SalesTable.tsx';

/** Every commission status, in the order of docs/product.md §5.2 (lib/status.ts). */
const STATUS_FILTERS = statusOptions(COMMISSION_STATUSES);
const SALE_STATUS_FILTERS = statusOptions(SALE_STATUSES);

export const NO_FILTERED_SALES = 'Nenhuma venda com esses filtros.';

/** The gateway's file route of Todas as vendas (gateway/src/domains/finance/files.ts), with the list's filters and side. */
export const allSalesCsvPath = (
  side: AgentRole | null,
  search: string,
  status: string | null,
  period: ListPeriod,
): string => {
  const query = new URLSearchParams({
    // Upstream's agent_as_role words (gateway/src/kernel/side.ts).
    ...(side ? { as: side === 'BRANCH' ? 'branch' : 'affiliate' } : {}),
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...periodVariables(period),
  }).toString();
  return `/files/all-sales.csv${query ? `?${query}` : ''}`;
};

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
  const table = useServerTable('paymentDate', 'desc', {
    searchMaxLength: SALE_SEARCH_MAX_LENGTH,
    filters: SALE_STATUS_FILTERS.map((option) => option.value),
  });
  const period = useListPeriod();
  const { data, previousData, loading, refetch } = useAllSalesQuery({
    variables: {
      as: side,
      ...table.searchVariables,
      ...periodVariables(period.period),
      status: table.filter,
      order: table.order,
    },
  });
  const sales = (data ?? previousData)?.finance.sales;
  const filtered = Boolean(table.search || table.filter || period.period.from || period.period.to);

  return (
    <Stack as="section">
      <ListHeader title={title} side={side} />
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
        csv={{
          path: allSalesCsvPath(side, table.search, table.filter, period.period),
          fallbackName: 'todas-as-vendas.csv',
        }}
      />
      {!sales && !loading ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <SalesTable
          label={title}
          sales={sales?.items ?? []}
          loading={loading && !sales}
          {...(filtered ? { emptyText: NO_FILTERED_SALES } : {})}
          pagination={table.tableProps(sales?.totalRows ?? 0)}
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
