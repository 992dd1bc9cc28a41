// Signs in as each demo account and opens every screen its side menu offers, counting the GraphQL
// requests each screen makes on its first load, by operation name. Two ways in, both printed:
// - load: the screen's URL opened as a new document (empty Apollo cache), as after a reload or a
//   shared link; besides the screen's own query the shell sends `Shell` (the viewer, refreshing the
//   stored user, and the bell's notifications; then polled every 2 minutes);
// - menu: a click on its side-menu entry from the previous screen, as a user moves around; the
//   shell is up already, and Apollo's cache may answer a query another screen made.
// Target (issue #6): one request of the screen's own, plus the shell's. Expects a running stack.
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath, DEMO_PASSWORD, demoAccounts, webUrl } from './stack.mjs';

/** Operations the signed-in shell sends on a document load, whatever the screen. */
export const SHELL_OPERATIONS = new Set(['Shell']);

/** Records the operation names of the GraphQL requests the page sends, from now on. */
function recordOperations(page) {
  const names = [];
  const onRequest = (request) => {
    if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/graphql')) return;
    try {
      names.push(request.postDataJSON()?.operationName ?? '(anonymous)');
    } catch {
      names.push('(unreadable)');
    }
  };
  page.on('request', onRequest);
  return {
    take: () => names.splice(0),
    stop: () => page.off('request', onRequest),
  };
}

/** Waits until the screen shows its heading and the network has been quiet for a while. */
async function settled(page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  // Queries that start once a lazy panel mounts would show up here.
  await page.waitForTimeout(300);
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
}

/** 'Dashboard + Shell': the screen's own operations, then the shell's, each sorted. */
const describe = (names) => {
  const counted = (list) => {
    const byName = new Map();
    for (const name of [...list].sort()) byName.set(name, (byName.get(name) ?? 0) + 1);
    return [...byName].map(([name, times]) => (times > 1 ? `${name}×${times}` : name)).join(', ');
  };
  const own = counted(names.filter((name) => !SHELL_OPERATIONS.has(name)));
  const shell = counted(names.filter((name) => SHELL_OPERATIONS.has(name)));
  return [own, shell].filter(Boolean).join(' + ') || '—';
};

async function measureAccount(browser, role, username) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const recorder = recordOperations(page);
  await page.goto(`${webUrl}/`);
  await page.getByLabel('E-mail').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('form', { name: 'Entrar' }).getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('button', { name: 'Notificações' }).waitFor({ timeout: 30_000 });
  await settled(page);
  const loginOperations = recorder.take();

  const menu = await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => ({ label: link.textContent?.trim() ?? '', path: link.getAttribute('href') ?? '' })),
    );

  const screens = [];
  for (const { label, path } of menu) {
    // A new document: nothing cached in the app, as after a reload.
    recorder.take();
    await page.goto(`${webUrl}${path}`);
    await settled(page);
    const load = recorder.take();
    screens.push({ label, path, load, menu: [] });
  }
  // Menu clicks, in menu order, starting from the home the login lands on.
  await page.goto(`${webUrl}/`);
  await settled(page);
  for (const screen of screens) {
    recorder.take();
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.getByRole('link', { name: screen.label, exact: true }).click();
    await page.waitForURL((url) => url.pathname === screen.path, { timeout: 30_000 });
    await settled(page);
    screen.menu = recorder.take();
  }
  // Screens of the profile menu (Chaves de API): loaded as a new document only, as above.
  await page.getByRole('button', { name: 'Perfil' }).click();
  const profileScreens = await page
    .getByRole('menu', { name: 'Perfil' })
    .locator('a[role="menuitem"]')
    .evaluateAll((links) =>
      links.map((link) => ({ label: link.textContent?.trim() ?? '', path: link.getAttribute('href') ?? '' })),
    );
  // Meu Perfil (accreditation) too: one request for the profile, its forms and the state list.
  const measured = new Set(['/chaves-de-api', '/meu-perfil']);
  for (const { label, path } of profileScreens.filter((entry) => measured.has(entry.path))) {
    recorder.take();
    await page.goto(`${webUrl}${path}`);
    await settled(page);
    screens.push({ label, path, load: recorder.take(), menu: [] });
  }
  recorder.stop();
  await context.close();
  return { role, username, loginOperations, screens };
}

/** Measures every demo account and prints one table per account; resolves with the figures. */
export async function runRequestCount({ log = console.log } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const accounts = [];
  try {
    for (const [role, username] of Object.entries(demoAccounts)) {
      accounts.push(await measureAccount(browser, role, username));
    }
  } finally {
    await browser.close();
  }

  log('\nGraphQL requests per screen on first load (own = not Shell; target: own ≤ 1):');
  let over = 0;
  for (const { role, username, loginOperations, screens } of accounts) {
    log(`\n  ${role} (${username}); the login itself: ${describe(loginOperations)}`);
    log(
      `    ${'screen'.padEnd(28)} ${'path'.padEnd(28)} own  ${'load (new document)'.padEnd(34)} menu click`,
    );
    for (const { label, path, load, menu } of screens) {
      const own = load.filter((name) => !SHELL_OPERATIONS.has(name));
      if (own.length > 1) over += 1;
      log(
        `    ${label.slice(0, 28).padEnd(28)} ${path.padEnd(28)} ${String(own.length).padStart(3)}${own.length > 1 ? '!' : ' '} ` +
          `${describe(load).padEnd(34)} ${describe(menu)}`,
      );
    }
  }
  const total = accounts.reduce((sum, account) => sum + account.screens.length, 0);
  log(
    `\n${total} screens over ${accounts.length} accounts; ${over} with more than one request of their own.`,
  );
  return accounts;
}
