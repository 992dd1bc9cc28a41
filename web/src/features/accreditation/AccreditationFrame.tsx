import { ACCREDITATION_MESSAGES } from '@portal/schema/validation/accreditation';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { APP_NAME } from '@/platform/config.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { useAccreditationAgentQuery } from './__generated__/accreditation.ts';
import { type FlowContext, flowOfPath, stepPath } from './flow.ts';

const STEP_TITLES = [
  'Termos de Ciência',
  'Dados Pessoais',
  'Verificação',
  'Criação de Senha',
  'Pessoa Jurídica',
];

const StyledHeader = styled.header`
  margin-bottom: ${({ theme }) => theme.spacing(6)};
`;

const StyledBrand = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xlarge};
`;

const StyledSteps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: ${({ theme }) => theme.spacing(3, 0, 0)};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};

  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

export const StyledError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

export const StyledLinks = styled.p`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(4)};
  margin: ${({ theme }) => theme.spacing(2, 0, 0)};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

interface FrameProps {
  step: number;
  children: (flow: FlowContext) => ReactNode;
}

/**
 * Every registration step: the brand, the route title as h1, where the step sits among the five,
 * and, in the agent route set, the agent's check (an unknown or disabled agent is a page of its own).
 */
export const AccreditationFrame = ({ step, children }: FrameProps) => {
  const title = useRouteTitle();
  const flow = flowOfPath(useLocation().pathname);
  const isAgent = flow.flow === 'AGENT';
  const agent = useAccreditationAgentQuery({
    variables: { agentId: flow.agentId ?? '' },
    skip: !isAgent || !flow.agentId,
  });
  const header = (
    <StyledHeader>
      <StyledBrand>{APP_NAME}</StyledBrand>
      <StyledTitle>{title}</StyledTitle>
      <nav aria-label="Etapas do credenciamento">
        <StyledSteps>
          {STEP_TITLES.map((label, index) => (
            <li key={label} aria-current={index + 1 === step ? 'step' : undefined}>
              {index + 1}. {label}
            </li>
          ))}
        </StyledSteps>
      </nav>
    </StyledHeader>
  );
  if (isAgent && agent.loading) return <Spinner label="Carregando" />;
  if (isAgent && !agent.data?.accreditationAgent) {
    return (
      <>
        <StyledHeader>
          <StyledBrand>{APP_NAME}</StyledBrand>
          <StyledTitle>{title}</StyledTitle>
        </StyledHeader>
        <StyledError role="alert">{ACCREDITATION_MESSAGES.agentUnavailable}</StyledError>
        <StyledText>Confira o link recebido do seu agenciador ou faça o cadastro pelo portal.</StyledText>
        <StyledLinks>
          <Link to={stepPath({ flow: 'NORMAL', agentId: null }, 1)}>Cadastrar sem agenciador</Link>
          <Link to="/">Voltar para o login</Link>
        </StyledLinks>
      </>
    );
  }
  return (
    <>
      {header}
      {isAgent && agent.data?.accreditationAgent && (
        <StyledText>Cadastro vinculado ao agenciador {agent.data.accreditationAgent.name}.</StyledText>
      )}
      {children(flow)}
    </>
  );
};
