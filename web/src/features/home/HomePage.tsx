import { Link } from 'react-router';
import styled from 'styled-components';
import { DashboardView } from '@/features/finance/DashboardView.tsx';
import { paths } from '@/paths.ts';
import { useMenuEntries } from '@/platform/routing/RouteTable.tsx';
import { useViewer } from '@/platform/session/SessionProvider.tsx';
import type { SessionUser } from '@/platform/session/sessionStore.ts';
import { CardGrid, Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Section } from '@/ui/Section.tsx';
import { AffiliateDashboardView } from './AffiliateDashboardPage.tsx';
import { AdminHome, HoldingHome, ProducerHome } from './OperationsHomes.tsx';

const StyledShortcut = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

/** A user with none of the roles below (none today) starts from the menu's screens. */
const Shortcuts = ({ viewer }: { viewer: SessionUser }) => {
  const entries = useMenuEntries(viewer);
  return (
    <Section title="Acesso rápido">
      <CardGrid $minWidth="220px">
        {entries
          .filter((entry) => entry.path !== paths.home)
          .map((entry) => (
            <li key={entry.path}>
              <StyledShortcut to={entry.path}>{entry.label}</StyledShortcut>
            </li>
          ))}
      </CardGrid>
    </Section>
  );
};

/** Agents: both dashboards a click away, the influencer one shown here. */
const AgentHome = () => (
  <Stack $gap={6}>
    <Section title="Seus dashboards">
      <CardGrid $minWidth="220px">
        <li>
          <StyledShortcut to={paths.agentDashboards.AFFILIATED}>Dashboard do Influenciador</StyledShortcut>
        </li>
        <li>
          <StyledShortcut to={paths.agentDashboards.BRANCH}>Dashboard do Agenciador</StyledShortcut>
        </li>
      </CardGrid>
    </Section>
    <DashboardView variant="affiliate" side="AFFILIATED" />
  </Stack>
);

const HomeContent = ({ viewer }: { viewer: SessionUser }) => {
  if (viewer.isAffiliated) return <AffiliateDashboardView />;
  if (viewer.isBranch) return <DashboardView variant="branch" side={null} />;
  if (viewer.isAgent) return <AgentHome />;
  // The operations homes: the current cycle's figures of the role, each linking to its list.
  if (viewer.isHolding) return <HoldingHome />;
  if (viewer.isAdmin) return <AdminHome />;
  if (viewer.isProducer) return <ProducerHome />;
  return <Shortcuts viewer={viewer} />;
};

/** `/` while signed in: the role's dashboard (docs/product.md §1.3), under a greeting. */
export const HomePage = () => {
  const viewer = useViewer();
  return (
    <section>
      <PageTitle title={`Olá, ${viewer?.displayName ?? ''}`} />
      {viewer && <HomeContent viewer={viewer} />}
    </section>
  );
};
