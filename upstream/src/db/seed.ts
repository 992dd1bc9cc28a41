/**
 * Demo data: deterministic (fixed ids; dates relative to the clock's today, seed/ids.ts) and
 * idempotent (re-running inserts nothing new), in small per-domain steps that later issues extend.
 * Runs automatically on an empty database.
 */

import { hashPassword } from '../domains/auth/passwords.ts';
import { clockIsPinned } from '../kernel/clock.ts';
import type { Logger } from '../logger.ts';
import type { Db } from './connection.ts';
import { seedPendingAccreditations } from './seed/accreditations.ts';
import { seedFinance, seedMissingFinance } from './seed/finance/index.ts';
import { SEED_BASE_DATE } from './seed/ids.ts';
import { seedMarketing } from './seed/marketing.ts';
import { seedNetworkAgents } from './seed/network-agents.ts';
import { seedNetworkUnits } from './seed/network-units.ts';
import { seedEdNotifications, seedNotifications } from './seed/notifications.ts';
import { seedOrganisations } from './seed/organisations.ts';
import { seedPoints } from './seed/points.ts';
import { seedProductLinks } from './seed/products.ts';
import { seedSalesforce } from './seed/salesforce.ts';
import { seedMissingTraining, seedTraining } from './seed/training/index.ts';
import { DEMO_PASSWORD, seedUsers } from './seed/users.ts';
import { seedMissingVouchers, seedVouchers } from './seed/vouchers.ts';

export interface SeedOptions {
  bcryptCost: number;
  logger: Logger;
}

export async function seed(db: Db, { bcryptCost, logger }: SeedOptions): Promise<void> {
  // Hashed once for every account, and before the transaction: bcrypt is slow on purpose.
  const passwordHash = await hashPassword(DEMO_PASSWORD, bcryptCost);
  // One transaction: a seed that fails half-way leaves nothing behind, so the "empty database"
  // check of seedIfEmpty stays meaningful.
  await db.transaction().execute(async (trx) => {
    await seedOrganisations(trx);
    await seedUsers(trx, passwordHash);
    await seedNotifications(trx);
    await seedEdNotifications(trx);
    await seedFinance(trx);
    await seedVouchers(trx);
    await seedProductLinks(trx);
    await seedPoints(trx);
    await seedTraining(trx);
    await seedMarketing(trx);
    await seedNetworkUnits(trx, passwordHash);
    await seedSalesforce(trx);
    await seedNetworkAgents(trx, passwordHash);
    await seedPendingAccreditations(trx, passwordHash);
  });
  // Which day the demo data was built for (docs/decisions/conventions.md, "Dates").
  logger.info('seed applied', { baseDate: SEED_BASE_DATE.toISOString(), clockPinned: clockIsPinned() });
}

/**
 * Seeds only a database without users (a fresh one); an existing one is left alone, except that
 * one seeded before the finance tables existed (migration 0002) gets the finance demo data, and one
 * seeded before the vouchers table (migration 0004) the vouchers demo data.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) {
    await seedMissingFinance(db, options.logger);
    await seedMissingVouchers(db, options);
    if (await seedMissingTraining(db)) options.logger.info('training seed applied');
    return false;
  }
  await seed(db, options);
  return true;
}
