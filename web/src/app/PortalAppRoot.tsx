import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, StrictMode } from 'react';
import { ThemeProvider } from 'styled-components';
import { AppToaster } from '@/platform/AppToaster.tsx';
import { RouteTableProvider } from '@/platform/routing/RouteTable.tsx';
import { SessionProvider } from '@/platform/session/SessionProvider.tsx';
import { GlobalStyle, theme } from '@/ui/theme.ts';
import type { PortalApp } from './portalApp.ts';
import { AppRoutes, NavigatorBridge } from './router.tsx';
import { appRoutes } from './routes.ts';

export interface PortalAppRootProps {
  app: PortalApp;
  /** Wraps the routes in BrowserRouter (app) or MemoryRouter (tests), with useTransitions={false}. */
  renderRouter: (routes: ReactNode) => ReactNode;
}

/** Every provider of the app around the routes; the same tree runs in the browser and in tests. */
export const PortalAppRoot = ({ app, renderRouter }: PortalAppRootProps) => (
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ApolloProvider client={app.client}>
        <SessionProvider store={app.store} signOut={app.signOut}>
          <RouteTableProvider routes={appRoutes}>
            {renderRouter(
              <>
                <NavigatorBridge onAttach={app.attachNavigator} />
                <AppRoutes />
              </>,
            )}
          </RouteTableProvider>
          <AppToaster />
        </SessionProvider>
      </ApolloProvider>
    </ThemeProvider>
  </StrictMode>
);
