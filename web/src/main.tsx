import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PortalAppRoot } from './app/PortalAppRoot.tsx';
import { createPortalApp } from './app/portalApp.ts';
import { preloadPage } from './app/router.tsx';

// Synchronous location updates: a sign-out's move to '/' must land in the same render as the
// cleared session, or the private page still on screen would be saved as the post-login target.
const renderRouter = (routes: ReactNode) => <BrowserRouter useTransitions={false}>{routes}</BrowserRouter>;

const app = createPortalApp({ storage: window.localStorage });
const { auth, user } = app.store.getState();
preloadPage(window.location.pathname, auth.loggedIn ? user : null);
const container = document.getElementById('root');
if (!container) throw new Error('index.html must have an element with id "root".');
createRoot(container).render(<PortalAppRoot app={app} renderRouter={renderRouter} />);
