#!/usr/bin/env node
// Installs (unless --no-install), builds (unless --no-build) and starts the whole product:
// upstream (portal + token service on embedded PGlite, migrated and seeded), gateway and web.
// Ports come from WEB_PORT, GATEWAY_PORT, PORTAL_PORT and TOKEN_PORT; the database from DATA_DIR
// (PGlite folder, default .data/pglite, `memory://` for a throwaway one) or DATABASE_URL.
// Unless SMTP_URL names a mail server, MailDev runs as the local inbox (docs/mail.md): SMTP on
// MAIL_SMTP_PORT (1025), its web inbox and REST API on MAIL_WEB_PORT (1080).
// It reports success only once every service answers its health check with the INSTANCE_ID this
// run gave it: a port someone else holds is named, with the variable that moves it, and the run
// stops whatever it had started and exits 1.
import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpmCommand, portFree, ServiceError, spawnGroup, stopGroups, waitForService } from './lib/proc.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const env = process.env;
const ports = {
  web: env.WEB_PORT ?? '5173',
  gateway: env.GATEWAY_PORT ?? '4000',
  portal: env.PORTAL_PORT ?? '4010',
  token: env.TOKEN_PORT ?? '4011',
};
const PORT_VARIABLES = {
  web: 'WEB_PORT',
  gateway: 'GATEWAY_PORT',
  portal: 'PORTAL_PORT',
  token: 'TOKEN_PORT',
  mailSmtp: 'MAIL_SMTP_PORT',
  mailWeb: 'MAIL_WEB_PORT',
};
// The local inbox, only when no real SMTP server is configured.
const localInbox = !env.SMTP_URL?.trim();
if (localInbox) {
  ports.mailSmtp = env.MAIL_SMTP_PORT ?? '1025';
  ports.mailWeb = env.MAIL_WEB_PORT ?? '1080';
}
const instanceId = randomUUID();
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

async function startService(name, filter, script, extraEnv) {
  return startProcess(name, pnpm, [...pnpmArgs, '--filter', filter, script], {
    ...extraEnv,
    INSTANCE_ID: instanceId,
  });
}

async function startProcess(name, command, commandArgs, extraEnv = {}) {
  if (stopping) return halt();
  const child = spawnGroup(command, commandArgs, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const service = { name, child, up: false };
  child.on('exit', (code) => {
    // Until it is up, waitUntilUp() reports the exit, with the reason when it is a busy port.
    if (!stopping && service.up) {
      console.error(`✗ ${name} stopped (exit ${code}); shutting down`);
      stop(1);
    }
  });
  children.push(child);
  return service;
}

const portInUse = (key) =>
  `✗ Port ${ports[key]} is already in use by another process: stop it, or set ${PORT_VARIABLES[key]} ` +
  `to a free port (${PORT_VARIABLES[key]}=<port> npm start).`;

/** Fails (exit 1, nothing started) when another process holds one of the ports. */
async function checkPortsFree(keys) {
  const busy = [];
  for (const key of keys) if (!(await portFree(ports[key]))) busy.push(key);
  if (busy.length === 0) return;
  for (const key of busy) console.error(portInUse(key));
  await stop(1);
}

/** Waits for the service's own health answer on each of its ports (key → URL). */
async function waitUntilUp(service, urls, id = instanceId) {
  if (stopping) return halt();
  for (const [key, url] of Object.entries(urls)) {
    try {
      await waitForService({ url, instanceId: id, child: service.child });
    } catch (error) {
      if (stopping) return halt();
      if (!(error instanceof ServiceError)) throw error;
      // A child that exited while its port is held was refused the port (EADDRINUSE). After a
      // timeout the port may well be held by our own, slow service: not a stranger's.
      const busy = error.reason === 'foreign' || (error.reason === 'exited' && !(await portFree(ports[key])));
      console.error(busy ? portInUse(key) : `✗ ${service.name} did not start: ${error.message}`);
      return stop(1);
    }
  }
  service.up = true;
}

let stopping = false;
/** Stops every service's whole process group (no orphans), then exits. */
async function stop(code = 0) {
  if (stopping) return halt();
  stopping = true;
  await stopGroups(children);
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));

// Before the install and build, which take minutes: a busy port is known now.
await checkPortsFree(Object.keys(ports));
// The benchmark-only tools (autocannon, lighthouse: gateway/bench and web/bench, workspace packages
// of their own) are not needed to run the portal; `npm test` and `npm run bench` install them.
const BENCH_PACKAGES = ['@portal/gateway-bench', '@portal/web-bench'];
if (!args.has('--no-install')) {
  const skipBench = BENCH_PACKAGES.map((name) => `--filter=!${name}`);
  await step('Installing dependencies', ['install', '--frozen-lockfile', ...skipBench]);
}
if (!args.has('--no-build')) {
  await step('Building the web app', ['--filter', '@portal/web', 'build']);
  await step('Building GraphiQL for the gateway', ['--filter', '@portal/gateway', 'build']);
}

const portalUrl = `http://localhost:${ports.portal}`;
const tokenUrl = `http://localhost:${ports.token}`;
const gatewayUrl = `http://localhost:${ports.gateway}`;
const webUrl = `http://localhost:${ports.web}`;

// Checked again: something may have taken a port during the install and build.
await checkPortsFree(Object.keys(ports));
const inboxUrl = localInbox ? `http://localhost:${ports.mailWeb}` : undefined;
let inboxUp = async () => undefined;
if (localInbox) {
  // MailDev keeps messages in memory only (a temporary folder), like a throwaway inbox should.
  const maildev = await startProcess('maildev', process.execPath, [
    resolve(root, 'scripts/lib/maildev.mjs'),
    '--smtp',
    ports.mailSmtp,
    '--web',
    ports.mailWeb,
    '--ip',
    '127.0.0.1',
    '--silent',
  ]);
  // MailDev answers in about a second; the upstream starts meanwhile (it retries SMTP anyway).
  inboxUp = () => waitUntilUp(maildev, { mailWeb: `${inboxUrl}/healthz` }, null);
}
const upstream = await startService('upstream', '@portal/upstream', 'start', {
  PORTAL_PORT: ports.portal,
  TOKEN_PORT: ports.token,
  SMTP_URL: localInbox ? `smtp://127.0.0.1:${ports.mailSmtp}` : env.SMTP_URL,
  WEB_URL: env.WEB_URL ?? webUrl,
  // Stored objects (signed uploads, support material) are read and written through the web's
  // origin, which forwards /v1/files to upstream: the app's CSP allows only its own origin.
  FILES_PUBLIC_URL: env.FILES_PUBLIC_URL ?? webUrl,
});
await inboxUp();
await waitUntilUp(upstream, { portal: `${portalUrl}/healthz`, token: `${tokenUrl}/healthz` });
const gateway = await startService('gateway', '@portal/gateway', 'start', {
  PORT: ports.gateway,
  PORTAL_URL: portalUrl,
  TOKEN_URL: tokenUrl,
  CORS_ORIGINS: env.CORS_ORIGINS ?? webUrl,
});
await waitUntilUp(gateway, { gateway: `${gatewayUrl}/healthz` });
const web = await startService('web', '@portal/web', 'preview', {
  WEB_PORT: ports.web,
  GATEWAY_URL: gatewayUrl,
  PORTAL_URL: portalUrl,
});
await waitUntilUp(web, { web: webUrl });

console.log(`
Portal de afiliados is running:
  web       ${webUrl}
  gateway   ${gatewayUrl}/graphql   (GraphiQL in a browser)
  portal    ${portalUrl}   (OpenAPI at /openapi.json)
  token     ${tokenUrl}/token
  inbox     ${inboxUrl ?? `none: e-mail goes to SMTP_URL's server`}${inboxUrl ? '   (MailDev: every e-mail the portal sends)' : ''}
Demo accounts (password Portal@2026): afiliado, agente, unidade, produtor, holding, admin, multi @demo.com.br
Press Ctrl+C to stop.`);
