import { useId } from 'react';
import styled from 'styled-components';
import { niceScale } from './chartScale.ts';
import { visuallyHidden } from './VisuallyHidden.tsx';

export interface BarChartDatum {
  /** Stable identity of the bar (React key). */
  key: string;
  /** Category shown under the bar and in the data table ('13'). */
  label: string;
  value: number;
}

export interface BarChartProps {
  data: readonly BarChartDatum[];
  /** Names the chart and captions its data table. */
  title: string;
  /** Full text of a value (table cells and bar tooltips), e.g. lib/money's formatCents. */
  formatValue: (value: number) => string;
  /** Short text for the axis ticks; defaults to formatValue. */
  formatTick?: (value: number) => string;
  /** Header of the category column of the data table. */
  labelHeader?: string;
  /** Header of the value column of the data table. */
  valueHeader?: string;
  /** Prefix of each bar's label ('Ciclo' → 'Ciclo 13'). */
  labelPrefix?: string;
  /** The bar drawn in the strong colour (e.g. the current cycle). */
  highlightKey?: string;
  /** Drawing height in viewBox units; the width follows the container. */
  height?: number;
}

/** Drawing width in viewBox units and the plot's margins (shared with other SVG charts). */
export const CHART_WIDTH = 640;
export const CHART_MARGIN = { top: 12, right: 8, bottom: 32, left: 92 } as const;
const WIDTH = CHART_WIDTH;
const MARGIN = CHART_MARGIN;

export const StyledFigure = styled.figure`
  margin: 0;
`;

export const StyledSvg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  overflow: visible;
`;

export const StyledGridLine = styled.line`
  stroke: ${({ theme }) => theme.colors.border};
  stroke-width: 1;
`;

export const StyledAxisText = styled.text`
  fill: ${({ theme }) => theme.colors.textMuted};
  font-size: 16px;
`;

const StyledBar = styled.rect<{ $highlight: boolean }>`
  fill: ${({ theme, $highlight }) => ($highlight ? theme.colors.primary : theme.colors.info)};
  opacity: ${({ $highlight }) => ($highlight ? 1 : 0.75)};
`;

/**
 * The chart's numbers as a visually hidden table. The box around it is what is hidden: a table box
 * cannot be narrower than its content, so hiding the table itself left a wide chart's columns
 * (Relatórios' cycles by unit) widening the page on a phone.
 */
export const StyledTable = styled.table``;

export const StyledTableBox = styled.div`
  ${visuallyHidden}
`;

/**
 * A small bar chart in plain SVG (no chart library: the route budgets matter more than features).
 * The drawing is decorative for assistive technology; the same numbers are in a visually hidden
 * table, which screen readers navigate far better than shapes.
 */
export const BarChart = ({
  data,
  title,
  formatValue,
  formatTick = formatValue,
  labelHeader = 'Categoria',
  valueHeader = 'Valor',
  labelPrefix = '',
  highlightKey,
  height = 240,
}: BarChartProps) => {
  const captionId = useId();
  const scale = niceScale(Math.max(0, ...data.map((datum) => datum.value)));
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = height - MARGIN.top - MARGIN.bottom;
  const band = data.length > 0 ? plotWidth / data.length : plotWidth;
  const barWidth = Math.max(2, band * 0.6);
  const y = (value: number) => MARGIN.top + plotHeight - (Math.max(0, value) / scale.max) * plotHeight;
  const fullLabel = (label: string) => (labelPrefix ? `${labelPrefix} ${label}` : label);

  return (
    <StyledFigure aria-labelledby={captionId}>
      <StyledSvg
        viewBox={`0 0 ${WIDTH} ${height}`}
        aria-hidden="true"
        focusable="false"
        data-testid="bar-chart"
      >
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <StyledGridLine x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
            <StyledAxisText x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
              {formatTick(tick)}
            </StyledAxisText>
          </g>
        ))}
        {data.map((datum, index) => {
          const x = MARGIN.left + index * band + (band - barWidth) / 2;
          const top = y(datum.value);
          return (
            <g key={datum.key}>
              <StyledBar
                x={x}
                y={top}
                width={barWidth}
                height={MARGIN.top + plotHeight - top}
                rx={2}
                $highlight={datum.key === highlightKey}
                data-value={datum.value}
              >
                <title>{`${fullLabel(datum.label)}: ${formatValue(datum.value)}`}</title>
              </StyledBar>
              <StyledAxisText x={x + barWidth / 2} y={height - 8} textAnchor="middle">
                {datum.label}
              </StyledAxisText>
            </g>
          );
        })}
      </StyledSvg>
      <StyledTableBox>
        <StyledTable>
          <caption id={captionId}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.key}>
                <th scope="row">{fullLabel(datum.label)}</th>
                <td>{formatValue(datum.value)}</td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </StyledTableBox>
    </StyledFigure>
  );
};
