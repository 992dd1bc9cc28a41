import styled from 'styled-components';
import { formatDate } from '@/lib/dates.ts';
import { formatCents } from '@/lib/money.ts';
import { getVoucherStatus } from '@/lib/status.ts';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import type { ServerTableProps } from '@/ui/useServerTable.ts';
import type { VouchersTable_VoucherFragment } from './__generated__/vouchers.ts';
import { formatPoints } from './points.ts';

/** Sort key of the only sortable column: upstream orders vouchers by expiry date (docs/product.md §7.6). */
export const VOUCHER_SORT_KEY = 'expiresAt';

/** Shown when a voucher's customer is no longer an affiliate (the gateway answers null). */
export const UNKNOWN_CUSTOMER_TEXT = 'Cliente indisponível';

export interface VouchersTableProps {
  label: string;
  vouchers: readonly VouchersTable_VoucherFragment[];
  pagination: ServerTableProps;
  loading?: boolean;
  /** The empty list's text when the table's default does not say why ('Nenhum voucher com esses filtros.'). */
  emptyText?: string;
}

const StyledCode = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  white-space: nowrap;
`;

const COLUMNS: readonly DataTableColumn<VouchersTable_VoucherFragment>[] = [
  { key: 'code', header: 'Código', render: (row) => <StyledCode>{row.code}</StyledCode> },
  { key: 'customer', header: 'Cliente', render: (row) => row.customer?.name ?? UNKNOWN_CUSTOMER_TEXT },
  { key: 'points', header: 'Pontos', align: 'right', render: (row) => formatPoints(row.points) },
  { key: 'value', header: 'Valor', align: 'right', render: (row) => formatCents(row.value) },
  { key: 'status', header: 'Status', render: (row) => <StatusBadge status={getVoucherStatus(row.status)} /> },
  { key: VOUCHER_SORT_KEY, header: 'Expira em', sortable: true, render: (row) => formatDate(row.expiresAt) },
];

/** The vouchers of Pontos e Vouchers and Gerenciador de Vouchers, one server page at a time. */
export const VouchersTable = ({
  label,
  vouchers,
  pagination,
  loading = false,
  emptyText,
}: VouchersTableProps) => (
  <DataTable
    label={label}
    rows={vouchers}
    columns={COLUMNS}
    loading={loading}
    {...(emptyText ? { emptyText } : {})}
    // The server already sorted the rows; the table must not reorder them.
    defaultSort={null}
    {...pagination}
  />
);
