import { formatDate } from '@/lib/dates.ts';
import { formatCents } from '@/lib/money.ts';
import { getSaleStatus } from '@/lib/status.ts';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import type { ServerTableProps } from '@/ui/useServerTable.ts';
import type { EdSalesTable_SaleFragment } from './__generated__/edDetails.ts';

const COLUMNS: DataTableColumn<EdSalesTable_SaleFragment>[] = [
  { key: 'paymentDate', header: 'Data', render: (row) => formatDate(row.paymentDate) },
  { key: 'productName', header: 'Produto', render: (row) => row.productName },
  { key: 'customerName', header: 'Cliente', render: (row) => row.customerName },
  { key: 'value', header: 'Valor', render: (row) => formatCents(row.value) },
  { key: 'status', header: 'Status', render: (row) => <StatusBadge status={getSaleStatus(row.status)} /> },
];

/** Sales by ED (docs/product.md §8.7): one server page, newest payment first. */
export const EdSalesTable = ({
  sales,
  pagination,
  loading,
}: {
  sales: readonly EdSalesTable_SaleFragment[];
  pagination: ServerTableProps;
  loading: boolean;
}) => (
  <DataTable
    label="Vendas do ED"
    rows={sales}
    columns={COLUMNS}
    loading={loading}
    defaultSort={null}
    {...pagination}
  />
);
