import { formatDate } from '@/lib/dates.ts';

/** The period of an Acompanhamento de vendas answer (`SalesTracking`): its days and default cycle. */
export interface SalesPeriod {
  from: string;
  to: string;
  cycle?: { number: number; current: boolean } | null;
}

/** 'AAAA-MM-DD' as DD/MM/AAAA (at noon UTC, the same day in Fortaleza). */
const formatDay = (day: string) => formatDate(`${day}T12:00:00Z`);

/**
 * Which period the figures are of: the default cycle's (current or not) or the days asked for. Its
 * own module so the homes (features/home) say it too without loading the tracking page.
 */
export function periodLine(tracking: SalesPeriod): string {
  const days = `${formatDay(tracking.from)} a ${formatDay(tracking.to)}`;
  if (!tracking.cycle) return `Período: ${days}.`;
  return tracking.cycle.current
    ? `Período: ciclo atual, ${tracking.cycle.number} (${days}).`
    : `Período: ciclo ${tracking.cycle.number} (${days}), o mais recente com vendas.`;
}
