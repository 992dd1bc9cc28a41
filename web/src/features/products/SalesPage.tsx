import { Link } from 'react-router';
import { formatDate } from '@/lib/dates.ts';
import { formatCents } from '@/lib/money.ts';
import { getSaleStatus } from '@/lib/status.ts';
import { paths, pathTo } from '@/paths.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { ServerDataTable } from '@/ui/ServerDataTable.tsx';
import type { DataTableColumn } from '@/ui/Table.tsx';
import { useSaleListFilters, withQuery } from '@/ui/useSaleListFilters.tsx';
import { type ManagedSalesQuery, useManagedSalesQuery } from './__generated__/products.ts';

type SaleRow = ManagedSalesQuery['managedSales']['items'][number];

/** The gateway's file route of Suas vendas (gateway/src/domains/products/sales-files.ts), with the list's filters. */
export const managedSalesCsvPath = (filter: Record<string, string>): string =>
  withQuery('/files/managed-sales.csv', filter);

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
  const filters = useSaleListFilters();
  const { data, previousData, loading, refetch } = useManagedSalesQuery({ variables: filters.variables });
  const sales = (data ?? previousData)?.managedSales;

  return (
    <Stack as="section">
      <PageTitle title={title} />
      {filters.toolbar({ path: managedSalesCsvPath(filters.csvQuery), fallbackName: 'suas-vendas.csv' })}
      <ServerDataTable
        list={sales}
        query={{ loading, refetch }}
        table={filters.table}
        label={title}
        columns={COLUMNS}
        noMatchText={noSalesFoundText}
        {...(filters.emptyText ? { emptyText: filters.emptyText } : {})}
      />
    </Stack>
  );
};
