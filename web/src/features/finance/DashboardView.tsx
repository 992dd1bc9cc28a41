import { COMMISSIONS_PREVIEW_ROWS, REFRESH_MS } from '@portal/schema/constants';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { AgentRole } from '@/__generated__/types.ts';
import { formatDate } from '@/lib/dates.ts';
import { visiblePolling } from '@/lib/visiblePolling.ts';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { MutedText, Stack } from '@/ui/ListLayout.tsx';
import { Section } from '@/ui/Section.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { type DashboardView_FinanceFragment, useDashboardQuery } from './__generated__/dashboard.ts';
import { BalanceCards } from './BalanceCards.tsx';
import { UNAVAILABLE_TEXT } from './financeSide.ts';
import { GoalsProgress } from './GoalsProgress.tsx';
import { LatestCommissions } from './LatestCommissions.tsx';
import { SalesChart } from './SalesChart.tsx';

export type DashboardVariant = 'affiliate' | 'branch';

export interface DashboardViewProps {
  /** The branch dashboard adds the unit's figures (docs/product.md §5.1: branch sees a different page). */
  variant: DashboardVariant;
  /** The agent's side, or null for non-agents. */
  side: AgentRole | null;
}

export interface DashboardFiguresProps extends DashboardViewProps {
  /** The `DashboardView_finance` fragment, from whichever request carried it. */
  finance: DashboardView_FinanceFragment;
  /**
   * Other domains' panels over the figures (the affiliate's dashboard, composed in features/home:
   * what the CNPJ status asks next, the active banners), fed by the same request.
   */
  above?: ReactNode;
}

/**
 * How every dashboard request is made: errorPolicy 'all' keeps what arrived when a field failed (it
 * comes back null and shows 'Indisponível'); balances and sales change in the background, so it is
 * refreshed every 10 minutes while visible.
 */
export const dashboardQueryOptions = () => ({ errorPolicy: 'all' as const, ...visiblePolling(REFRESH_MS) });

/** A dashboard's variables for finance's fragment (`$branch`, `$previewRows`). */
export const dashboardFragmentVariables = (variant: DashboardVariant) => ({
  branch: variant === 'branch',
  previewRows: COMMISSIONS_PREVIEW_ROWS,
});

/** A dashboard whose request has not answered: a spinner while loading, else an error with a retry. */
export const DashboardPending = ({ loading, onRetry }: { loading: boolean; onRetry: () => void }) =>
  loading ? <Spinner label="Carregando dashboard" /> : <ErrorState onRetry={onRetry} />;

/**
 * The dashboard's cycle line. The server's clock decides which cycle is current; when none covers
 * today it sends the last one that started (current false), and the line says so instead of
 * calling an old cycle current.
 */
export function cycleLine(cycle: DashboardView_FinanceFragment['commercialCycle']): string {
  if (!cycle) return `Ciclo atual: ${UNAVAILABLE_TEXT}`;
  const dates = `${formatDate(cycle.startsAt)} a ${formatDate(cycle.endsAt)}`;
  return cycle.current
    ? `Ciclo atual: ${cycle.number} (${dates})`
    : `Nenhum ciclo comercial em andamento. O último foi o ciclo ${cycle.number} (${dates}).`;
}

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.spacing(6)};
`;

/**
 * A dashboard's content from the `DashboardView_finance` fragment: balances, current-cycle sales,
 * goals, sales per cycle and the commissions preview, under the panels given in `above`.
 */
export const DashboardFigures = ({ variant, side, finance, above }: DashboardFiguresProps) => {
  const cycle = finance.commercialCycle;
  const sales = variant === 'branch' ? (finance.unitBalance?.currentCycle ?? null) : finance.totalSales;

  return (
    <Stack $gap={6}>
      {above}
      <MutedText>{cycleLine(cycle)}</MutedText>
      <BalanceCards
        balance={finance.balance}
        totalSales={finance.totalSales}
        unitBalance={variant === 'branch' ? (finance.unitBalance ?? null) : undefined}
        cycleNumber={cycle?.number}
      />
      <StyledColumns>
        <Section title="Metas do ciclo">
          <GoalsProgress goals={finance.goals} sales={sales} />
        </Section>
        <Section title="Vendas por ciclo">
          <SalesChart cycles={finance.salesByCycle} currentCycle={cycle?.number} />
        </Section>
      </StyledColumns>
      <LatestCommissions commissions={finance.commissions.items} side={side} />
    </Stack>
  );
};

/**
 * finance's own dashboards (the branch's, the agent's two), all from ONE `Dashboard` query. The
 * affiliate's one is features/home's `AffiliateDashboard` request over the same fragment.
 */
export const DashboardView = ({ variant, side }: DashboardViewProps) => {
  const { data, loading, refetch } = useDashboardQuery({
    variables: { as: side, ...dashboardFragmentVariables(variant) },
    ...dashboardQueryOptions(),
  });

  if (!data) return <DashboardPending loading={loading} onRetry={() => void refetch()} />;
  return <DashboardFigures variant={variant} side={side} finance={data.finance} />;
};
