import { INVOICE_SEARCH_MAX } from '@portal/schema/constants';
import { type ReactNode, useCallback } from 'react';
import type { AgentRole } from '@/__generated__/types.ts';
import { formatCents } from '@/lib/money.ts';
import { BILLING_STATUSES, statusOptions } from '@/lib/status.ts';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { StatCard, StatGrid } from '@/ui/StatCard.tsx';
import type { DataTableColumn } from '@/ui/Table.tsx';
import { useListFilters } from '@/ui/useListFilters.tsx';
import { type BillingsTable_BillingFragment, useBillingsQuery } from './__generated__/billing.ts';
import { BillingsTable } from './BillingsTable.tsx';
import { financeCsvPath, UNAVAILABLE_TEXT } from './financeSide.ts';

const money = (cents: number | undefined): string =>
  cents === undefined ? UNAVAILABLE_TEXT : formatCents(cents);

export const NO_FILTERED_BILLINGS = 'Nenhum faturamento com esses filtros.';

const BILLING_FILTERS = {
  sortKey: 'cycle',
  label: 'Filtrar o faturamento',
  search: { label: 'Buscar faturamento', placeholder: 'Ciclo, CNPJ ou nome', maxLength: INVOICE_SEARCH_MAX },
  statusOptions: statusOptions(BILLING_STATUSES),
  filteredEmptyText: NO_FILTERED_BILLINGS,
};

/**
 * The bills list's one query and its URL state (page, size, order: docs/product.md §5.4), with the
 * list toolbar's search, status and period of cycles.
 */
export const useBillingsList = (side: AgentRole | null) => {
  const filters = useListFilters(BILLING_FILTERS);
  const { table } = filters;
  const { data, previousData, loading, refetch } = useBillingsQuery({
    variables: { as: side, ...filters.variables },
    errorPolicy: 'all',
    // An invoice sent from billing details changes the totals: show the cached page, then refresh.
    fetchPolicy: 'cache-and-network',
  });
  // While the next page loads, the current one stays on screen under the spinner's busy state.
  const shown = data ?? previousData;
  const reload = useCallback(() => refetch(), [refetch]);
  return {
    side,
    table,
    filters,
    loading,
    reload,
    failed: !shown && !loading,
    summary: shown?.finance.paymentsSummary ?? undefined,
    payments: shown?.finance.payments,
  };
};

export type BillingsList = ReturnType<typeof useBillingsList>;

/** What a screen adds to the bills list: the holding's selection, batch bar and close action. */
export interface BillingsListActions {
  /** The rows as the actions show them (a running batch moves their status). */
  rows: readonly BillingsTable_BillingFragment[];
  leading: DataTableColumn<BillingsTable_BillingFragment>[];
  trailing: DataTableColumn<BillingsTable_BillingFragment>[];
  /** Above the table (the batch action bar). */
  toolbar: ReactNode;
}

export interface BillingsListViewProps {
  list: BillingsList;
  /** The holding's payments route: every bill, with its payee, and no invoice to send. */
  holdingView?: boolean;
  actions?: BillingsListActions;
}

/** The 'Faturamento' list: totals by state (not for the holding) and the bills, paginated by the server. */
export const BillingsListView = ({ list, holdingView = false, actions }: BillingsListViewProps) => {
  if (list.failed) return <ErrorState onRetry={() => void list.reload()} />;
  const { summary, payments } = list;
  return (
    <Stack $gap={6}>
      {!holdingView && (
        <StatGrid aria-label="Resumo do faturamento">
          <StatCard label="Aguardando nota fiscal" value={money(summary?.awaitingInvoice)} />
          <StatCard label="Em processamento" value={money(summary?.processing)} />
          <StatCard label="Pago" value={money(summary?.paid)} />
        </StatGrid>
      )}
      {list.filters.toolbar({
        path: financeCsvPath('/files/billings.csv', list.side, list.filters.csvQuery),
        fallbackName: 'faturamento.csv',
      })}
      <div>
        {actions?.toolbar}
        <BillingsTable
          billings={actions?.rows ?? payments?.items ?? []}
          pagination={list.table.tableProps(payments?.totalRows ?? 0)}
          loading={list.loading && !payments}
          emptyText={list.filters.emptyText}
          holdingView={holdingView}
          side={list.side}
          leading={actions?.leading}
          trailing={actions?.trailing}
        />
      </div>
    </Stack>
  );
};

/** The 'Faturamento' tab of Vendas e Faturamento, for the viewer's own (or agent side's) bills. */
export const BillingsPanel = ({ side }: { side: AgentRole | null }) => (
  <BillingsListView list={useBillingsList(side)} />
);
