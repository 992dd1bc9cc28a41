import { type KeyboardEvent, useId, useState } from 'react';
import styled from 'styled-components';
import type { DataTableColumn } from './Table.tsx';
import type { ThemeColor } from './theme.ts';

export interface StatusSquareProps {
  color: ThemeColor;
  /** Tooltip text, e.g. a status label from lib/status.ts ('Paga'). */
  label: string;
  /** The square's own name for screen readers; the tooltip text becomes its description. */
  name?: string;
  size?: number;
  /** Next to a visible label the square only adds colour: no tooltip, hidden from assistive technology. */
  decorative?: boolean;
}

const StyledWrapper = styled.span`
  position: relative;
  display: inline-flex;
`;

const StyledSquare = styled.span<{ $color: ThemeColor; $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme, $color }) => theme.colors[$color]};
  cursor: help;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledTooltip = styled.span`
  position: absolute;
  bottom: calc(100% + ${({ theme }) => theme.spacing(2)});
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  transform: translateX(-50%);
  padding: ${({ theme }) => theme.spacing(1, 2)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xsmall};
  white-space: nowrap;
  pointer-events: none;
`;

/** Coloured status square whose tooltip shows on hover and keyboard focus; Escape dismisses it. */
export const StatusSquare = ({
  color,
  label,
  name = 'Status',
  size = 16,
  decorative = false,
}: StatusSquareProps) => {
  const tooltipId = useId();
  const [visible, setVisible] = useState(false);
  if (decorative) return <StyledSquare aria-hidden="true" $color={color} $size={size} />;

  const handleShow = () => setVisible(true);
  const handleHide = () => setVisible(false);
  const handleKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key === 'Escape') setVisible(false);
  };

  return (
    <StyledWrapper onMouseEnter={handleShow} onMouseLeave={handleHide}>
      <StyledSquare
        role="img"
        aria-label={name}
        aria-describedby={tooltipId}
        tabIndex={0}
        $color={color}
        $size={size}
        onFocus={handleShow}
        onBlur={handleHide}
        onKeyDown={handleKeyDown}
      />
      {/* Kept in the DOM while hidden so aria-describedby always resolves. */}
      <StyledTooltip id={tooltipId} role="tooltip" hidden={!visible}>
        {label}
      </StyledTooltip>
    </StyledWrapper>
  );
};

/**
 * A list's 'Status' column: the row's status as a coloured square, named by its label (hover or
 * focus shows it), as the commissions and sales lists show it.
 */
export const statusSquareColumn = <T,>(
  statusOf: (row: T) => { color: ThemeColor; label: string },
): DataTableColumn<T> => ({
  key: 'status',
  header: 'Status',
  width: '72px',
  align: 'center',
  render: (row) => {
    const status = statusOf(row);
    return <StatusSquare color={status.color} label={status.label} name={status.label} />;
  },
});
