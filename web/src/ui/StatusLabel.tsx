import styled from 'styled-components';
import type { StatusInfo } from '@/lib/status.ts';
import { StatusSquare } from './StatusSquare.tsx';

const StyledStatus = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** A status as a table cell shows it: its coloured square, then its label. */
export const StatusLabel = ({ status }: { status: StatusInfo }) => (
  <StyledStatus>
    <StatusSquare color={status.color} label={status.label} size={12} decorative />
    <span>{status.label}</span>
  </StyledStatus>
);
