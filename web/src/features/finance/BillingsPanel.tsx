import styled from 'styled-components';
import type { AgentRole } from '@/__generated__/types.ts';
import { formatCents } from '@/lib/money.ts';
import { useServerTable } from '@/lib/useServerTable.ts';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { StatCard, StatGrid } from '@/ui/StatCard.tsx';
import { useBillingsQuery } from './__generated__/billing.ts';
import { BillingsTable } from './BillingsTable.tsx';
import { UNAVAILABLE_TEXT } from './financeSide.ts';

export interface BillingsPanelProps {
  side: AgentRole | null;
  /** The holding's payments route: every bill, read-only. */
  holdingView?: boolean;
}

const StyledLayout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
`;

const money = (cents: number | undefined): string =>
  cents === undefined ? UNAVAILABLE_TEXT : formatCents(cents);

/** The 'Faturamento' tab: totals by state and the bills, paginated by the server. */
export const BillingsPanel = ({ side, holdingView = false }: BillingsPanelProps) => {
  const table = useServerTable('cycle');
  const { data, previousData, loading, refetch } = useBillingsQuery({
    variables: { as: side, page: table.page, pageSize: table.pageSize, order: table.order },
    errorPolicy: 'all',
    // An invoice sent from billing details changes the totals: show the cached page, then refresh.
    fetchPolicy: 'cache-and-network',
  });
  // While the next page loads, the current one stays on screen under the spinner's busy state.
  const shown = data ?? previousData;

  if (!shown && !loading) return <ErrorState onRetry={() => void refetch()} />;
  const summary = shown?.finance.paymentsSummary ?? undefined;
  const payments = shown?.finance.payments;

  return (
    <StyledLayout>
      {!holdingView && (
        <StatGrid aria-label="Resumo do faturamento">
          <StatCard label="Aguardando nota fiscal" value={money(summary?.awaitingInvoice)} />
          <StatCard label="Em processamento" value={money(summary?.processing)} />
          <StatCard label="Pago" value={money(summary?.paid)} />
        </StatGrid>
      )}
      <BillingsTable
        billings={payments?.items ?? []}
        pagination={table.tableProps(payments?.totalRows ?? 0)}
        loading={loading && !payments}
        holdingView={holdingView}
        side={side}
      />
    </StyledLayout>
  );
};
