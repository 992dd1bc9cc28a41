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
import { storeTrainingSeedFiles } from './db/seed/training/index.ts';
import { seedIfEmpty } from './db/seed.ts';
import type { AppDeps } from './deps.ts';
import { scheduleSweep } from './files/schedule.ts';
import { createStorage } from './files/storage.ts';
import { type InvoiceWorkerOptions, startInvoiceWorker } from './finance/invoice-batch-worker.ts';
import { UpstreamMetrics } from './http/metrics.ts';
import { startWebhookWorker } from './integrators/webhooks.ts';
import {
  DEFAULT_QUEUE_SETTINGS,
  type JobQueue,
  type QueueSettings,
  startJobQueue,
  stopJobQueue,
} from './jobs/queue.ts';
import { createLogger, type Logger } from './logger.ts';
import { type MassChangeWorkerOptions, startMassChangeWorker } from './network/mass-change-worker.ts';
import { createPortalApp } from './portal-app.ts';
import { type CampaignPollWorkerOptions, startCampaignPollWorker } from './products/campaign-poll-worker.ts';
import { type CampaignFeed, campaignFeed } from './products/salesforce-crm.ts';
import { createTokenApp } from './token/app.ts';
import { KeyStore } from './token/keys.ts';

export interface StartOptions {
  config: UpstreamConfig;
  /** Defaults to JSON lines on stdout/stderr at config.logLevel. */
  logger?: Logger;
  /** Start an in-memory PGlite from this data directory dump (see db/connection.ts). */
  pgliteSnapshot?: Blob;
  /** The job queue's timings (tests shorten them). */
  jobs?: Partial<QueueSettings & Omit<InvoiceWorkerOptions, 'pollingIntervalSeconds'>>;
  /** The mass change worker's test hooks and timings (tests interrupt it). */
  massChange?: Partial<MassChangeWorkerOptions>;
  /** The campaigns poll's feed (default: config.salesforceUrl or the fake one), hooks and timings. */
  campaignPoll?: Partial<CampaignPollWorkerOptions> & { feed?: CampaignFeed };
}

/**
 * Invoice generation: an unexpected error is retried 3 times, 10 s apart; a job still running
 * after 5 minutes is taken as lost with its process and retried.
 */
const INVOICE_WORKER = { retryLimit: 3, retryDelaySeconds: 10, expireInSeconds: 300 };

/**
 * A mass change: an interrupted apply (a restart, a lost connection) is retried twice, 10 s apart,
 * then marked failed with its reason; one still running after 15 minutes is taken as lost.
 */
const MASS_CHANGE_WORKER = { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 900 };

/** A campaigns poll: a failed CRM read or apply is retried twice, 10 s apart; lost after 5 minutes. */
const CAMPAIGN_POLL_WORKER = { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 300 };

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

function listen(app: Express, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(app);
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive clients (the gateway's pool) would otherwise hold close() open until they time out.
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
  let stopWebhooks: () => void = () => undefined;
  const shutdown = async () => {
    stopSweep();
    stopWebhooks();
    await Promise.all(servers.map(stop));
    if (jobs) await stopJobQueue(jobs, JOBS_STOP_TIMEOUT_MS);
    await db.destroy();
  };
  try {
    await migrateToLatest(db, log);
    await seedIfEmpty(db, { bcryptCost: config.bcryptCost, logger: log });
    const settings = { ...DEFAULT_QUEUE_SETTINGS, ...INVOICE_WORKER, ...jobSettings };
    jobs = await startJobQueue(db, config.database, log, settings);
    await startInvoiceWorker(jobs, db, log, settings);
    await startMassChangeWorker(jobs, db, log, {
      ...MASS_CHANGE_WORKER,
      pollingIntervalSeconds: settings.pollingIntervalSeconds,
      ...(jobSettings.retryDelaySeconds === undefined
        ? {}
        : { retryDelaySeconds: jobSettings.retryDelaySeconds }),
      ...massChange,
    });
    const { feed, ...pollOptions } = campaignPoll;
    await startCampaignPollWorker(jobs, db, feed ?? campaignFeed(config.salesforceUrl, log), log, {
      ...CAMPAIGN_POLL_WORKER,
      pollingIntervalSeconds: settings.pollingIntervalSeconds,
      ...(jobSettings.retryDelaySeconds === undefined
        ? {}
        : { retryDelaySeconds: jobSettings.retryDelaySeconds }),
      ...pollOptions,
    });
    stopWebhooks = await startWebhookWorker(jobs, db, log, {
      pollingIntervalSeconds: settings.pollingIntervalSeconds,
      allowLoopback: config.webhookAllowLoopback,
    });
    const deps: AppDeps = {
      jobs,
      db,
      keys: await KeyStore.open(db, log),
      config,
      logger: log,
      storage: createStorage(config.files.storage),
      ...(config.metrics ? { metrics: new UpstreamMetrics() } : {}),
    };
    // The demo library's rows name objects; a fresh storage gets their bytes before any request.
    await storeTrainingSeedFiles(db, deps.storage);
    stopSweep = scheduleSweep(deps, config.files);
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
