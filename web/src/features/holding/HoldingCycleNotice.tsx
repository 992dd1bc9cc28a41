import { Link } from 'react-router';
import styled from 'styled-components';
import { formatDate } from '@/lib/dates.ts';
import { paths } from '@/paths.ts';
import { type Cycles_CycleFragment, useHoldingCycleStatusQuery } from './__generated__/cycles.ts';

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

/** The sentence of a kind without a cycle today; null while one covers today. */
export function missingCycleText(word: string, cycles: readonly Cycles_CycleFragment[]): string | null {
  if (cycles.some((cycle) => cycle.current)) return null;
  const latest = cycles[0];
  const last = latest ? ` O último, ciclo ${latest.number}, terminou em ${formatDate(latest.endsAt)}.` : '';
  return `Nenhum ciclo ${word} em andamento hoje.${last}`;
}

/**
 * The holding's home: when no commercial or financial cycle covers today (the server's clock marks
 * the current one), says so and offers to create the next one, its days prefilled on the cycles
 * page. Nothing while both kinds have a current cycle, or when the lookup fails (the cycles pages
 * say it too).
 */
export const HoldingCycleNotice = () => {
  const { data } = useHoldingCycleStatusQuery({ errorPolicy: 'all' });
  if (!data) return null;
  const missing = KINDS.flatMap((kind) => {
    const text = missingCycleText(kind.word, data[kind.key]);
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
