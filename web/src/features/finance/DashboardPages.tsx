import type { ReactNode } from 'react';
import { paths } from '@/paths.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { AgentSideSwitch } from './AgentSideSwitch.tsx';
import { type DashboardVariant, DashboardView } from './DashboardView.tsx';
import type { AgentRole } from './financeSide.ts';

/** Where each side's dashboard lives: the paths module's, which the route table uses. */
export const AGENT_DASHBOARD_PATHS: Readonly<Record<AgentRole, string>> = paths.agentDashboards;

/**
 * A dashboard screen around its content: the route's title and, for agents, the side switch. The
 * affiliate's one is composed with the banners and the CNPJ's next step in features/home.
 */
export const DashboardScreen = ({ side, children }: { side: AgentRole | null; children: ReactNode }) => (
  <section>
    <PageTitle
      title={useRouteTitle()}
      actions={side && <AgentSideSwitch current={side} paths={AGENT_DASHBOARD_PATHS} />}
    />
    {children}
  </section>
);

/** One of finance's dashboard screens. */
export const DashboardPage = ({ variant, side }: { variant: DashboardVariant; side: AgentRole | null }) => (
  <DashboardScreen side={side}>
    <DashboardView variant={variant} side={side} />
  </DashboardScreen>
);

/** 'Dashboard' for branches: same path, the unit's figures. */
export const BranchDashboardPage = () => <DashboardPage variant="branch" side={null} />;

/** 'Dashboard do Influenciador': the agent acting as affiliate. */
export const InfluencerDashboardPage = () => <DashboardPage variant="affiliate" side="AFFILIATED" />;

/** 'Dashboard do Agenciador': the agent acting as branch. */
export const AgencyDashboardPage = () => <DashboardPage variant="branch" side="BRANCH" />;
