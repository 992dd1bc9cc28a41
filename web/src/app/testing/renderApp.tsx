import { ApolloLink } from '@apollo/client';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { Observable } from 'rxjs';
import { NO_ROLES, type RoleFlags } from '@/platform/access.ts';
import { SESSION_STORAGE_KEY } from '@/platform/config.ts';
import { type SessionUser, serializeState } from '@/platform/session/sessionStore.ts';
import { PortalAppRoot } from '../PortalAppRoot.tsx';
import { createPortalApp, type PortalApp } from '../portalApp.ts';

/** The seeded demo accounts (README), as the role flags the gateway derives from their roles. */
export const DEMO_ROLES = {
  afiliado: { isAffiliated: true },
  agente: { isAgent: true },
  unidade: { isBranch: true },
  produtor: { isProducer: true },
  holding: { isHolding: true },
  admin: { isAdmin: true },
  multi: { isAffiliated: true, isBranch: true },
} satisfies Record<string, Partial<RoleFlags>>;

export type DemoAccount = keyof typeof DEMO_ROLES;

/** The cache needs __typename on results; the generated fragment type leaves it out. */
export type TestUser = SessionUser & { __typename: 'User' };

export const demoUser = (account: DemoAccount, overrides: Partial<SessionUser> = {}): TestUser => {
  const flags = { ...NO_ROLES, ...DEMO_ROLES[account] };
  const roles = (
    [
      ['AFFILIATED', flags.isAffiliated],
      ['AGENT', flags.isAgent],
      ['BRANCH', flags.isBranch],
      ['PRODUCER', flags.isProducer],
      ['HOLDING', flags.isHolding],
      ['ADMIN', flags.isAdmin],
    ] as const
  )
    .filter(([, held]) => held)
    .map(([role]) => role);
  return {
    __typename: 'User',
    id: `user-${account}`,
    name: `Usuária ${account}`,
    displayName: 'Usuária',
    username: `${account}@demo.com.br`,
    roles,
    ...flags,
    status: 'OK',
    branchName: flags.isBranch ? 'Unidade Fortaleza Centro' : null,
    ...overrides,
  };
};

export type OperationResult = ApolloLink.Result | Error;
export type OperationHandler = (variables: Record<string, unknown>) => OperationResult;

export interface RecordedRequest {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
}

/** [operation name, handler] pairs (operation names are capitalised, like components). */
export type OperationHandlers = readonly (readonly [string, OperationHandler])[];

/** A terminating link answering by operation name; unknown operations fail loudly. */
export const createFakeTransport = (handlerList: OperationHandlers, requests: RecordedRequest[] = []) => {
  // Later pairs win, so a test's own handlers override the defaults.
  const handlers = new Map(handlerList);
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const operationName = operation.operationName ?? '';
        const { headers = {} } = operation.getContext() as { headers?: Record<string, string> };
        requests.push({ operationName, variables: operation.variables, headers });
        const handler = handlers.get(operationName);
        const result = handler
          ? handler(operation.variables)
          : { errors: [{ message: `No mock for ${operationName}`, extensions: {} }] };
        // Answer on a later tick, like a network would.
        setTimeout(() => {
          if (result instanceof Error) observer.error(result);
          else {
            observer.next(result);
            observer.complete();
          }
        }, 0);
      }),
  );
};

export const unauthenticated = (): ApolloLink.Result => ({
  errors: [{ message: 'Sessão expirada.', extensions: { code: 'UNAUTHENTICATED' } }],
});

const LocationProbe = () => {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
};

export interface RenderAppOptions {
  /** A path, or a history entry with navigation state (e.g. billing details, docs/product.md §5.4). */
  path: string | { pathname: string; state?: unknown };
  /** Signed in as this user (persisted before the app starts, as after a reload). */
  user?: SessionUser;
  token?: string;
  redirectTo?: string | null;
  /** When the session's token expires (ms since the epoch); null: unknown, no warning. */
  expiresAt?: number | null;
  /** The role policy holds the session to enrolling a second factor (REQUIRE_2FA_ROLES). */
  enrolTwoFactor?: boolean;
  handlers?: OperationHandlers;
  /** Replaces the fake server entirely (e.g. Apollo's MockLink). */
  transport?: ApolloLink;
}

/** Renders the whole app (providers, routes, guards, shell) at `path`, with a fake GraphQL server. */
export const renderApp = ({
  path,
  user,
  token = 'token-123',
  redirectTo = null,
  expiresAt = null,
  enrolTwoFactor = false,
  handlers = [],
  transport: customTransport,
}: RenderAppOptions) => {
  if (user) {
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      serializeState({
        auth: { token, loggedIn: true, redirectTo, expiresAt, enrolTwoFactor },
        user,
        breadcrumbs: [],
        notice: null,
      }),
    );
  }
  const requests: RecordedRequest[] = [];
  const transport =
    customTransport ??
    createFakeTransport(
      [
        // The shell's query; like the gateway, `me` is whoever the session belongs to.
        ['Shell', () => ({ data: { me: app.store.getState().user, notifications: [] } })],
        ...handlers,
      ],
      requests,
    );
  const app: PortalApp = createPortalApp({ storage: window.localStorage, transport });
  const renderRouter = (routes: ReactNode) => (
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <LocationProbe />
      {routes}
    </MemoryRouter>
  );
  const view = render(<PortalAppRoot app={app} renderRouter={renderRouter} />);
  return { ...view, app, requests };
};
