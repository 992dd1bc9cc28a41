import { StatCard, StatGrid } from '@/ui/StatCard.tsx';
import type { PointSummary_SummaryFragment } from './__generated__/vouchers.ts';
import { pointsText } from './points.ts';

/** The viewer's points by bucket (docs/product.md §3 Points summary): available, expired, used, total. */
export const PointSummaryCards = ({
  available,
  expired,
  used,
  totalPoints,
}: PointSummary_SummaryFragment) => (
  <StatGrid aria-label="Resumo dos pontos">
    <StatCard label="Pontos disponíveis" value={pointsText(available)} />
    <StatCard label="Pontos expirados" value={pointsText(expired)} />
    <StatCard label="Pontos utilizados" value={pointsText(used)} />
    <StatCard label="Total de pontos" value={pointsText(totalPoints)} />
  </StatGrid>
);
