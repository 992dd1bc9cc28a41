/**
 * The production entry (`src/index.ts`) refuses to start with a development secret: a
 * misconfigured image stops at once with the variable's name, before it opens a port or a database.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const UPSTREAM_DIR = fileURLToPath(new URL('../', import.meta.url));

describe('upstream in production', () => {
  it('exits with a message naming TWO_FACTOR_KEY when it is not set', () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      UPLOAD_SIGNING_SECRET: 'x'.repeat(32),
      DATA_DIR: 'memory://',
      PORTAL_PORT: '0',
      TOKEN_PORT: '0',
    };
    delete env.TWO_FACTOR_KEY;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: UPSTREAM_DIR,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect([run.status, run.stderr.trim()]).toEqual([
      1,
      'TWO_FACTOR_KEY must be set in production (32 random bytes in base64: openssl rand -base64 32)',
    ]);
    // The entry imports the whole app before reading its configuration: seconds on a busy machine.
  }, 60_000);
});
