import { useId } from 'react';
import styled from 'styled-components';
import { formatCents, formatCentsCompact } from '@/lib/money.ts';
import {
  CHART_MARGIN,
  CHART_WIDTH,
  StyledAxisText,
  StyledFigure,
  StyledGridLine,
  StyledSvg,
  StyledTable,
  StyledTableBox,
} from '@/ui/BarChart.tsx';
import { niceScale } from '@/ui/chartScale.ts';
import type { Reports_ChartPointFragment } from './__generated__/reports.ts';

/** Series colours, one per unit in legend order ('Outras unidades' last, in grey). */
const SERIES = ['#1f4fa3', '#f28c28', '#2e8b57', '#8e44ad', '#c62828'] as const;
const OTHERS = '#8a94a6';

const WIDTH = CHART_WIDTH;
const HEIGHT = 260;
const MARGIN = CHART_MARGIN;

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2, 4)};
  margin: ${({ theme }) => theme.spacing(2, 0, 0)};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.small};

  span {
    display: inline-block;
    width: 12px;
    height: 12px;
    margin-right: ${({ theme }) => theme.spacing(1)};
    border-radius: 2px;
    vertical-align: middle;
  }
`;

interface Series {
  key: string;
  name: string;
  color: string;
}

/** Units in the order upstream ranked them (largest first), 'Outras unidades' last. */
const seriesOf = (points: readonly Reports_ChartPointFragment[]): Series[] => {
  const named = new Map<string, string>();
  let others = false;
  for (const point of points) {
    if (point.unitId) named.set(point.unitId, point.unitName);
    else others = true;
  }
  const series = [...named.entries()].map(([key, name], index) => ({
    key,
    name,
    color: SERIES[index % SERIES.length] ?? OTHERS,
  }));
  const other = points.find((point) => !point.unitId);
  return others && other ? [...series, { key: '', name: other.unitName, color: OTHERS }] : series;
};

/**
 * Relatórios' chart (docs/product.md §11.4): approved sales per cycle, stacked per unit, in plain
 * SVG like ui/BarChart. The drawing is hidden from assistive technology; the same numbers are in
 * a visually hidden table.
 */
export const ReportChart = ({ points }: { points: readonly Reports_ChartPointFragment[] }) => {
  const captionId = useId();
  const cycles = [...new Set(points.map((point) => point.cycle))].sort((a, b) => a - b);
  const series = seriesOf(points);
  const amountOf = (cycle: number, key: string) =>
    points.find((point) => point.cycle === cycle && (point.unitId ?? '') === key)?.value ?? 0;
  const totals = cycles.map((cycle) => series.reduce((sum, item) => sum + amountOf(cycle, item.key), 0));
  const scale = niceScale(Math.max(0, ...totals));
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = cycles.length > 0 ? plotWidth / cycles.length : plotWidth;
  const barWidth = Math.max(2, band * 0.6);
  const height = (value: number) => (Math.max(0, value) / scale.max) * plotHeight;
  const bottom = MARGIN.top + plotHeight;

  return (
    <StyledFigure aria-labelledby={captionId}>
      <StyledSvg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
        data-testid="report-chart"
      >
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <StyledGridLine
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={bottom - height(tick)}
              y2={bottom - height(tick)}
            />
            <StyledAxisText x={MARGIN.left - 8} y={bottom - height(tick)} dy="0.32em" textAnchor="end">
              {formatCentsCompact(tick)}
            </StyledAxisText>
          </g>
        ))}
        {cycles.map((cycle, index) => {
          const x = MARGIN.left + index * band + (band - barWidth) / 2;
          let top = bottom;
          return (
            <g key={cycle}>
              {series.map((item) => {
                const value = amountOf(cycle, item.key);
                if (value <= 0) return null;
                top -= height(value);
                return (
                  <rect
                    key={item.key}
                    x={x}
                    y={top}
                    width={barWidth}
                    height={height(value)}
                    fill={item.color}
                  >
                    <title>{`Ciclo ${cycle}, ${item.name}: ${formatCents(value)}`}</title>
                  </rect>
                );
              })}
              <StyledAxisText x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle">
                {cycle}
              </StyledAxisText>
            </g>
          );
        })}
      </StyledSvg>
      <StyledLegend aria-hidden="true">
        {series.map((item) => (
          <li key={item.key}>
            <span style={{ background: item.color }} />
            {item.name}
          </li>
        ))}
      </StyledLegend>
      <StyledTableBox>
        <StyledTable>
          <caption id={captionId}>Vendas aprovadas por ciclo e unidade</caption>
          <thead>
            <tr>
              <th scope="col">Ciclo</th>
              {series.map((item) => (
                <th scope="col" key={item.key}>
                  {item.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cycles.map((cycle) => (
              <tr key={cycle}>
                <th scope="row">{`Ciclo ${cycle}`}</th>
                {series.map((item) => (
                  <td key={item.key}>{formatCents(amountOf(cycle, item.key))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledTableBox>
    </StyledFigure>
  );
};
