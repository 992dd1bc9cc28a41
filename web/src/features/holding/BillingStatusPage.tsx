import { HOLDING_SEARCH_MAX } from '@portal/schema';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { formatCents } from '@/lib/money.ts';
import { BILLING_STATUSES, getBillingStatus, statusOptions } from '@/lib/status.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { StatCard, StatGrid } from '@/ui/StatCard.tsx';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import { useListFilters, withQuery } from '@/ui/useListFilters.tsx';
import { type BillingStatus_BillFragment, useHoldingBillsQuery } from './__generated__/billingStatus.ts';
import { BillDetailModal } from './BillDetailModal.tsx';
import { HistoryLink } from './HistoryLink.tsx';
import { checkLabel } from './InvoiceCheckFacts.tsx';
import { useBillActions } from './useBillActions.tsx';

export const NO_FILTERED_BILLS = 'Nenhuma fatura com esses filtros.';

const BILL_FILTERS = {
  sortKey: 'cycle',
  label: 'Filtrar as faturas',
  // The limit of holdingBillsSchema (schema/src/validation/holding.ts).
  search: { label: 'Buscar fatura', placeholder: 'Favorecido ou produtora', maxLength: HOLDING_SEARCH_MAX },
  statusOptions: statusOptions(BILLING_STATUSES),
  filteredEmptyText: NO_FILTERED_BILLS,
};

/** The toolbar, spaced from the figures above it and the batch bar under it. */
const StyledBar = styled.div`
  margin: ${({ theme }) => theme.spacing(6, 0, 4)};
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
  const filters = useListFilters(BILL_FILTERS);
  const { order: _order, ...variables } = filters.variables;
  const { data, previousData, loading, refetch } = useHoldingBillsQuery({
    // Newest cycle first is upstream's one order here.
    variables,
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
      key: 'check',
      header: 'Conferência da NF',
      render: (bill) => checkLabel(bill.invoiceCheck),
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
        {/* Every bill is the holding's Faturamento list too: its file route streams the same bills. */}
        {filters.toolbar({
          path: withQuery('/files/billings.csv', filters.csvQuery),
          fallbackName: 'status-faturamento.csv',
        })}
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
          emptyText={filters.emptyText}
          {...filters.table.tableProps(shown?.holdingBills.totalRows ?? 0)}
        />
      )}
      {/* Hidden while its close is being confirmed; Cancelar there brings it back. */}
      <BillDetailModal
        bill={actions.confirming ? null : detail}
        onClose={() => setDetailId(null)}
        onCloseBill={actions.requestClose}
        onApproved={() => void reload()}
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
