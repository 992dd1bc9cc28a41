import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { useViewer } from '@/platform/session/SessionProvider.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Tabs } from '@/ui/Tabs.tsx';
import { AgentSideSwitch } from './AgentSideSwitch.tsx';
import { BillingsPanel } from './BillingsPanel.tsx';
import { BILLING_TAB, readSalesBillingTab, SALES_TAB, type SalesBillingState } from './billingNavigation.ts';
import { financePaths, financeSide } from './financeSide.ts';
import { SalesOverviewPanel } from './SalesOverviewPanel.tsx';

const TABS = [
  { id: 'vendas', label: 'Vendas e comissões' },
  { id: 'faturamento', label: 'Faturamento' },
] as const;

const SIDE_PATHS = {
  AFFILIATED: financePaths.salesBilling('AFFILIATED'),
  BRANCH: financePaths.salesBilling('BRANCH'),
};

/**
 * 'Vendas e Faturamento' (/vendas-comissoes, its agent variants, and /faturamento): two tabs. The tab
 * comes from the navigation state (billing details goes back to tab 1, docs/product.md §5.4), else
 * from the path.
 */
export const SalesBillingPage = () => {
  const viewer = useViewer();
  const location = useLocation();
  const navigate = useNavigate();
  const side = financeSide(viewer, location.pathname);
  const [tab, setTab] = useState(
    () =>
      readSalesBillingTab(location.state) ??
      (location.pathname === financePaths.holdingBillings ? BILLING_TAB : SALES_TAB),
  );

  const handleTabChange = (index: number) => {
    setTab(index);
    // Kept in the history entry, so a reload or coming back here reopens the same tab.
    const state: SalesBillingState = { tab: index };
    navigate(`${location.pathname}${location.search}`, { replace: true, state });
  };

  return (
    <section>
      <PageTitle
        title={useRouteTitle()}
        actions={side && <AgentSideSwitch current={side} paths={SIDE_PATHS} state={{ tab }} />}
      />
      <Tabs tabs={TABS} selectedIndex={tab} onChange={handleTabChange} label="Vendas e Faturamento">
        {tab === BILLING_TAB ? <BillingsPanel side={side} /> : <SalesOverviewPanel side={side} />}
      </Tabs>
    </section>
  );
};
