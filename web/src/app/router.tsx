import { useLayoutEffect } from 'react';
import { type RouteObject, useNavigate, useRoutes } from 'react-router';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import type { Navigator } from './portalApp.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteGate } from './RouteGate.tsx';
import { groupByPath } from './routeResolution.ts';
import { type AppRoute, appRoutes } from './routes.tsx';

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
