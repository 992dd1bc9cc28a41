import { useLayoutEffect } from 'react';
import { matchRoutes, type RouteObject, useNavigate, useRoutes } from 'react-router';
import type { RoleFlags } from '@/platform/access.ts';
import { groupByPath, resolveRoute } from '@/platform/routing/routeResolution.ts';
import type { AppRoute } from '@/platform/routing/routes.ts';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import type { Navigator } from './portalApp.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteGate } from './RouteGate.tsx';
import { appRoutes } from './routes.ts';

/** react-router's route objects, derived from the route table: one gated route per path. */
export const buildRouteObjects = (routes: readonly AppRoute[] = appRoutes): RouteObject[] => [
  {
    element: <RootLayout />,
    children: [
      ...groupByPath(routes).map(({ path, variants }) => ({
        path,
        element: <RouteGate variants={variants} />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

const routeObjects = buildRouteObjects();

const pathGroups = groupByPath(appRoutes);
const pathOnlyRoutes = pathGroups.map(({ path }) => ({ path }));

/**
 * Starts downloading the page that `pathname` shows to this session (null roles: logged out),
 * ranked as the router ranks paths. main.tsx calls it before the first render: signed in, React
 * would ask for the page only once the lazy shell has loaded and rendered, one round trip later.
 */
export const preloadPage = (pathname: string, roles: RoleFlags | null): void => {
  const match = matchRoutes(pathOnlyRoutes, pathname)?.[0];
  if (!match) return;
  const group = pathGroups[pathOnlyRoutes.indexOf(match.route)];
  const resolution = group && resolveRoute(group.variants, roles);
  // A failed download is retried and reported when the route renders the page.
  if (resolution?.type === 'page') resolution.route.Page.preload().catch(() => undefined);
};

/**
 * The app's routes in react-router's declarative mode. The data router (createBrowserRouter) is
 * not used: the app loads data through Apollo, not loaders, and the data router would add about
 * 16 KB gzip to the login route.
 */
export const AppRoutes = () => useRoutes(routeObjects);

/** Hands the router's navigate to code outside React (sign-out from the Apollo error link). */
export const NavigatorBridge = ({ onAttach }: { onAttach: (navigate: Navigator | null) => void }) => {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onAttach((to) => navigate(to, { replace: true }));
    return () => onAttach(null);
  }, [navigate, onAttach]);
  return null;
};
