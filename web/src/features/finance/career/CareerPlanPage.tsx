import { levelThreshold } from '@portal/schema/constants';
import styled from 'styled-components';
import { formatCents } from '@/lib/money.ts';
import { percentOf } from '@/lib/progress.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { CardGrid, MutedText, Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { ProgressBar } from '@/ui/ProgressBar.tsx';
import { Section } from '@/ui/Section.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { VisuallyHidden } from '@/ui/VisuallyHidden.tsx';
import { type CareerPlanQuery, useCareerPlanQuery } from './__generated__/career.ts';

type CareerPlan = CareerPlanQuery['careerPlan'];

const StyledLevel = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.large};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledLevelCard = styled.li<{ $current: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(4)};
  border: 2px solid ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme, $current }) => ($current ? theme.colors.primaryLight : theme.colors.surface)};
`;

const StyledBadge = styled.span`
  align-self: flex-start;
  padding: ${({ theme }) => theme.spacing(0.5, 2)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xsmall};
`;

const StyledDocuments = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing(5)};
`;

/**
 * The goal of the viewer's level: the level's own goal from the server's list (each level has its
 * own, upstream's career_levels), else docs/product.md §5.6's helper when the level is not listed.
 */
export const levelGoal = (plan: CareerPlan): number =>
  plan.levels.find((item) => item.level === plan.level)?.goal ?? levelThreshold(plan.level);

const CareerPlanContent = ({ plan }: { plan: CareerPlan }) => {
  const goal = levelGoal(plan);
  const current = plan.levels.find((item) => item.level === plan.level);
  const percent = percentOf(plan.currentCycleSales, goal);
  return (
    <Stack $gap={6}>
      <Section title="Seu nível">
        <StyledLevel>{current ? `Nível ${plan.level} — ${current.name}` : `Nível ${plan.level}`}</StyledLevel>
        <MutedText>
          {`Vendas do ciclo atual: ${formatCents(plan.currentCycleSales)} de ${formatCents(goal)} (${Math.floor(percent)}%)`}
        </MutedText>
        <ProgressBar
          value={percent}
          label="Progresso da meta do nível"
          color={percent >= 100 ? 'success' : 'primary'}
        />
      </Section>
      <Section title="Níveis">
        <CardGrid as="ol" $fit="auto-fit" $minWidth="200px">
          {plan.levels.map((item) => {
            const isCurrent = item.level === plan.level;
            return (
              <StyledLevelCard
                key={item.level}
                $current={isCurrent}
                aria-current={isCurrent ? 'step' : undefined}
              >
                {isCurrent && <StyledBadge>Seu nível</StyledBadge>}
                <strong>{`Nível ${item.level} — ${item.name}`}</strong>
                <MutedText>{`Meta: ${formatCents(item.goal)}`}</MutedText>
              </StyledLevelCard>
            );
          })}
        </CardGrid>
      </Section>
      <Section title="Documentos">
        <StyledDocuments>
          {plan.documents.map((document) => (
            <li key={document.url}>
              <a href={document.url} target="_blank" rel="noopener noreferrer">
                {document.title}
                <VisuallyHidden> (abre em nova aba)</VisuallyHidden>
              </a>
            </li>
          ))}
        </StyledDocuments>
      </Section>
    </Stack>
  );
};

/** 'Plano de carreira' (/plano-carreira): levels, the goal progress and the document links. */
export const CareerPlanPage = () => {
  const { data, loading, refetch } = useCareerPlanQuery();
  return (
    <section>
      <PageTitle title={useRouteTitle()} />
      {data ? (
        <CareerPlanContent plan={data.careerPlan} />
      ) : loading ? (
        <Spinner label="Carregando plano de carreira" />
      ) : (
        <ErrorState onRetry={() => void refetch()} />
      )}
    </section>
  );
};
