import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart.tsx';
import { niceScale } from './chartScale.ts';
import { renderWithTheme } from './renderWithTheme.tsx';

const data = [
  { key: '12', label: '12', value: 800 },
  { key: '13', label: '13', value: 0 },
  { key: '14', label: '14', value: 1250 },
];
const format = (value: number) => `${value} un`;

describe('niceScale', () => {
  it('rounds the axis up to a readable step', () => {
    expect(niceScale(1250)).toEqual({ max: 1500, ticks: [0, 500, 1000, 1500] });
    expect(niceScale(1_250_000)).toEqual({ max: 1_500_000, ticks: [0, 500_000, 1_000_000, 1_500_000] });
    expect(niceScale(9)).toEqual({ max: 10, ticks: [0, 2.5, 5, 7.5, 10] });
  });

  it('still draws an axis for an all-zero series', () => {
    expect(niceScale(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(niceScale(Number.NaN)).toEqual({ max: 1, ticks: [0, 1] });
  });
});

describe('BarChart', () => {
  it('exposes its numbers as a table named by the title', () => {
    renderWithTheme(
      <BarChart
        data={data}
        title="Vendas por ciclo"
        labelHeader="Ciclo"
        labelPrefix="Ciclo"
        formatValue={format}
      />,
    );
    const table = screen.getByRole('table', { name: 'Vendas por ciclo' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['CicloValor', 'Ciclo 12800 un', 'Ciclo 130 un', 'Ciclo 141250 un']);
    expect(screen.getByRole('figure', { name: 'Vendas por ciclo' })).toBeInTheDocument();
  });

  it('draws one bar per datum, proportional to the value, hidden from assistive technology', () => {
    renderWithTheme(<BarChart data={data} title="Vendas" formatValue={format} highlightKey="14" />);
    const svg = screen.getByTestId('bar-chart');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const bars = [...svg.querySelectorAll('rect')];
    expect(bars).toHaveLength(3);
    const heights = bars.map((bar) => Number(bar.getAttribute('height')));
    expect(heights[1]).toBe(0);
    expect(heights[2] ?? 0).toBeGreaterThan(heights[0] ?? 0);
    expect(heights[2] ?? 0).toBeCloseTo(((heights[0] ?? 0) * 1250) / 800, 5);
    expect(bars[2]?.querySelector('title')?.textContent).toBe('14: 1250 un');
  });

  it('renders an empty series without failing', () => {
    renderWithTheme(<BarChart data={[]} title="Vendas" formatValue={format} />);
    expect(screen.getByTestId('bar-chart').querySelectorAll('rect')).toHaveLength(0);
  });
});
