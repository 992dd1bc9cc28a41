/**
 * Starts the whole upstream in this process: database (migrated, seeded when empty), signing keys,
 * the portal API and the token service. Used by src/index.ts and by the tests (in-process).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { UpstreamConfig } from './config.ts';
import { type Db, openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { storeBannerSeedFiles } from './db/seed/marketing.ts';
import { storeTrainingSeedFiles } from './db/seed/training/index.ts';
import { seedIfEmpty } from './db/seed.ts';
import type { AppDeps } from './deps.ts';
import { createTokenApp } from './domains/auth/routes/token-app.ts';
import { scheduleSweep } from './domains/files/schedule.ts';
import { createStorage } from './domains/files/storage.ts';
import { DOMAINS, FILE_REFERENCES } from './domains/index.ts';
import { UpstreamMetrics } from './http/metrics.ts';
import { releaseOrphanedJobs } from './jobs/orphans.ts';
import {
  DEFAULT_QUEUE_SETTINGS,
  type JobQueue,
  type QueueSettings,
  startJobQueue,
  stopJobQueue,
} from './jobs/queue.ts';
import { createLogger, type Logger } from './logger.ts';
import type { StopWorker, WorkerOverrides } from './manifest.ts';
import { createPortalApp } from './portal-app.ts';
import { KeyStore } from './token/keys.ts';

export interface StartOptions {
  config: UpstreamConfig;
  /** Defaults to JSON lines on stdout/stderr at config.logLevel. */
  logger?: Logger;
  /** Start an in-memory PGlite from this data directory dump (see db/connection.ts). */
  pgliteSnapshot?: Blob;
  /** The job queue's timings and the invoice worker's (tests shorten them). */
  jobs?: Partial<QueueSettings> &
    NonNullable<WorkerOverrides['finance']> & {
      /** Every worker's lease (WorkerContext.leaseSeconds), when set. */
      leaseSeconds?: number;
    };
  /** The mass change worker's test hooks and timings (tests interrupt it). */
  massChange?: WorkerOverrides['network'];
  /** The campaigns poll's feed (default: config.salesforceUrl or the fake one), hooks and timings. */
  campaignPoll?: WorkerOverrides['products'];
}

/** How long a stop waits for running jobs before handing them back to the queue. */
const JOBS_STOP_TIMEOUT_MS = 5_000;

export interface RunningUpstream {
  portalUrl: string;
  tokenUrl: string;
  portalPort: number;
  tokenPort: number;
  db: Db;
  /** The configuration it runs with (tests open a second job queue on the same database). */
  config: UpstreamConfig;
  /** The job queue this process works (tests stop it mid-batch). */
  jobs: JobQueue;
  /** The express apps, for introspection (the OpenAPI coverage test). */
  apps: { portal: Express; token: Express };
  /** Stops both servers, then closes the database. Safe to call more than once. */
  close(): Promise<void>;
}

const KEEP_ALIVE_MS = 65_000;

function listen(app: Express, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(app);
    // A client must always be the one to drop an idle keep-alive connection: if the server drops it
    // as the client sends on it, the request fails with ECONNRESET. Clients (undici, the gateway's
    // pool) keep idle sockets about 4 s; Node's default 5 s leaves a 1 s margin that one busy
    // stretch of the event loop (PGlite works on it) can consume, so the server waits far longer.
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    // Keep-alive clients (the gateway's pool) would otherwise hold close() open until they time
    // out: idle connections now, and those of requests still running as soon as they answer.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

// A server listening on a TCP port always has an AddressInfo address (a string only for pipes).
const portOf = (server: Server): number => (server.address() as AddressInfo).port;

export async function startUpstream({
  config,
  logger,
  pgliteSnapshot,
  jobs: jobSettings = {},
  massChange = {},
  campaignPoll = {},
}: StartOptions): Promise<RunningUpstream> {
  const log = logger ?? createLogger(config.logLevel);
  const db = await openDatabase(config.database, {
    ...(pgliteSnapshot ? { pgliteSnapshot } : {}),
    onConnectionError: (error) =>
      log.warn('database connection lost; the pool opens a new one', { error: error.message }),
  });
  const servers: Server[] = [];
  let jobs: JobQueue | undefined;
  let stopSweep: () => void = () => undefined;
  const stopWorkers: StopWorker[] = [];
  const shutdown = async () => {
    stopSweep();
    for (const stopWorker of stopWorkers) stopWorker();
    await Promise.all(servers.map(stop));
    if (jobs) await stopJobQueue(jobs, JOBS_STOP_TIMEOUT_MS);
    await db.destroy();
  };
  try {
    await migrateToLatest(db, log);
    await seedIfEmpty(db, { bcryptCost: config.bcryptCost, logger: log });
    const settings = { ...DEFAULT_QUEUE_SETTINGS, ...jobSettings };
    jobs = await startJobQueue(db, config.database, log, settings);
    if (config.database.kind === 'pglite') {
      const released = await releaseOrphanedJobs(db);
      if (released > 0) log.info('jobs left running by a previous process put back', { jobs: released });
    }
    const workers = {
      queue: jobs,
      db,
      logger: log,
      config,
      pollingIntervalSeconds: settings.pollingIntervalSeconds,
      ...(jobSettings.retryDelaySeconds === undefined
        ? {}
        : { retryDelaySeconds: jobSettings.retryDelaySeconds }),
      ...(jobSettings.leaseSeconds === undefined ? {} : { leaseSeconds: jobSettings.leaseSeconds }),
      overrides: { finance: jobSettings, network: massChange, products: campaignPoll },
    };
    // In the domains' order (finance's invoices, network's mass change, products' poll, webhooks).
    for (const domain of DOMAINS) {
      const stopWorker = await domain.workers?.(workers);
      if (stopWorker) stopWorkers.push(stopWorker);
    }
    const deps: AppDeps = {
      jobs,
      db,
      keys: await KeyStore.open(db, log),
      config,
      logger: log,
      storage: createStorage(config.files.storage),
      ...(config.metrics ? { metrics: new UpstreamMetrics() } : {}),
    };
    // The demo library's and banners' rows name objects; a fresh storage gets their bytes before any request.
    await storeTrainingSeedFiles(db, deps.storage);
    await storeBannerSeedFiles(db, deps.storage);
    stopSweep = scheduleSweep(deps, config.files, FILE_REFERENCES);
    const apps = { portal: createPortalApp(deps), token: createTokenApp(deps) };
    servers.push(await listen(apps.portal, config.portalPort));
    servers.push(await listen(apps.token, config.tokenPort));
    const [portalPort, tokenPort] = servers.map(portOf) as [number, number];
    let closing: Promise<void> | undefined;
    return {
      portalUrl: `http://127.0.0.1:${portalPort}`,
      tokenUrl: `http://127.0.0.1:${tokenPort}`,
      portalPort,
      tokenPort,
      db,
      config,
      jobs,
      apps,
      close: () => {
        closing ??= shutdown();
        return closing;
      },
    };
  } catch (error) {
    await shutdown().catch(() => undefined);
    throw error;
  }
}
