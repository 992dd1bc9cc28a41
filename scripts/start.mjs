#!/usr/bin/env node
// Installs (unless --no-install), builds (unless --no-build) and starts the whole product:
// upstream (portal + token service on embedded PGlite, migrated and seeded), gateway and web.
// Ports come from WEB_PORT, GATEWAY_PORT, PORTAL_PORT and TOKEN_PORT; the database from DATA_DIR
// (PGlite folder, default .data/pglite, `memory://` for a throwaway one) or DATABASE_URL.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand, spawnGroup, stopGroups, waitForUrl } from './lib/proc.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const env = process.env;
const ports = {
  web: env.WEB_PORT ?? '5173',
  gateway: env.GATEWAY_PORT ?? '4000',
  portal: env.PORTAL_PORT ?? '4010',
  token: env.TOKEN_PORT ?? '4011',
};
const [pnpm, ...pnpmArgs] = pnpmCommand();
const children = [];

/** Each step and service runs in its own process group, stopped as a whole (proc.mjs). */
async function step(label, cmdArgs) {
  if (stopping) return halt();
  console.log(`\n› ${label}`);
  const child = spawnGroup(pnpm, [...pnpmArgs, ...cmdArgs], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  const code = await new Promise((done) => {
    child.on('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0)));
    child.on('error', () => done(127));
  });
  children.splice(children.indexOf(child), 1);
  if (stopping) return halt();
  if (code !== 0) {
    console.error(`✗ ${label} failed (exit ${code})`);
    process.exit(code);
  }
}

/** Once stopping, the start sequence must not go on spawning what stop() would not see. */
const halt = () => new Promise(() => {});

function startService(name, filter, script, extraEnv) {
  if (stopping) return;
  const child = spawnGroup(pnpm, [...pnpmArgs, '--filter', filter, script], {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`✗ ${name} stopped (exit ${code}); shutting down`);
      stop(1);
    }
  });
  children.push(child);
}

let stopping = false;
/** Stops every service's whole process group (no orphans), then exits. */
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await stopGroups(children);
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));

if (!args.has('--no-install')) await step('Installing dependencies', ['install', '--frozen-lockfile']);
if (!args.has('--no-build')) {
  await step('Building the web app', ['--filter', '@portal/web', 'build']);
  await step('Building GraphiQL for the gateway', ['--filter', '@portal/gateway', 'build']);
}

const portalUrl = `http://localhost:${ports.portal}`;
const tokenUrl = `http://localhost:${ports.token}`;
const gatewayUrl = `http://localhost:${ports.gateway}`;
const webUrl = `http://localhost:${ports.web}`;

startService('upstream', '@portal/upstream', 'start', {
  PORTAL_PORT: ports.portal,
  TOKEN_PORT: ports.token,
  WEB_URL: env.WEB_URL ?? webUrl,
});
await waitForUrl(`${portalUrl}/healthz`);
await waitForUrl(`${tokenUrl}/healthz`);
startService('gateway', '@portal/gateway', 'start', {
  PORT: ports.gateway,
  PORTAL_URL: portalUrl,
  TOKEN_URL: tokenUrl,
  CORS_ORIGINS: env.CORS_ORIGINS ?? webUrl,
});
await waitForUrl(`${gatewayUrl}/healthz`);
startService('web', '@portal/web', 'preview', { WEB_PORT: ports.web, GATEWAY_URL: gatewayUrl });
await waitForUrl(webUrl);

console.log(`
Portal de afiliados is running:
  web       ${webUrl}
  gateway   ${gatewayUrl}/graphql   (GraphiQL in a browser)
  portal    ${portalUrl}   (OpenAPI at /openapi.json)
  token     ${tokenUrl}/token
Demo accounts (password Portal@2026): afiliado, agente, unidade, produtor, holding, admin, multi @demo.com.br
Press Ctrl+C to stop.`);
