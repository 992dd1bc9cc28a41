import { COMMISSIONS_PREVIEW_ROWS } from '@portal/schema/constants';
import { useState } from 'react';
import styled from 'styled-components';
import type { AgentRole } from '@/__generated__/types.ts';
import { formatDate } from '@/lib/dates.ts';
import { formatCents } from '@/lib/money.ts';
import { getCommissionStatus } from '@/lib/status.ts';
import { actionColumn } from '@/ui/actionColumn.tsx';
import { statusBadgeColumn } from '@/ui/StatusBadge.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import type { ServerTableProps } from '@/ui/useServerTable.ts';
import type { CommissionsTable_CommissionFragment } from './__generated__/sales.ts';
import { CommissionExplanationDialog } from './CommissionExplanationDialog.tsx';
import { EXPLANATION_TITLE } from './explanationText.ts';

export const NO_COMMISSIONS_TEXT = 'Nenhuma Comissão a ser listada';

export interface CommissionsTableProps {
  commissions: readonly CommissionsTable_CommissionFragment[];
  /** 'ID do pagamento' column: branch and agent users only (docs/product.md §5.2). */
  showPaymentId: boolean;
  /** Without it the table is the 5-row preview (docs/product.md §5.2). */
  showAll?: boolean;
  /** Server pagination of the full list; without it showAll shows every row given. */
  pagination?: ServerTableProps;
  loading?: boolean;
  label?: string;
  /** The empty list's text while the toolbar filters it (NO_COMMISSIONS_TEXT otherwise). */
  emptyText?: string;
  /**
   * Each row opens 'Por que recebi esta comissão?' (docs/product.md §5.10) read on this side (the
   * agent's, null for everyone else); without it the table has no such action.
   */
  explainSide?: AgentRole | null;
}

const StyledProduct = styled.span`
  display: flex;
  flex-direction: column;
`;

const StyledInstallment = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xsmall};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledValue = styled.span<{ $debit: boolean }>`
  color: ${({ theme, $debit }) => ($debit ? theme.colors.danger : theme.colors.text)};
  white-space: nowrap;
`;

/** 'Parcela 2 de 6'; voucher products have no installments to show (docs/product.md §5.7). */
export const installmentText = (commission: CommissionsTable_CommissionFragment): string | null => {
  const { installment, installments, product } = commission;
  if (product.isVoucher || installment === null || installments === null) return null;
  return `Parcela ${installment} de ${installments}`;
};

const columnsFor = (
  showPaymentId: boolean,
  sortable: boolean,
  onExplain: ((row: CommissionsTable_CommissionFragment) => void) | null,
): DataTableColumn<CommissionsTable_CommissionFragment>[] => {
  const columns: (DataTableColumn<CommissionsTable_CommissionFragment> | null)[] = [
    statusBadgeColumn((row) => getCommissionStatus(row.status)),
    {
      key: 'product',
      header: 'Produto',
      render: (row) => {
        const installment = installmentText(row);
        return (
          <StyledProduct>
            <span>{row.product.name}</span>
            {installment && <StyledInstallment>{installment}</StyledInstallment>}
          </StyledProduct>
        );
      },
    },
    showPaymentId ? { key: 'paymentId', header: 'ID do pagamento', render: (row) => row.paymentId } : null,
    {
      key: 'value',
      header: 'Valor',
      align: 'right',
      render: (row) => <StyledValue $debit={row.value < 0}>{formatCents(row.value)}</StyledValue>,
    },
    { key: 'date', header: 'Data', sortable, render: (row) => formatDate(row.date) },
    onExplain
      ? actionColumn<CommissionsTable_CommissionFragment>({
          key: 'explain',
          header: 'Detalhes',
          text: 'Por quê?',
          label: (row) =>
            `${EXPLANATION_TITLE} ${row.product.name}, ${formatCents(row.value)}, ${formatDate(row.date)}`,
          onClick: onExplain,
        })
      : null,
  ];
  return columns.filter((column) => column !== null);
};

/** The commissions table of docs/product.md §5.2, each row explained on demand (§5.10). */
export const CommissionsTable = ({
  commissions,
  showPaymentId,
  showAll = false,
  pagination,
  loading = false,
  label = 'Comissões',
  emptyText = NO_COMMISSIONS_TEXT,
  explainSide,
}: CommissionsTableProps) => {
  const [explained, setExplained] = useState<string | null>(null);
  const explains = explainSide !== undefined;
  return (
    <>
      <DataTable
        label={label}
        rows={commissions}
        columns={columnsFor(
          showPaymentId,
          Boolean(pagination),
          explains ? (row) => setExplained(row.id) : null,
        )}
        emptyText={emptyText}
        loading={loading}
        // The server already sorted the rows; the table must not reorder them.
        defaultSort={null}
        maxRows={pagination ? undefined : showAll ? commissions.length : COMMISSIONS_PREVIEW_ROWS}
        {...pagination}
      />
      {/* Mounted only while open: a closed table asks nothing and holds no query. */}
      {explains && explained !== null && (
        <CommissionExplanationDialog
          commissionId={explained}
          side={explainSide}
          onClose={() => setExplained(null)}
        />
      )}
    </>
  );
};
