import styled, { css, keyframes } from 'styled-components';
import type { ThemeColor } from './theme.ts';

export interface ProgressBarProps {
  /** Determinate progress, 0–100 (e.g. an upload). */
  value?: number;
  /**
   * Countdown mode: the bar starts full and shrinks to empty over this time. It only mirrors a
   * timer that the owner runs (Modal's auto-close), so it is hidden from assistive technology.
   */
  durationMs?: number;
  color?: ThemeColor;
  /** Accessible name in determinate mode. */
  label?: string;
}

const shrink = keyframes`
  from { transform: scaleX(1); }
  to { transform: scaleX(0); }
`;

const StyledTrack = styled.div`
  width: 100%;
  height: 6px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.border};
`;

const StyledFill = styled.div<{ $color: ThemeColor; $value: number; $durationMs?: number }>`
  height: 100%;
  width: ${({ $value }) => $value}%;
  background: ${({ theme, $color }) => theme.colors[$color]};
  transform-origin: left center;
  transition:
    width ${({ theme }) => theme.transitions.medium},
    background ${({ theme }) => theme.transitions.medium};
  ${({ $durationMs }) =>
    $durationMs !== undefined &&
    css`
      animation: ${shrink} ${$durationMs}ms linear forwards;
    `}
`;

const clamp = (value: number) => Math.min(100, Math.max(0, value));

export const ProgressBar = ({
  value,
  durationMs,
  color = 'primary',
  label = 'Progresso',
}: ProgressBarProps) => {
  if (durationMs !== undefined) {
    return (
      <StyledTrack aria-hidden="true" data-countdown-ms={durationMs}>
        <StyledFill $color={color} $value={100} $durationMs={durationMs} />
      </StyledTrack>
    );
  }
  const current = clamp(value ?? 0);
  return (
    <StyledTrack
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(current)}
    >
      <StyledFill $color={color} $value={current} />
    </StyledTrack>
  );
};
