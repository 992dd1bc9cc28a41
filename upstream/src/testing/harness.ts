/**
 * One running upstream per test file, on a fresh database: an in-memory PGlite loaded from the
 * seeded snapshot (default), or a throwaway PostgreSQL database created from TEST_DATABASE_URL
 * and dropped afterwards. Logs are kept in memory so tests can read them (the reset link).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { type RunningUpstream, type StartOptions, startUpstream } from '../app.ts';
import type { DatabaseConfig, UpstreamConfig } from '../config.ts';
import { DEMO_PASSWORD } from '../db/seed/users.ts';
import { type LogFields, loggerFrom } from '../logger.ts';
import { testConfig } from './config.ts';
import { adminStatement } from './postgres-admin.ts';

export interface LogEntry extends LogFields {
  level: string;
  message: string;
}

export interface RequestOptions {
  method?: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as JSON. */
  json?: unknown;
  headers?: Record<string, string>;
  body?: string;
}

export interface TestUpstream extends RunningUpstream {
  logs: LogEntry[];
  /** A request to the portal API. */
  portal(path: string, options?: RequestOptions): Promise<Response>;
  /** POST /token with these form fields. */
  requestToken(fields: Record<string, string>): Promise<Response>;
  /** An access token of a seeded account (password Portal@2026 unless given). */
  login(username: string, password?: string): Promise<string>;
}

/** The migrated, seeded PGlite data directory built by the global setup (PGlite runs only). */
export function pgliteSnapshot(): Blob {
  const path = inject('pgliteSnapshot');
  if (!path) throw new Error('the PGlite snapshot was not built (vitest globalSetup)');
  return new Blob([new Uint8Array(readFileSync(path))]);
}

/**
 * A fresh database for one test file; `drop` removes it again. On PGlite it lives in memory, or in
 * the folder `pgliteDir` on disk (a process restarted on it finds it), and whoever opens it first
 * loads it from `snapshot`.
 */
export async function freshDatabase(pgliteDir?: string): Promise<{
  database: DatabaseConfig;
  snapshot?: Blob;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const snapshot = pgliteSnapshot();
    if (pgliteDir === undefined) {
      return { database: { kind: 'pglite', dataDir: 'memory://' }, snapshot, drop: async () => undefined };
    }
    const drop = async () => rmSync(pgliteDir, { recursive: true, force: true });
    return { database: { kind: 'pglite', dataDir: pgliteDir }, snapshot, drop };
  }
  const name = `upstream_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminStatement(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: { kind: 'postgres', url: url.toString() },
    drop: () => adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Quick job timings for tests: a worker polls twice a second, retries at once, maintains each second. */
const TEST_JOBS: NonNullable<StartOptions['jobs']> = {
  pollingIntervalSeconds: 0.5,
  retryDelaySeconds: 0,
  maintenanceIntervalSeconds: 1,
};

export async function startTestUpstream(
  overrides: Partial<UpstreamConfig> = {},
  jobs: StartOptions['jobs'] = {},
  massChange: StartOptions['massChange'] = {},
  campaignPoll: StartOptions['campaignPoll'] = {},
): Promise<TestUpstream> {
  const { database, snapshot, drop } = await freshDatabase();
  const logs: LogEntry[] = [];
  const logger = loggerFrom('debug', (level, message, fields) => {
    logs.push({ ...fields, level, message });
    // A failing test should show why the server failed, not only the 500 it answered.
    if (level === 'error') console.error(message, fields);
  });
  const config = testConfig(database, overrides);
  const running = await startUpstream({
    config,
    logger,
    jobs: { ...TEST_JOBS, ...jobs },
    massChange,
    campaignPoll,
    ...(snapshot ? { pgliteSnapshot: snapshot } : {}),
  });

  const portal = (path: string, { method, token, json, headers = {}, body }: RequestOptions = {}) =>
    fetch(`${running.portalUrl}${path}`, {
      method: method ?? (json === undefined && body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? body : JSON.stringify(json),
    });
  const requestToken = (fields: Record<string, string>) =>
    fetch(`${running.tokenUrl}/token`, { method: 'POST', body: new URLSearchParams(fields) });
  const login = async (username: string, password = DEMO_PASSWORD) => {
    const res = await requestToken({
      grant_type: 'password',
      client_id: config.tokenClientId,
      username,
      password,
    });
    if (res.status !== 200) throw new Error(`login of ${username} failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { access_token: string };
    return body.access_token;
  };

  return {
    ...running,
    logs,
    portal,
    requestToken,
    login,
    close: async () => {
      await running.close();
      await drop();
    },
  };
}

/**
 * Starts one upstream for the calling test file (beforeAll) and stops it afterwards (afterAll).
 * Returns an accessor, since the upstream only exists once beforeAll has run.
 */
export function useTestUpstream(
  overrides: Partial<UpstreamConfig> = {},
  jobs: StartOptions['jobs'] = {},
  massChange: StartOptions['massChange'] = {},
  campaignPoll: StartOptions['campaignPoll'] = {},
): () => TestUpstream {
  let upstream: TestUpstream | undefined;
  beforeAll(async () => {
    upstream = await startTestUpstream(overrides, jobs, massChange, campaignPoll);
  });
  afterAll(async () => {
    await upstream?.close();
  });
  return () => {
    if (!upstream) throw new Error('the test upstream is not running (used outside a test?)');
    return upstream;
  };
}
