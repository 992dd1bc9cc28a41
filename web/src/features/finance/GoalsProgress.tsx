import styled from 'styled-components';
import { formatCents } from '@/lib/money.ts';
import { percentOf } from '@/lib/progress.ts';
import { MutedText } from '@/ui/ListLayout.tsx';
import { ProgressBar } from '@/ui/ProgressBar.tsx';
import type { GoalsProgress_GoalsFragment } from './__generated__/dashboard.ts';
import { UNAVAILABLE_TEXT } from './financeSide.ts';

export const NO_GOALS_TEXT = 'Nenhuma meta cadastrada para este ciclo.';

export interface GoalsProgressProps {
  /** Null when the cycle has no goals (upstream's 404 becomes empty goals). */
  goals: GoalsProgress_GoalsFragment | null;
  /** Sales of the cycle in cents, the progress towards each goal; null when unavailable. */
  sales: number | null;
}

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

const StyledLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const StyledName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const goalRows = (goals: GoalsProgress_GoalsFragment) =>
  [
    { key: 'minimum', name: 'Meta mínima', goal: goals.minimum },
    { key: 'basic', name: 'Meta básica', goal: goals.basic },
    { key: 'master', name: 'Meta master', goal: goals.master },
    ...(goals.unit !== null ? [{ key: 'unit', name: 'Meta da unidade', goal: goals.unit }] : []),
  ] as const;

/** The cycle's goals, each with the sales so far as a progress bar. */
export const GoalsProgress = ({ goals, sales }: GoalsProgressProps) => {
  if (!goals) return <MutedText>{NO_GOALS_TEXT}</MutedText>;
  return (
    <StyledList>
      {goalRows(goals).map(({ key, name, goal }) => {
        const percent = sales === null ? 0 : percentOf(sales, goal);
        return (
          <StyledRow key={key}>
            <StyledLine>
              <StyledName>{name}</StyledName>
              <span>
                {sales === null ? UNAVAILABLE_TEXT : formatCents(sales)} de {formatCents(goal)}
                {sales !== null && ` (${Math.floor(percent)}%)`}
              </span>
            </StyledLine>
            <ProgressBar value={percent} label={name} color={percent >= 100 ? 'success' : 'primary'} />
          </StyledRow>
        );
      })}
    </StyledList>
  );
};
