/**
 * Gerenciador de Vouchers: the viewer's own programme membership (docs/product.md §1.7) for a
 * holding user (the holding's) or a non-affiliate branch user (the unit's ED programme), with the
 * join step while the status allows it. It comes with the screen's one query; joining writes the
 * new status into the cached membership, so the card changes without a second request.
 */
import { useApolloClient } from '@apollo/client/react';
import { StatCard, StatGrid } from '@/ui/StatCard.tsx';
import type { ManagedVouchersQuery } from './__generated__/vouchers.ts';
import { EdJoinStep } from './JoinSteps.tsx';
import { canJoin, PROGRAMME_ACCEPTED, programmeStatusLabel } from './points.ts';

type Membership = ManagedVouchersQuery['pointsMembership'];

const CARD_LABELS = {
  HOLDING: 'Programa de Pontos da holding',
  UNITS: 'Programa de Pontos ED da unidade',
} as const;

export const MembershipCard = ({ membership }: { membership: Membership }) => {
  const { cache } = useApolloClient();
  const { memberType, programmeStatus } = membership;
  // An affiliate's own membership is Pontos e Vouchers' (multi@ is affiliate and branch); a
  // producer has none.
  if (memberType !== 'HOLDING' && memberType !== 'UNITS') return null;
  const handleJoined = (status: string) => {
    if (!status) return;
    cache.modify({
      fields: {
        pointsMembership: (existing) => ({
          ...existing,
          programmeStatus: status,
          accepted: status === PROGRAMME_ACCEPTED,
        }),
      },
    });
  };
  return (
    <>
      <StatGrid aria-label="Adesão ao Programa de Pontos">
        <StatCard label={CARD_LABELS[memberType]} value={programmeStatusLabel(programmeStatus)} />
      </StatGrid>
      {canJoin(programmeStatus) && <EdJoinStep type={memberType} onJoined={handleJoined} />}
    </>
  );
};
