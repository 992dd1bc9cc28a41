/**
 * `pnpm --filter @portal/upstream start`: the portal API and the token service in ONE process
 * (the embedded PGlite database lives in-process). Configuration: src/config.ts.
 */
import { readFileSync } from 'node:fs';
import { startUpstream } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startTracing } from './tracing.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const logger = createLogger(config.logLevel);

// Test suites that run this process as a child (the gateway's) start it from a seeded snapshot
// (src/testing/snapshot-cli.ts) instead of paying initdb, migrations and seed per start. Only an
// in-memory database takes it: a data directory on disk is never overwritten.
const snapshotFile = process.env.PGLITE_SNAPSHOT?.trim();
const pgliteSnapshot =
  snapshotFile && config.database.kind === 'pglite' && config.database.dataDir === 'memory://'
    ? new Blob([new Uint8Array(readFileSync(snapshotFile))])
    : undefined;

// Before anything opens: the database, the queue and the apps wire their spans only when a tracer is active.
const stopTracing = await startTracing('portal-upstream');

const upstream = await startUpstream({
  config,
  logger,
  jobs: {
    pollingIntervalSeconds: config.jobsPollingIntervalSeconds,
    ...(config.jobsLeaseSeconds === undefined ? {} : { leaseSeconds: config.jobsLeaseSeconds }),
    ...(config.jobsRetryDelaySeconds === undefined
      ? {}
      : { retryDelaySeconds: config.jobsRetryDelaySeconds }),
    ...(config.jobsMaintenanceIntervalSeconds === undefined
      ? {}
      : { maintenanceIntervalSeconds: config.jobsMaintenanceIntervalSeconds }),
  },
  ...(pgliteSnapshot ? { pgliteSnapshot } : {}),
}).catch((error: unknown) => {
  logger.error('upstream failed to start', { error });
  process.exit(1);
});

// Exactly this line: the gateway's integration tests and scripts read the ports from it.
process.stdout.write(
  `${JSON.stringify({ event: 'listening', portalPort: upstream.portalPort, tokenPort: upstream.tokenPort })}\n`,
);

/** Longest wait for in-flight requests and the database to close before giving up. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

let stopping = false;
const shutdown = (signal: NodeJS.Signals) => {
  // Repeats are expected, not a request to hurry: a terminal's Ctrl+C reaches the whole process
  // group, and the tsx/pnpm wrappers relay it once more.
  if (stopping) return;
  stopping = true;
  logger.info('shutting down', { signal });
  setTimeout(() => {
    logger.error('shutdown timed out');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  upstream
    .close()
    .then(() => stopTracing?.())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('shutdown failed', { error });
        process.exit(1);
      },
    );
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
