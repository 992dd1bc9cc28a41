import { useRouteTitle } from '@/app/RouteTitle.tsx';
import { routePaths } from '@/app/routes.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { AgentSideSwitch } from './AgentSideSwitch.tsx';
import { type DashboardVariant, DashboardView } from './DashboardView.tsx';
import type { AgentRole } from './financeSide.ts';

/** Where each side's dashboard lives: the route table's paths (app/routes.tsx). */
export const AGENT_DASHBOARD_PATHS: Readonly<Record<AgentRole, string>> = routePaths.agentDashboards;

const DashboardPage = ({ variant, side }: { variant: DashboardVariant; side: AgentRole | null }) => (
  <section>
    <PageTitle
      title={useRouteTitle()}
      actions={side && <AgentSideSwitch current={side} paths={AGENT_DASHBOARD_PATHS} />}
    />
    <DashboardView variant={variant} side={side} />
  </section>
);

/** 'Dashboard' for affiliates (/dashboard). */
export const AffiliateDashboardPage = () => <DashboardPage variant="affiliate" side={null} />;

/** 'Dashboard' for branches: same path, the unit's figures. */
export const BranchDashboardPage = () => <DashboardPage variant="branch" side={null} />;

/** 'Dashboard do Influenciador': the agent acting as affiliate. */
export const InfluencerDashboardPage = () => <DashboardPage variant="affiliate" side="AFFILIATED" />;

/** 'Dashboard do Agenciador': the agent acting as branch. */
export const AgencyDashboardPage = () => <DashboardPage variant="branch" side="BRANCH" />;
