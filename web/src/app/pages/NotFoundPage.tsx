import { Link } from 'react-router';
import styled from 'styled-components';
import { RouteTitleProvider } from '@/platform/RouteTitle.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { NOT_FOUND_TITLE } from '../routes.ts';

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Unknown paths, and paths the user's roles do not allow (they must not learn the page exists). */
export const NotFoundPage = () => (
  <RouteTitleProvider title={NOT_FOUND_TITLE}>
    <Stack as="section">
      <PageTitle title={NOT_FOUND_TITLE} />
      <StyledText>O endereço acessado não existe ou não está disponível.</StyledText>
      <StyledLink to="/">Voltar para o início</StyledLink>
    </Stack>
  </RouteTitleProvider>
);
