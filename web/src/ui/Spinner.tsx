import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** Announced to screen readers; ignored when `decorative`. */
  label?: string;
  /** Inside a control that already says it is busy (e.g. a loading Button), stay silent. */
  decorative?: boolean;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledRing = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
`;

const StyledStatus = styled.span`
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.primary};
`;

export const Spinner = ({ size = 24, label = 'Carregando', decorative = false }: SpinnerProps) => {
  if (decorative) return <StyledRing $size={size} aria-hidden="true" />;
  return (
    <StyledStatus role="status">
      <StyledRing $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </StyledStatus>
  );
};
