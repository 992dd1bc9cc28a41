/**
 * `pnpm --filter @portal/upstream migrate` / `seed`: run the migrations, or the migrations and the
 * (idempotent) seed, against the configured database (DATABASE_URL or DATA_DIR).
 */
import { ConfigError, loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { openDatabase } from './connection.ts';
import { migrateToLatest } from './migrate.ts';
import { seed } from './seed.ts';

const COMMANDS = ['migrate', 'seed'] as const;
type Command = (typeof COMMANDS)[number];

const isCommand = (value: string | undefined): value is Command =>
  COMMANDS.some((command) => command === value);

async function main(command: Command): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = await openDatabase(config.database);
  try {
    await migrateToLatest(db, logger);
    if (command === 'seed') await seed(db, { bcryptCost: config.bcryptCost, logger });
  } finally {
    await db.destroy();
  }
}

const command = process.argv[2];
if (!isCommand(command)) {
  console.error(`usage: tsx src/db/cli.ts <${COMMANDS.join('|')}>`);
  process.exit(2);
}
try {
  await main(command);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
