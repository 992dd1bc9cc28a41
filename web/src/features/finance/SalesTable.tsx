import { COMMISSIONS_PREVIEW_ROWS } from '@portal/schema/constants';
import styled from 'styled-components';
import { formatDate } from '@/lib/dates.ts';
import { formatCents } from '@/lib/money.ts';
import { getSaleStatus } from '@/lib/status.ts';
import { statusBadgeColumn } from '@/ui/StatusBadge.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import type { ServerTableProps } from '@/ui/useServerTable.ts';
import type { SalesTable_SaleFragment } from './__generated__/sales.ts';
import { saleNoCommissionText } from './explanationText.ts';

export const NO_SALES_TEXT = 'Nenhuma Venda a ser listada';

export interface SalesTableProps {
  sales: readonly SalesTable_SaleFragment[];
  /** Server pagination of the full list; without it the table is a 5-row preview. */
  pagination?: ServerTableProps;
  loading?: boolean;
  label?: string;
  /** The empty list's text when filters are applied (NO_SALES_TEXT otherwise). */
  emptyText?: string;
}

const StyledNoWrap = styled.span`
  white-space: nowrap;
`;

const StyledCommission = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
`;

const StyledReason = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xsmall};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const columnsFor = (sortable: boolean): DataTableColumn<SalesTable_SaleFragment>[] => [
  statusBadgeColumn((row) => getSaleStatus(row.status)),
  { key: 'product', header: 'Produto', render: (row) => row.product.name },
  { key: 'customer', header: 'Cliente', render: (row) => row.customerName },
  // Voucher sales have no installments to show (docs/product.md §5.7); the gateway sends null for them.
  { key: 'installments', header: 'Parcelas', align: 'center', render: (row) => row.installments ?? '—' },
  {
    key: 'value',
    header: 'Valor',
    align: 'right',
    keyFigure: true,
    render: (row) => <StyledNoWrap>{formatCents(row.value)}</StyledNoWrap>,
  },
  {
    key: 'commission',
    header: 'Comissão',
    align: 'right',
    render: (row) => {
      const reason = saleNoCommissionText(row.status, row.commission);
      return (
        <StyledCommission>
          <StyledNoWrap>{formatCents(row.commission)}</StyledNoWrap>
          {reason && <StyledReason>{reason}</StyledReason>}
        </StyledCommission>
      );
    },
  },
  {
    key: 'paymentDate',
    header: 'Data',
    sortable,
    keyFigure: true,
    nowrap: true,
    render: (row) => formatDate(row.paymentDate),
  },
];

/** The viewer's sales, newest first. */
export const SalesTable = ({
  sales,
  pagination,
  loading = false,
  label = 'Vendas',
  emptyText = NO_SALES_TEXT,
}: SalesTableProps) => (
  <DataTable
    label={label}
    rows={sales}
    columns={columnsFor(Boolean(pagination))}
    emptyText={emptyText}
    loading={loading}
    defaultSort={null}
    maxRows={pagination ? undefined : COMMISSIONS_PREVIEW_ROWS}
    {...pagination}
  />
);
