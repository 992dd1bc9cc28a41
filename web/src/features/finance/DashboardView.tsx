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
import { type DashboardQuery, useDashboardQuery } from './__generated__/dashboard.ts';
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
  /**
   * Another domain's panel over the figures, fed by this same request: given, the query also asks
   * for the active banners (the affiliate's dashboard, composed in features/home), so the screen
   * stays one GraphQL request.
   */
  renderBanners?: (banners: NonNullable<DashboardQuery['activeBanners']>) => ReactNode;
  /**
   * The same for the viewer's profile (what the CNPJ status asks next, over everything else): given,
   * the query also asks for `myProfile` (the affiliate's dashboard, composed in features/home).
   */
  renderProfile?: (profile: NonNullable<DashboardQuery['myProfile']>) => ReactNode;
}

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.spacing(6)};
`;

/**
 * A dashboard's content: balances, current-cycle sales, goals, sales per cycle and the commissions
 * preview, all from ONE query. errorPolicy 'all' keeps what arrived when a field failed (it comes
 * back null and shows 'Indisponível').
 */
export const DashboardView = ({ variant, side, renderBanners, renderProfile }: DashboardViewProps) => {
  const { data, loading, refetch } = useDashboardQuery({
    variables: {
      as: side,
      branch: variant === 'branch',
      previewRows: COMMISSIONS_PREVIEW_ROWS,
      banners: renderBanners !== undefined,
      profile: renderProfile !== undefined,
    },
    errorPolicy: 'all',
    // Balances and sales change in the background: refreshed every 10 minutes while visible.
    ...visiblePolling(REFRESH_MS),
  });

  if (!data) {
    if (loading) return <Spinner label="Carregando dashboard" />;
    return <ErrorState onRetry={() => void refetch()} />;
  }
  const { finance } = data;
  const cycle = finance.commercialCycle;
  const sales = variant === 'branch' ? (finance.unitBalance?.currentCycle ?? null) : finance.totalSales;

  return (
    <Stack $gap={6}>
      {renderProfile && data.myProfile && renderProfile(data.myProfile)}
      {renderBanners && data.activeBanners && renderBanners(data.activeBanners)}
      <MutedText>
        {cycle
          ? `Ciclo atual: ${cycle.number} (${formatDate(cycle.startsAt)} a ${formatDate(cycle.endsAt)})`
          : `Ciclo atual: ${UNAVAILABLE_TEXT}`}
      </MutedText>
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
