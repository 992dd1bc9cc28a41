import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, StrictMode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@/ui/theme.ts';
import { AppToaster } from './AppToaster.tsx';
import type { PortalApp } from './portalApp.ts';
import { AppRoutes, NavigatorBridge } from './router.tsx';
import { SessionProvider } from './session/SessionProvider.tsx';

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
          {renderRouter(
            <>
              <NavigatorBridge onAttach={app.attachNavigator} />
              <AppRoutes />
            </>,
          )}
          <AppToaster />
        </SessionProvider>
      </ApolloProvider>
    </ThemeProvider>
  </StrictMode>
);
