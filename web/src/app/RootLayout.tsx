import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { PageLoading } from '@/platform/layout/PageLoading.tsx';
import { RouteErrorBoundary } from '@/platform/layout/RouteErrorPage.tsx';
import { useSession } from '@/platform/session/SessionProvider.tsx';

// The shell only matters once signed in, so the login page does not download it.
const AppShell = lazy(async () => ({ default: (await import('@/shell/AppShell.tsx')).AppShell }));

const StyledGlow = styled.div`
  position: fixed;
  inset: 0;
  z-index: 0;
  pointer-events: none;
  background:
    radial-gradient(circle at 85% 0%, ${({ theme }) => theme.colors.glow}, transparent 45%),
    radial-gradient(circle at 0% 100%, ${({ theme }) => theme.colors.glow}, transparent 40%);
`;

const StyledLayer = styled.div`
  position: relative;
  z-index: 1;
  min-height: 100%;
`;

const StyledPublicMain = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing(8, 4)};
`;

const StyledPublicCard = styled.div`
  width: 100%;
  max-width: 460px;
  padding: ${({ theme }) => theme.spacing(8)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.medium};

  ${({ theme }) => theme.media.small} {
    padding: ${({ theme }) => theme.spacing(6, 4)};
  }
`;

/**
 * Frame of the logged-out pages (login, password recovery, registration, not-found). The card
 * appears with its page: a card drawn around the spinner first would grow, centred, when the lazy
 * page arrives, moving everything in it (a layout shift Lighthouse counted on the login page).
 */
export const PublicLayout = ({ children }: { children: ReactNode }) => (
  <StyledPublicMain id="conteudo">
    <Suspense fallback={<PageLoading />}>
      <StyledPublicCard>{children}</StyledPublicCard>
    </Suspense>
  </StyledPublicMain>
);

/**
 * Root of every route: the background glow (every page but '/', docs/product.md §1.6) and the frame that
 * matches the session — the shell when signed in, the public frame otherwise.
 */
export const RootLayout = () => {
  const { auth } = useSession();
  const { pathname } = useLocation();
  return (
    <>
      {pathname !== '/' && <StyledGlow aria-hidden="true" data-testid="background-glow" />}
      <StyledLayer>
        <RouteErrorBoundary>
          {auth.loggedIn ? (
            <Suspense fallback={<PageLoading />}>
              <AppShell>
                <Outlet />
              </AppShell>
            </Suspense>
          ) : (
            <PublicLayout>
              <Outlet />
            </PublicLayout>
          )}
        </RouteErrorBoundary>
      </StyledLayer>
    </>
  );
};
