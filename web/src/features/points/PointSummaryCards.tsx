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
    <StatCard label="Saldo de pontos" value={pointsText(available)} />
    <StatCard label="Pontos vencidos" value={pointsText(expired)} />
    <StatCard label="Pontos gastos" value={pointsText(used)} />
    <StatCard label="Total de pontos" value={pointsText(totalPoints)} />
  </StatGrid>
);
