import { Link, useLocation } from 'react-router';
import { formatDate } from '@/lib/dates.ts';
import { formatCents } from '@/lib/money.ts';
import { getBillingStatus } from '@/lib/status.ts';
import { paths, pathTo } from '@/paths.ts';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import type { EdBillsTable_BillFragment } from './__generated__/edDetails.ts';

type Bill = EdBillsTable_BillFragment;

/**
 * The billing-details hidden route under the ED manager the page was opened from (docs/product.md
 * §1.4): /gerenciador-ed/detalhes-faturamento/{billingId} or
 * /lista-de-afiliados/{edId}/detalhes-faturamento/{billingId}.
 */
export const edBillPath = (pathname: string, edId: string, billId: string): string =>
  pathname.startsWith(paths.networkEdList)
    ? pathTo(paths.networkEdBillingDetails, { edId, billingId: billId })
    : pathTo(paths.edBillingDetails, { billingId: billId });

/**
 * The navigation state billing details reads (finance's BillingDetailsState): what the row shows,
 * no invoice sending (a manager only looks), and back in history to these ED details.
 */
export const edBillState = (edId: string, bill: Bill) => ({
  billing: {
    id: bill.id,
    status: bill.status,
    cycle: bill.cycle,
    value: bill.value,
    producerCnpj: bill.producerCnpj,
    producerName: bill.producerName,
  },
  disabledInvoice: true,
  edId,
  isForManagerEdDetails: true,
});

interface EdBillsTableProps {
  edId: string;
  bills: readonly Bill[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** The ED's bills (docs/product.md §8.7 "bills by id"), newest cycle first, each opening its details. */
export const EdBillsTable = ({ edId, bills, ...pagination }: EdBillsTableProps) => {
  const { pathname } = useLocation();
  const columns: DataTableColumn<Bill>[] = [
    {
      key: 'cycle',
      header: 'Ciclo',
      render: (row) => (
        <Link
          to={edBillPath(pathname, edId, row.id)}
          state={edBillState(edId, row)}
          aria-label={`Faturamento do ciclo ${row.cycle}, ${row.producerName}`}
        >
          {row.cycle}
        </Link>
      ),
    },
    { key: 'producerName', header: 'Produtor', render: (row) => row.producerName },
    { key: 'value', header: 'Valor', render: (row) => formatCents(row.value) },
    {
      key: 'status',
      header: 'Status',
      render: (row) => <StatusBadge status={getBillingStatus(row.status)} />,
    },
    { key: 'updatedAt', header: 'Atualizado em', render: (row) => formatDate(row.updatedAt) },
  ];
  return (
    <DataTable
      label="Faturamentos do ED"
      rows={bills}
      columns={columns}
      emptyText="Nenhum faturamento."
      defaultSort={null}
      {...pagination}
    />
  );
};
