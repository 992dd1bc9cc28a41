/** Entry point: `pnpm --filter @portal/gateway start`. Listens, and shuts down gracefully on SIGTERM. */
import { ConfigError, type GatewayConfig, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startTracing } from './observability/tracing.ts';
import { createGateway } from './server.ts';

/** Orchestrators send SIGKILL after their own grace period (Kubernetes: 30 s); we stay well inside. */
const SHUTDOWN_DEADLINE_MS = 10_000;

let config: GatewayConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // A configuration mistake needs its message, not a stack trace.
  console.error(error.message);
  process.exit(1);
}
const logger = createLogger(config.logLevel);

try {
  // Before the server is built: it wires the tracing hooks only when a tracer is active.
  const tracing = await startTracing(config, 'portal-gateway');
  const gateway = await createGateway(config, { logger });
  const url = await gateway.listen(config.port);
  logger.info(`gateway listening on ${url}/graphql`, {
    port: config.port,
    portalUrl: config.portalUrl,
    tokenUrl: config.tokenUrl,
    introspection: config.introspection,
  });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down: no new connections, draining in-flight requests', { signal });
    setTimeout(() => {
      logger.error('shutdown deadline reached, exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    gateway
      .stop()
      .then(() => tracing?.shutdown())
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
} catch (error) {
  logger.error('gateway failed to start', { error });
  process.exit(1);
}
