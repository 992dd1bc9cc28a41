import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import type { AgentRole } from '@/__generated__/types.ts';
import { formatCnpj } from '@/lib/documents.ts';
import { formatCents } from '@/lib/money.ts';
import { getBillingStatus } from '@/lib/status.ts';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import type { ServerTableProps } from '@/ui/useServerTable.ts';
import type { BillingsTable_BillingFragment } from './__generated__/billing.ts';
import type { BillingDetailsState } from './billingNavigation.ts';
import { financePaths } from './financeSide.ts';

export const NO_BILLINGS_TEXT = 'Nenhum Faturamento a ser listado';

export interface BillingsTableProps {
  billings: readonly BillingsTable_BillingFragment[];
  pagination: ServerTableProps;
  loading?: boolean;
  /** The empty list's text while the toolbar filters it (NO_BILLINGS_TEXT otherwise). */
  emptyText?: string;
  /** The holding reads every bill: it sees who is paid, and sends no invoices. */
  holdingView?: boolean;
  /** The agent's side the bills belong to, carried to billing details. */
  side: AgentRole | null;
  /** Columns a screen adds before and after the list's own (the holding's selection and close). */
  leading?: readonly DataTableColumn<BillingsTable_BillingFragment>[];
  trailing?: readonly DataTableColumn<BillingsTable_BillingFragment>[];
}

const StyledNoWrap = styled.span`
  white-space: nowrap;
`;

const StyledDetailsLink = styled(Link)`
  display: inline-flex;
  padding: ${({ theme }) => theme.spacing(1, 3)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.medium};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

/** The navigation state billing details needs (docs/product.md §5.4). */
export const detailsStateFor = (
  billing: BillingsTable_BillingFragment,
  side: AgentRole | null,
  holdingView: boolean,
  listSearch = '',
): BillingDetailsState => ({
  ...(listSearch ? { listSearch } : {}),
  billing: {
    id: billing.id,
    status: billing.status,
    cycle: billing.cycle,
    value: billing.value,
    producerCnpj: billing.producerCnpj,
    producerName: billing.producerName,
    errorMessage: billing.errorMessage,
  },
  disabledInvoice: holdingView,
  edId: null,
  isForManagerEdDetails: false,
  agentAsRole: side,
});

const columnsFor = (
  holdingView: boolean,
  side: AgentRole | null,
  listSearch: string,
): DataTableColumn<BillingsTable_BillingFragment>[] => {
  const columns: (DataTableColumn<BillingsTable_BillingFragment> | null)[] = [
    {
      key: 'status',
      header: 'Status',
      render: (row) => <StatusBadge status={getBillingStatus(row.status)} />,
    },
    { key: 'cycle', header: 'Ciclo', sortable: true, align: 'center', render: (row) => row.cycle },
    holdingView ? { key: 'payee', header: 'Favorecido', render: (row) => row.payeeName } : null,
    { key: 'producer', header: 'Empresa', render: (row) => row.producerName },
    {
      key: 'cnpj',
      header: 'CNPJ',
      render: (row) => <StyledNoWrap>{formatCnpj(row.producerCnpj)}</StyledNoWrap>,
    },
    {
      key: 'value',
      header: 'Valor',
      align: 'right',
      keyFigure: true,
      render: (row) => <StyledNoWrap>{formatCents(row.value)}</StyledNoWrap>,
    },
    {
      key: 'details',
      header: 'Detalhes',
      align: 'center',
      render: (row) => (
        <StyledDetailsLink
          to={financePaths.billingDetails(row.id)}
          state={detailsStateFor(row, side, holdingView, listSearch)}
          aria-label={`Ver detalhes do faturamento do ciclo ${row.cycle}, ${row.producerName}`}
        >
          Ver detalhes
        </StyledDetailsLink>
      ),
    },
  ];
  return columns.filter((column) => column !== null);
};

/** Billings (payments) per cycle and producer; each row opens billing details (docs/product.md §5.4). */
export const BillingsTable = ({
  billings,
  pagination,
  loading = false,
  emptyText = NO_BILLINGS_TEXT,
  holdingView = false,
  side,
  leading = [],
  trailing = [],
}: BillingsTableProps) => {
  // The list's page, size and order ride into details, for its back button.
  const { search } = useLocation();
  return (
    <DataTable
      label="Faturamentos"
      rows={billings}
      columns={[...leading, ...columnsFor(holdingView, side, search), ...trailing]}
      emptyText={emptyText}
      loading={loading}
      {...pagination}
    />
  );
};
