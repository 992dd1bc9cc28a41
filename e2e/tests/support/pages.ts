/** Page objects over the web app's accessible names, shared by the specs. */
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, stack } from './stack.ts';

/** The state key the web app persists Auth, User and Breadcrumbs under (SPEC §4). */
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

/** Logs in through the form and waits for the shell. */
export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<Shell> {
  const loginPage = new LoginPage(page);
  await loginPage.open();
  await loginPage.submit(username, password);
  const shell = new Shell(page);
  await expect(shell.bell).toBeVisible();
  // The home screen's own query (an affiliate's or a branch's `Dashboard`) may start after the
  // bell shows: settle it here, so a test counting a later screen's requests never sees it.
  await page.waitForLoadState('networkidle');
  return shell;
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
