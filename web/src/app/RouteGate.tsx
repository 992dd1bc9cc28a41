import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '@/paths.ts';
import { RouteTitleProvider } from '@/platform/RouteTitle.tsx';
import { resolveRoute } from '@/platform/routing/routeResolution.ts';
import type { AppRoute } from '@/platform/routing/routes.ts';
import { useSession, useSessionStore } from '@/platform/session/SessionProvider.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';

/** Remembers where a logged-out visitor was going (persisted), then sends them to the login. */
const RedirectToLogin = () => {
  const store = useSessionStore();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  useEffect(() => {
    store.setRedirect(`${pathname}${search}${hash}`);
    navigate('/', { replace: true });
  }, [store, navigate, pathname, search, hash]);

  return null;
};

export interface RouteGateProps {
  /** Every route-table entry of this path, in table order. */
  variants: readonly AppRoute[];
}

/** The guard of every path: renders the variant the session may see, or redirects, or not-found. */
export const RouteGate = ({ variants }: RouteGateProps) => {
  const { auth, user } = useSession();
  const { pathname } = useLocation();
  const resolution = resolveRoute(variants, auth.loggedIn ? user : null);
  // The role policy holds the session to enrolling a second factor: Segurança only, until then.
  if (auth.loggedIn && auth.enrolTwoFactor && pathname !== paths.security)
    return <Navigate to={paths.security} replace />;

  switch (resolution.type) {
    case 'page': {
      const { Page, title } = resolution.route;
      // Keyed by variant: a role change that picks another variant mounts a fresh page.
      return (
        <RouteTitleProvider key={variants.indexOf(resolution.route)} title={title}>
          <Page />
        </RouteTitleProvider>
      );
    }
    case 'login':
      return <RedirectToLogin />;
    case 'home':
      return <Navigate to="/" replace />;
    case 'not-found':
      return <NotFoundPage />;
  }
};
