import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseConfig, loadConfig, type UpstreamConfig } from '../config.ts';

/** bcrypt's minimum: hashing dominates test time at the production cost and proves nothing more. */
export const TEST_BCRYPT_COST = 4;

/** The configuration of an in-process test upstream: built-in defaults (never the caller's
 * environment), random ports, fast hashing, uploads stored in a fresh temporary folder. */
export const testConfig = (
  database: DatabaseConfig,
  overrides: Partial<UpstreamConfig> = {},
): UpstreamConfig => ({
  ...loadConfig({}),
  portalPort: 0,
  tokenPort: 0,
  bcryptCost: TEST_BCRYPT_COST,
  weeklySummaryTickSeconds: 0,
  database,
  files: {
    ...loadConfig({}).files,
    storage: { kind: 'local', dir: join(tmpdir(), `portal-files-${randomUUID()}`) },
  },
  ...overrides,
});
