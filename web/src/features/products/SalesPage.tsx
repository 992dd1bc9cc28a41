import { SALE_SEARCH_MAX_LENGTH } from '@portal/schema/constants';
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatDate } from '@/lib/dates.ts';
import { formatCents } from '@/lib/money.ts';
import { getSaleStatus } from '@/lib/status.ts';
import { paths, pathTo } from '@/paths.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { SearchField } from '@/ui/SearchField.tsx';
import { ServerDataTable } from '@/ui/ServerDataTable.tsx';
import type { DataTableColumn } from '@/ui/Table.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
import { type ManagedSalesQuery, useManagedSalesQuery } from './__generated__/products.ts';

type SaleRow = ManagedSalesQuery['managedSales']['items'][number];

const StyledSearch = styled(SearchField)`
  max-width: 420px;
`;

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
 * customer name.
 */
export const SalesPage = () => {
  const title = useRouteTitle();
  const table = useServerTable('paymentDate', 'desc', { searchMaxLength: SALE_SEARCH_MAX_LENGTH });
  const { data, previousData, loading, refetch } = useManagedSalesQuery({
    variables: {
      ...table.searchVariables,
      order: table.order,
    },
  });
  const sales = (data ?? previousData)?.managedSales;

  return (
    <Stack as="section">
      <PageTitle title={title} />
      <StyledSearch
        label="Buscar venda"
        table={table}
        placeholder="ID do pagamento ou nome do cliente"
        maxLength={SALE_SEARCH_MAX_LENGTH}
      />
      <ServerDataTable
        list={sales}
        query={{ loading, refetch }}
        table={table}
        label={title}
        columns={COLUMNS}
        noMatchText={noSalesFoundText}
      />
    </Stack>
  );
};
