import type { ReactNode } from 'react';
import { paths } from '@/paths.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { AgentSideSwitch } from './AgentSideSwitch.tsx';
import { type DashboardVariant, DashboardView, type DashboardViewProps } from './DashboardView.tsx';
import type { AgentRole } from './financeSide.ts';

/** Where each side's dashboard lives: the paths module's, which the route table uses. */
export const AGENT_DASHBOARD_PATHS: Readonly<Record<AgentRole, string>> = paths.agentDashboards;

/** A dashboard screen; the affiliate's one is composed with the banners and the CNPJ's next step in features/home. */
export const DashboardPage = ({
  variant,
  side,
  renderBanners,
  renderProfile,
}: {
  variant: DashboardVariant;
  side: AgentRole | null;
  renderBanners?: DashboardViewProps['renderBanners'];
  renderProfile?: DashboardViewProps['renderProfile'];
}): ReactNode => (
  <section>
    <PageTitle
      title={useRouteTitle()}
      actions={side && <AgentSideSwitch current={side} paths={AGENT_DASHBOARD_PATHS} />}
    />
    <DashboardView
      variant={variant}
      side={side}
      renderBanners={renderBanners}
      renderProfile={renderProfile}
    />
  </section>
);

/** 'Dashboard' for branches: same path, the unit's figures. */
export const BranchDashboardPage = () => <DashboardPage variant="branch" side={null} />;

/** 'Dashboard do Influenciador': the agent acting as affiliate. */
export const InfluencerDashboardPage = () => <DashboardPage variant="affiliate" side="AFFILIATED" />;

/** 'Dashboard do Agenciador': the agent acting as branch. */
export const AgencyDashboardPage = () => <DashboardPage variant="branch" side="BRANCH" />;
