import styled from 'styled-components';
import { StatusSquare } from './StatusSquare.tsx';
import type { ThemeColor } from './theme.ts';

export interface StatusLabelProps {
  /** A status of lib/status.ts: its colour and its pt-BR label. */
  color: ThemeColor;
  label: string;
}

const StyledStatus = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** A status written out in a table cell: the coloured square only adds colour to the label. */
export const StatusLabel = ({ color, label }: StatusLabelProps) => (
  <StyledStatus>
    <StatusSquare color={color} label={label} size={12} decorative />
    <span>{label}</span>
  </StyledStatus>
);
