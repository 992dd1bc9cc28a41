import { formatCents } from '@/lib/money.ts';
import { StatCard, StatGrid } from '@/ui/StatCard.tsx';
import type {
  BalanceCards_BalanceFragment,
  BalanceCards_UnitBalanceFragment,
} from './__generated__/dashboard.ts';
import { UNAVAILABLE_TEXT } from './financeSide.ts';

export interface BalanceCardsProps {
  /** Null when the balance lookup failed (the gateway answers null for that field only). */
  balance: BalanceCards_BalanceFragment | null;
  /** Sales of the current cycle in cents; null when unavailable. */
  totalSales: number | null;
  /** Branch figures; undefined when the page does not ask for them. */
  unitBalance?: BalanceCards_UnitBalanceFragment | null;
  /** Number of the current commercial cycle, when known. */
  cycleNumber?: number | null;
}

const money = (cents: number | null | undefined): string =>
  typeof cents === 'number' ? formatCents(cents) : UNAVAILABLE_TEXT;

/** Balances (pending, earned) and current-cycle sales; a failed figure reads 'Indisponível'. */
export const BalanceCards = ({ balance, totalSales, unitBalance, cycleNumber }: BalanceCardsProps) => {
  const cycleHint = typeof cycleNumber === 'number' ? `Ciclo ${cycleNumber}` : undefined;
  const branch = unitBalance !== undefined;
  return (
    <StatGrid aria-label="Saldos e vendas">
      <StatCard label="Comissões pendentes" value={money(balance?.pending)} hint="Ainda não disponíveis" />
      <StatCard label="Comissões recebidas" value={money(balance?.earned)} hint="Já pagas" />
      <StatCard
        label="Vendas do ciclo atual"
        value={money(branch ? unitBalance?.currentCycle : totalSales)}
        hint={cycleHint}
      />
      {branch && <StatCard label="Vendas do ciclo anterior" value={money(unitBalance?.lastCycle)} />}
    </StatGrid>
  );
};
