import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { StatusInfo, StatusShape } from '@/lib/status.ts';
import { Icon } from './icons.tsx';
import type { DataTableColumn } from './Table.tsx';
import type { ThemeColor } from './theme.ts';

// One glyph per shape, drawn in the status colour: with the words it makes the status readable
// without colour (WCAG 1.4.1) and at a glance in a long list.
const SHAPES: Readonly<Record<StatusShape, ReactNode>> = {
  done: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  waiting: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 8v4.5l3 2" />
    </>
  ),
  moving: (
    <>
      <path d="M19 12a7 7 0 1 1-2.05-4.95" />
      <path d="M19 5v4h-4" />
    </>
  ),
  failed: <path d="M7 7l10 10M17 7L7 17" />,
  inactive: <path d="M6 12h12" />,
  aside: <path d="M12 4l8 8-8 8-8-8z" />,
};

const StyledBadge = styled.span<{ $color: ThemeColor }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  max-width: 100%;
  padding: ${({ theme }) => theme.spacing(0.5, 2, 0.5, 1.5)};
  border: 1px solid ${({ theme, $color }) => theme.colors[$color]};
  /* Not a full pill: a long label ('NF ok, aguardando pagamento') wraps in a narrow column. */
  border-radius: ${({ theme }) => theme.radii.medium};
  /* A faint tint of the status colour; the words stay in the body text colour, so every status
     keeps the same (AA) contrast whatever its colour. */
  background: color-mix(in srgb, ${({ theme, $color }) => theme.colors[$color]} 12%, ${({ theme }) => theme.colors.surface});
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.3;

  svg {
    flex: none;
    color: ${({ theme, $color }) => theme.colors[$color]};
  }
`;

/**
 * A status in words, with its colour and shape (lib/status.ts: one table per kind of status). The
 * label is the badge's text, so screen readers, tests and users read the same thing.
 */
export const StatusBadge = ({ status }: { status: StatusInfo }) => (
  <StyledBadge $color={status.color} data-status-shape={status.shape}>
    <Icon size={14} strokeWidth={2.5}>
      {SHAPES[status.shape]}
    </Icon>
    <span>{status.label}</span>
  </StyledBadge>
);

/** A list's 'Status' column: the row's status as a badge. */
export const statusBadgeColumn = <T,>(
  statusOf: (row: T) => StatusInfo,
  header = 'Status',
): DataTableColumn<T> => ({
  key: 'status',
  header,
  render: (row) => <StatusBadge status={statusOf(row)} />,
});
