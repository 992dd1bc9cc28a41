import { COMMISSIONS_PREVIEW_ROWS, REFRESH_MS } from '@portal/schema/constants';
import type { AgentRole } from '@/__generated__/types.ts';
import { visiblePolling } from '@/lib/visiblePolling.ts';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { Section } from '@/ui/Section.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { useSalesOverviewQuery } from './__generated__/sales.ts';
import { BalanceCards } from './BalanceCards.tsx';
import { financePaths } from './financeSide.ts';
import { LatestCommissions, SeeAllLink } from './LatestCommissions.tsx';
import { SalesTable } from './SalesTable.tsx';

/** The 'Vendas e comissões' tab: balances and the latest sales and commissions. */
export const SalesOverviewPanel = ({ side }: { side: AgentRole | null }) => {
  const { data, loading, refetch } = useSalesOverviewQuery({
    variables: { as: side, previewRows: COMMISSIONS_PREVIEW_ROWS },
    errorPolicy: 'all',
    // Balances and the latest sales change in the background: refreshed every 10 minutes while visible.
    ...visiblePolling(REFRESH_MS),
  });

  if (!data) {
    if (loading) return <Spinner label="Carregando vendas e comissões" />;
    return <ErrorState onRetry={() => void refetch()} />;
  }
  const { finance } = data;

  return (
    <Stack $gap={6}>
      <BalanceCards
        balance={finance.balance}
        totalSales={finance.totalSales}
        cycleNumber={finance.commercialCycle?.number}
      />
      <Section
        title="Últimas vendas"
        actions={<SeeAllLink to={financePaths.allSales(side)}>Ver todas as vendas</SeeAllLink>}
      >
        <SalesTable label="Últimas vendas" sales={finance.sales.items} />
      </Section>
      <LatestCommissions commissions={finance.commissions.items} side={side} />
    </Stack>
  );
};
