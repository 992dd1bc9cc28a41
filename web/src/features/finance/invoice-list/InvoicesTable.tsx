import styled from 'styled-components';
import { formatDateTime } from '@/lib/dates.ts';
import { formatCnpj } from '@/lib/documents.ts';
import { formatCents } from '@/lib/money.ts';
import { getBillingStatus } from '@/lib/status.ts';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import type { ServerTableProps } from '@/ui/useServerTable.ts';
import type { InvoicesTable_InvoiceFragment } from './__generated__/invoices.ts';

/** The server sorts by the sending date only: the table's one sortable column. */
export const INVOICES_SORT_KEY = 'sentAt';

export interface InvoicesTableProps {
  invoices: readonly InvoicesTable_InvoiceFragment[];
  pagination: ServerTableProps;
  loading?: boolean;
  /** The empty list's text while the toolbar filters it (the table's own otherwise). */
  emptyText?: string;
  onDownload: (invoice: InvoicesTable_InvoiceFragment) => void;
}

const StyledNoWrap = styled.span`
  white-space: nowrap;
`;

const StyledMuted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xsmall};
  white-space: nowrap;
`;

const StyledDownload = styled.button`
  padding: ${({ theme }) => theme.spacing(1, 3)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

const columnsFor = (
  onDownload: InvoicesTableProps['onDownload'],
): DataTableColumn<InvoicesTable_InvoiceFragment>[] => [
  { key: 'cycle', header: 'Ciclo', align: 'center', render: (row) => row.cycle },
  { key: 'payee', header: 'Favorecido', render: (row) => row.payeeName },
  {
    key: 'producer',
    header: 'Produtora',
    render: (row) => (
      <>
        {row.producerName}
        <StyledMuted>{formatCnpj(row.producerCnpj)}</StyledMuted>
      </>
    ),
  },
  {
    key: 'value',
    header: 'Valor',
    align: 'right',
    keyFigure: true,
    render: (row) => <StyledNoWrap>{formatCents(row.value)}</StyledNoWrap>,
  },
  {
    key: 'status',
    header: 'Status',
    render: (row) => <StatusBadge status={getBillingStatus(row.status)} />,
  },
  {
    key: INVOICES_SORT_KEY,
    header: 'Enviada em',
    sortable: true,
    render: (row) => <StyledNoWrap>{formatDateTime(row.sentAt)}</StyledNoWrap>,
  },
  {
    key: 'pdf',
    header: 'Nota fiscal',
    align: 'center',
    render: (row) =>
      row.pdfPath ? (
        <StyledDownload
          type="button"
          onClick={() => onDownload(row)}
          aria-label={`Baixar a nota fiscal do ciclo ${row.cycle}, ${row.payeeName}`}
        >
          Baixar
        </StyledDownload>
      ) : null,
  },
];

/** Invoices newest first, paged by the server (docs/product.md §6 Notas Fiscais, §14.1 table). */
export const InvoicesTable = ({
  invoices,
  pagination,
  loading = false,
  emptyText,
  onDownload,
}: InvoicesTableProps) => (
  <DataTable
    label="Notas fiscais"
    rows={invoices}
    columns={columnsFor(onDownload)}
    loading={loading}
    emptyText={emptyText}
    {...pagination}
  />
);
