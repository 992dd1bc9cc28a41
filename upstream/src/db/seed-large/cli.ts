/**
 * `DATABASE_URL=postgres://… pnpm --filter @portal/upstream seed:large -- --scale 1000000`:
 * migrates, applies the demo seed when the database is empty, then adds the `large` data set
 * (see index.ts). Re-running at the same scale writes nothing.
 */
import { ConfigError, loadConfig } from '../../config.ts';
import { createLogger } from '../../logger.ts';
import { seedLarge } from './index.ts';
import { scaleArgument } from './plan.ts';

const DEFAULT_SCALE = 1_000_000;

try {
  const config = loadConfig();
  if (config.database.kind !== 'postgres') {
    throw new ConfigError('seed:large needs PostgreSQL: set DATABASE_URL=postgres://…');
  }
  const logger = createLogger(config.logLevel);
  const result = await seedLarge(config.database.url, scaleArgument(process.argv.slice(2), DEFAULT_SCALE), {
    bcryptCost: config.bcryptCost,
    logger,
  });
  const verb = result.written
    ? `seeded in ${result.seconds.toFixed(1)} s`
    : 'already seeded, nothing written';
  console.log(`large seed (scale ${result.plan.commissions}): ${verb}`);
  console.table(result.counts);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
