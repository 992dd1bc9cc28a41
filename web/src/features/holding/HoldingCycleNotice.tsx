import { Link } from 'react-router';
import styled from 'styled-components';
import { formatDate } from '@/lib/dates.ts';
import { paths } from '@/paths.ts';
import type { Cycles_CycleFragment } from './__generated__/cycles.ts';

/** `?proximo=1` on a cycles page: its form opens filled with the next cycle's days. */
export const NEXT_CYCLE_PARAM = 'proximo';

const StyledNotice = styled.li`
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: ${({ theme }) => theme.spacing(0, 0, 6)};
  padding: 0;
  list-style: none;
`;

const KINDS = [
  { key: 'commercial', word: 'comercial', path: paths.commercialCycles },
  { key: 'financial', word: 'financeiro', path: paths.financialCycles },
] as const;

/**
 * The sentence of a kind without a cycle today; null while one covers today, or when the cycle is
 * not known (a failed field: the cycles pages say it).
 */
export function missingCycleText(
  word: string,
  cycle: Cycles_CycleFragment | null | undefined,
): string | null {
  if (!cycle || cycle.current) return null;
  return `Nenhum ciclo ${word} em andamento hoje. O último, ciclo ${cycle.number}, terminou em ${formatDate(cycle.endsAt)}.`;
}

export interface HoldingCycleNoticeProps {
  /**
   * Each kind's cycle by the server's clock: the one covering today, else the last that started
   * (finance's `commercialCycle`/`financialCycle`, in the home's one request).
   */
  commercial: Cycles_CycleFragment | null | undefined;
  financial: Cycles_CycleFragment | null | undefined;
}

/**
 * The holding's home: when no commercial or financial cycle covers today (the server's clock marks
 * the current one), says so and offers to create the next one, its days prefilled on the cycles
 * page. Nothing while both kinds have a current cycle. The cycles come with the home's request
 * (features/home's `HoldingHome`), so the notice costs no request of its own.
 */
export const HoldingCycleNotice = (cycles: HoldingCycleNoticeProps) => {
  const missing = KINDS.flatMap((kind) => {
    const text = missingCycleText(kind.word, cycles[kind.key]);
    return text ? [{ ...kind, text }] : [];
  });
  if (missing.length === 0) return null;
  return (
    <StyledList aria-label="Ciclos">
      {missing.map((kind) => (
        <StyledNotice key={kind.key}>
          {`${kind.text} `}
          <Link to={`${kind.path}?${NEXT_CYCLE_PARAM}=1`}>{`Criar o próximo ciclo ${kind.word}`}</Link>
        </StyledNotice>
      ))}
    </StyledList>
  );
};
