import { Link } from 'react-router';
import styled from 'styled-components';
import { RouteTitleProvider } from '@/platform/RouteTitle.tsx';
import { MutedText, Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { NOT_FOUND_TITLE } from '../routes.ts';

const StyledLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** Unknown paths, and paths the user's roles do not allow (they must not learn the page exists). */
export const NotFoundPage = () => (
  <RouteTitleProvider title={NOT_FOUND_TITLE}>
    <Stack as="section">
      <PageTitle title={NOT_FOUND_TITLE} />
      <MutedText>O endereço acessado não existe ou não está disponível.</MutedText>
      <StyledLink to="/">Voltar para o início</StyledLink>
    </Stack>
  </RouteTitleProvider>
);
