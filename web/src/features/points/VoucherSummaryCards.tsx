import { formatCents } from '@/lib/money.ts';
import { StatCard, StatGrid } from '@/ui/StatCard.tsx';
import type { VoucherSummary_GroupFragment } from './__generated__/vouchers.ts';
import { pointsText } from './points.ts';

export interface VoucherSummaryCardsProps {
  available: VoucherSummary_GroupFragment;
  expired: VoucherSummary_GroupFragment;
  used: VoucherSummary_GroupFragment;
}

const Group = ({ label, group }: { label: string; group: VoucherSummary_GroupFragment }) => (
  <StatCard
    label={label}
    value={`${group.count} ${group.count === 1 ? 'voucher' : 'vouchers'}`}
    hint={`${pointsText(group.points)} · ${formatCents(group.value)}`}
  />
);

/** The viewer's vouchers grouped AVAILABLE, EXPIRED, USED (docs/product.md §7.1). */
export const VoucherSummaryCards = ({ available, expired, used }: VoucherSummaryCardsProps) => (
  <StatGrid aria-label="Resumo dos vouchers">
    <Group label="Disponíveis" group={available} />
    <Group label="Expirados" group={expired} />
    <Group label="Utilizados" group={used} />
  </StatGrid>
);
