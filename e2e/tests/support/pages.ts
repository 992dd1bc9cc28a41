/** Page objects over the web app's accessible names, shared by the specs. */
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { DEMO_PASSWORD, stack } from './stack.ts';

/** The state key the web app persists Auth, User and Breadcrumbs under (docs/product.md §2.3). */
export const STATE_KEY = 'portal-afiliados:state';

export class LoginPage {
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Entrar' });
  }

  async open(): Promise<void> {
    await this.page.goto('/');
    await expect(this.form).toBeVisible();
  }

  async submit(username: string, password = DEMO_PASSWORD): Promise<void> {
    await this.page.getByLabel('E-mail').fill(username);
    await this.page.getByLabel('Senha', { exact: true }).fill(password);
    await this.form.getByRole('button', { name: 'Entrar' }).click();
  }

  get error(): Locator {
    return this.form.getByRole('alert');
  }
}

export class Shell {
  readonly sideMenu: Locator;
  readonly bell: Locator;
  readonly dot: Locator;

  constructor(private readonly page: Page) {
    this.sideMenu = page.getByRole('navigation', { name: 'Menu principal' });
    this.bell = page.getByRole('button', { name: 'Notificações' });
    this.dot = page.getByTestId('notifications-dot');
  }

  /** The labels of the side menu's links, in order. */
  async menuLabels(): Promise<string[]> {
    const links = this.sideMenu.getByRole('link');
    await expect(links.first()).toBeVisible();
    return links.evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim() ?? ''));
  }

  async logout(): Promise<void> {
    await this.page.getByRole('button', { name: 'Perfil' }).click();
    await this.page.getByRole('menuitem', { name: 'SAIR' }).click();
  }
}

/** GraphQL requests of `page` in flight, and when the last one started. */
export function trackGraphQL(page: Page) {
  const inFlight = new Set<Request>();
  let lastStart = Date.now();
  const isGraphQL = (request: Request) => request.url().endsWith('/graphql');
  const started = (request: Request) => {
    if (!isGraphQL(request)) return;
    inFlight.add(request);
    lastStart = Date.now();
  };
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /** Nothing in flight and nothing started for `quietMs`. */
    quiet: (quietMs: number) => inFlight.size === 0 && Date.now() - lastStart >= quietMs,
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * Logs in through the form and waits for the landing screen to settle: its heading shown and its
 * own query (an affiliate's or a branch's `Dashboard`) answered. Playwright's 'networkidle' does
 * not help here (it fired for the login page's document already and a client-side route change
 * does not reset it), and a home query still starting during the test's next `goto` would be
 * counted as that screen's.
 */
/** Waits until `page` has had no GraphQL request in flight nor started for 300 ms. */
export async function graphqlSettled(page: Page): Promise<void> {
  const graphql = trackGraphQL(page);
  try {
    await expect.poll(() => graphql.quiet(300), { intervals: [100] }).toBe(true);
  } finally {
    graphql.stop();
  }
}

export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<Shell> {
  const loginPage = new LoginPage(page);
  await loginPage.open();
  const graphql = trackGraphQL(page);
  try {
    await loginPage.submit(username, password);
    const shell = new Shell(page);
    await expect(shell.bell).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect.poll(() => graphql.quiet(300), { intervals: [100] }).toBe(true);
    return shell;
  } finally {
    graphql.stop();
  }
}

/** A bearer token straight from the gateway, for setting up data the way an integrator would. */
export async function apiToken(username: string, password = DEMO_PASSWORD): Promise<string> {
  const body = await graphql<{ login: { token: string } }>(
    'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
    { u: username, p: password },
  );
  return body.login.token;
}

export async function graphql<T>(query: string, variables: object = {}, token?: string): Promise<T> {
  const response = await fetch(stack.gatewayUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}
