import { formatCents, formatCentsCompact } from '@/lib/money.ts';
import { BarChart } from '@/ui/BarChart.tsx';
import type { SalesChart_CycleSalesFragment } from './__generated__/dashboard.ts';
import { UNAVAILABLE_TEXT } from './financeSide.ts';

export interface SalesChartProps {
  /** Oldest first; null when the sales lookup failed. */
  cycles: readonly SalesChart_CycleSalesFragment[] | null;
  currentCycle?: number | null;
}

/** Sales per commercial cycle, the current one highlighted. */
export const SalesChart = ({ cycles, currentCycle }: SalesChartProps) => {
  if (!cycles) return <p>{UNAVAILABLE_TEXT}</p>;
  return (
    <BarChart
      title="Vendas por ciclo"
      labelHeader="Ciclo"
      labelPrefix="Ciclo"
      valueHeader="Vendas"
      data={cycles.map((item) => ({ key: String(item.cycle), label: String(item.cycle), value: item.total }))}
      highlightKey={currentCycle === null || currentCycle === undefined ? undefined : String(currentCycle)}
      formatValue={formatCents}
      formatTick={formatCentsCompact}
    />
  );
};
