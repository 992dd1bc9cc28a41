import { MESSAGES } from '@portal/schema/messages';
import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/Button.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';

const StyledSection = styled.section`
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(8, 0)};
`;

const StyledText = styled.p`
  margin: ${({ theme }) => theme.spacing(0, 0, 6)};
`;

const handleReload = () => window.location.reload();

/** What a route shows when rendering it throws. */
export const RouteErrorPage = () => (
  <StyledSection>
    <PageTitle title="Algo deu errado" />
    <StyledText>{MESSAGES.unexpected}</StyledText>
    <Button onClick={handleReload}>Recarregar página</Button>
  </StyledSection>
);

interface RouteErrorBoundaryState {
  failed: boolean;
}

/**
 * Catches render errors of a route, typically a page chunk that failed to download after a deploy
 * (reloading fetches the current build). Keyed by path inside the shell, so leaving the page recovers.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RouteErrorBoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
