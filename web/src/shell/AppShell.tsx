import { type ReactNode, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { paths } from '@/paths.ts';
import { access, NO_ROLES } from '@/platform/access.ts';
import { PageLoading } from '@/platform/layout/PageLoading.tsx';
import { RouteErrorBoundary } from '@/platform/layout/RouteErrorPage.tsx';
import { useMenuEntries } from '@/platform/routing/RouteTable.tsx';
import { activeMenuPath } from '@/platform/routing/routeResolution.ts';
import { SessionExpiryWarning } from '@/platform/session/SessionExpiryWarning.tsx';
import { useSession, useSignOut } from '@/platform/session/SessionProvider.tsx';
import { visuallyHidden } from '@/ui/VisuallyHidden.tsx';
import { HelpButton } from './HelpButton.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { fromWidth } from './media.ts';
import { SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';
import { useViewerSync } from './useViewerSync.ts';

const StyledSkipLink = styled.a`
  ${visuallyHidden}

  &:focus {
    position: fixed;
    top: ${({ theme }) => theme.spacing(2)};
    left: ${({ theme }) => theme.spacing(2)};
    z-index: ${({ theme }) => theme.zIndices.tooltip};
    width: auto;
    height: auto;
    margin: 0;
    padding: ${({ theme }) => theme.spacing(2, 4)};
    clip: auto;
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.medium};
  }
`;

const StyledColumn = styled.div<{ $menuExpanded: boolean; $noMenu: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  transition: padding-left ${({ theme }) => theme.transitions.medium};

  ${({ theme }) => fromWidth(theme.breakpoints.sideMenu)} {
    padding-left: ${({ theme, $menuExpanded, $noMenu }) =>
      $noMenu ? 0 : $menuExpanded ? theme.sideMenu.expanded : theme.sideMenu.collapsed}px;
  }
`;

const StyledMain = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1400px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(8, 6, 24)};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.small} {
    padding: ${({ theme }) => theme.spacing(6, 4, 24)};
  }
`;

/** The signed-in frame: side menu, mobile menu, top bar and help button around the page. */
export const AppShell = ({ children }: { children: ReactNode }) => {
  const { user, auth } = useSession();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const [menuExpanded, setMenuExpanded] = useState(true);
  // The drawer is open for the path it was opened on, so any navigation closes it by itself.
  const [mobileMenuPath, setMobileMenuPath] = useState<string | null>(null);
  const mobileMenuOpen = mobileMenuPath === pathname;
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  useViewerSync();
  const entries = useMenuEntries(user ?? NO_ROLES);
  // Held to the second factor's enrolment (REQUIRE_2FA_ROLES): no menu until it is done, every
  // route leads to Segurança anyway (RouteGate).
  const enrolling = auth.enrolTwoFactor;

  if (!user) return null;

  const activePath = activeMenuPath(pathname, entries);
  const handleToggleMenu = () => setMenuExpanded((current) => !current);
  const handleOpenMobileMenu = () => setMobileMenuPath(pathname);
  const handleCloseMobileMenu = () => setMobileMenuPath(null);
  const handleSignOut = () => void signOut();

  return (
    <>
      <StyledSkipLink href="#conteudo">Pular para o conteúdo</StyledSkipLink>
      {!enrolling && (
        <>
          <SideMenu
            entries={entries}
            activePath={activePath}
            expanded={menuExpanded}
            onToggle={handleToggleMenu}
          />
          <MobileMenu
            open={mobileMenuOpen}
            entries={entries}
            activePath={activePath}
            onClose={handleCloseMobileMenu}
            onSignOut={handleSignOut}
            returnFocusRef={hamburgerRef}
          />
        </>
      )}
      <StyledColumn $menuExpanded={menuExpanded} $noMenu={enrolling}>
        <TopBar
          user={user}
          mobileMenuOpen={mobileMenuOpen}
          onOpenMobileMenu={handleOpenMobileMenu}
          onSignOut={handleSignOut}
          hamburgerRef={hamburgerRef}
          enrolling={enrolling}
        />
        <StyledMain id="conteudo" tabIndex={-1}>
          {/* Keyed by path: a page that failed to load does not take the shell down, and leaving it recovers. */}
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoading />}>{children}</Suspense>
          </RouteErrorBoundary>
        </StyledMain>
      </StyledColumn>
      {access.helpButton(user) && pathname !== paths.contact && !enrolling && <HelpButton />}
      <SessionExpiryWarning />
    </>
  );
};
