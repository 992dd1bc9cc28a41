import { Link } from 'react-router';
import styled from 'styled-components';
import type { AgentRole } from '@/__generated__/types.ts';
import { useViewer } from '@/platform/session/SessionProvider.tsx';
import { Section } from '@/ui/Section.tsx';
import type { CommissionsTable_CommissionFragment } from './__generated__/sales.ts';
import { CommissionsTable } from './CommissionsTable.tsx';
import { financePaths, showsPaymentId } from './financeSide.ts';

/** A preview section's link to its whole list ('Ver todas as ...'). */
export const SeeAllLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

interface LatestCommissionsProps {
  commissions: readonly CommissionsTable_CommissionFragment[];
  /** The agent's side, or null for non-agents. */
  side: AgentRole | null;
}

/** 'Últimas comissões': the dashboard's and Vendas e comissões' preview, linking to the whole list. */
export const LatestCommissions = ({ commissions, side }: LatestCommissionsProps) => {
  const viewer = useViewer();
  return (
    <Section
      title="Últimas comissões"
      actions={<SeeAllLink to={financePaths.allCommissions(side)}>Ver todas as comissões</SeeAllLink>}
    >
      <CommissionsTable
        label="Últimas comissões"
        commissions={commissions}
        showPaymentId={showsPaymentId(viewer)}
        explainSide={side}
      />
    </Section>
  );
};
