import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { formatCents } from '@/lib/money.ts';
import { BILLING_STATUSES, getBillingStatus, statusOptions } from '@/lib/status.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { StatCard, StatGrid } from '@/ui/StatCard.tsx';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import { StatusSearchBar, useStatusSearchTable } from '@/ui/StatusSearchBar.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import { type BillingStatus_BillFragment, useHoldingBillsQuery } from './__generated__/billingStatus.ts';
import { BillDetailModal } from './BillDetailModal.tsx';
import { HistoryLink } from './HistoryLink.tsx';
import { useBillActions } from './useBillActions.tsx';

/** Matches holdingBillsSchema (schema/src/validation/holding.ts). */
const SEARCH_MAX = 100;
const STATUS_OPTIONS = statusOptions(BILLING_STATUSES);
const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(4)};
  margin: ${({ theme }) => theme.spacing(6, 0, 4)};

  & > label,
  & > div {
    flex: 1 1 16rem;
    max-width: 24rem;
  }
`;

const StyledLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * Status Faturamento's body (docs/product.md §11.1, holding and admin): every bill with counts and
 * totals per status, a status filter, a search by payee or producer, paging, a bill's details (and
 * closing it), and batch invoice generation for the chosen bills, followed row by row while it
 * runs (useBillActions, which the holding's 'Faturamento' on the payments route uses too).
 */
export const HoldingBillsPanel = () => {
  const table = useStatusSearchTable('cycle', STATUS_OPTIONS, SEARCH_MAX);
  const { data, previousData, loading, refetch } = useHoldingBillsQuery({
    variables: {
      ...table.searchVariables,
      status: table.filter,
    },
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: false,
  });
  const shown = data ?? previousData;
  const reload = useCallback(() => refetch(), [refetch]);
  const [detailId, setDetailId] = useState<string | null>(null);
  const actions = useBillActions(shown?.holdingBills.items ?? [], {
    reload,
    onClosed: () => setDetailId(null),
  });
  const detail = actions.rows.find((bill) => bill.id === detailId) ?? null;

  const columns: DataTableColumn<BillingStatus_BillFragment>[] = [
    actions.selectColumn,
    { key: 'cycle', header: 'Ciclo', align: 'center', render: (bill) => bill.cycle },
    { key: 'payee', header: 'Favorecido', render: (bill) => bill.payeeName },
    { key: 'producer', header: 'Produtora', render: (bill) => bill.producerName },
    {
      key: 'value',
      header: 'Valor',
      align: 'right',
      keyFigure: true,
      render: (bill) => formatCents(bill.value),
    },
    {
      key: 'status',
      header: 'Status',
      render: (bill) => <StatusBadge status={getBillingStatus(bill.status)} />,
    },
    {
      key: 'details',
      header: 'Detalhes',
      align: 'center',
      render: (bill) => (
        <StyledLink
          type="button"
          onClick={() => setDetailId(bill.id)}
          aria-label={`Ver detalhes da fatura do ciclo ${bill.cycle}, ${bill.payeeName}, ${bill.producerName}`}
        >
          Ver
        </StyledLink>
      ),
    },
  ];

  return (
    <>
      {shown && (
        <StyledStats>
          {shown.holdingBillStats.map((stat) => (
            <StatCard
              key={stat.status}
              label={getBillingStatus(stat.status).label}
              value={stat.count}
              hint={formatCents(stat.value)}
            />
          ))}
        </StyledStats>
      )}
      <StyledBar>
        <StatusSearchBar table={table} placeholder="Favorecido ou produtora" />
      </StyledBar>
      {actions.batchBar}
      {!shown && !loading ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <DataTable
          label="Faturas"
          rows={actions.rows}
          columns={columns}
          loading={loading && !shown}
          {...table.tableProps(shown?.holdingBills.totalRows ?? 0)}
        />
      )}
      {/* Hidden while its close is being confirmed; Cancelar there brings it back. */}
      <BillDetailModal
        bill={actions.confirming ? null : detail}
        onClose={() => setDetailId(null)}
        onCloseBill={actions.requestClose}
      />
      {actions.confirm}
    </>
  );
};

/**
 * The eight statuses' figures. On a phone they are two compact columns (about a third of the
 * first screen) so the bills list starts right under them, not eight full cards below the fold.
 */
const StyledStats = styled(StatGrid)`
  ${({ theme }) => theme.media.small} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.spacing(2)};

    & > div {
      gap: 0;
      padding: ${({ theme }) => theme.spacing(2, 3)};
    }
    & dd:first-of-type {
      font-size: ${({ theme }) => theme.fontSizes.large};
    }
  }
`;

/** Status Faturamento (/status-faturamento, holding and admin). */
export const BillingStatusPage = () => (
  <section>
    <PageTitle title={useRouteTitle()} actions={<HistoryLink />} />
    <HoldingBillsPanel />
  </section>
);
