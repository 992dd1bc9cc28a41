import { SALE_SEARCH_MAX_LENGTH } from '@portal/schema/constants';
import { Link } from 'react-router';
import { formatDate } from '@/lib/dates.ts';
import { formatCents } from '@/lib/money.ts';
import { getSaleStatus, SALE_STATUSES, statusOptions } from '@/lib/status.ts';
import { paths, pathTo } from '@/paths.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { ListToolbar } from '@/ui/ListToolbar.tsx';
import { type ListPeriod, periodVariables, useListPeriod } from '@/ui/listPeriod.ts';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { ServerDataTable } from '@/ui/ServerDataTable.tsx';
import type { DataTableColumn } from '@/ui/Table.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
import { type ManagedSalesQuery, useManagedSalesQuery } from './__generated__/products.ts';

type SaleRow = ManagedSalesQuery['managedSales']['items'][number];

/** Every sale status, in words (lib/status.ts). */
const STATUS_FILTERS = statusOptions(SALE_STATUSES);

/** The gateway's file route of Suas vendas (gateway/src/domains/products/sales-files.ts), with the list's filters. */
export const managedSalesCsvPath = (search: string, status: string | null, period: ListPeriod): string => {
  const query = new URLSearchParams({
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...periodVariables(period),
  }).toString();
  return `/files/managed-sales.csv${query ? `?${query}` : ''}`;
};

export const NO_FILTERED_SALES = 'Nenhuma venda com esses filtros.';

export const noSalesFoundText = (search: string) => `Nenhuma venda encontrada para "${search}".`;

const COLUMNS: DataTableColumn<SaleRow>[] = [
  // The only server-side order is by date (newest first by default); the header flips it.
  {
    key: 'paymentDate',
    header: 'Data',
    sortable: true,
    keyFigure: true,
    nowrap: true,
    render: (row) => formatDate(row.paymentDate),
  },
  { key: 'product', header: 'Produto', render: (row) => row.productName },
  { key: 'customer', header: 'Cliente', render: (row) => row.customerName },
  { key: 'seller', header: 'Afiliado', render: (row) => row.sellerName },
  {
    key: 'paymentId',
    header: 'ID do pagamento',
    render: (row) => <Link to={pathTo(paths.managedSale, { id: row.id })}>{row.paymentId}</Link>,
  },
  { key: 'status', header: 'Status', render: (row) => getSaleStatus(row.status).label },
  {
    key: 'value',
    header: 'Valor',
    align: 'right',
    keyFigure: true,
    render: (row) => `${formatCents(row.value)}${row.installments > 1 ? ` (${row.installments}x)` : ''}`,
  },
];

/**
 * Suas vendas (/vendas; admin, branch, holding, agent; docs/product.md §10.5): the sales the
 * server scopes to the viewer, one page per request (page size 10), searchable by payment id or
 * customer name, filtered by status and period, exported as CSV under the same filters.
 */
export const SalesPage = () => {
  const title = useRouteTitle();
  const table = useServerTable('paymentDate', 'desc', {
    searchMaxLength: SALE_SEARCH_MAX_LENGTH,
    filters: STATUS_FILTERS.map((option) => option.value),
  });
  const period = useListPeriod();
  const { data, previousData, loading, refetch } = useManagedSalesQuery({
    variables: {
      ...table.searchVariables,
      ...periodVariables(period.period),
      status: table.filter,
      order: table.order,
    },
  });
  const sales = (data ?? previousData)?.managedSales;

  return (
    <Stack as="section">
      <PageTitle title={title} />
      <ListToolbar
        label="Filtrar as vendas"
        table={table}
        search={{
          label: 'Buscar venda',
          placeholder: 'ID do pagamento ou cliente',
          maxLength: SALE_SEARCH_MAX_LENGTH,
        }}
        statusOptions={STATUS_FILTERS}
        period={period}
        csv={{
          path: managedSalesCsvPath(table.search, table.filter, period.period),
          fallbackName: 'suas-vendas.csv',
        }}
      />
      <ServerDataTable
        list={sales}
        query={{ loading, refetch }}
        table={table}
        label={title}
        columns={COLUMNS}
        noMatchText={noSalesFoundText}
        {...(table.filter || period.period.from || period.period.to ? { emptyText: NO_FILTERED_SALES } : {})}
      />
    </Stack>
  );
};
