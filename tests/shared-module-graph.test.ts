/**
 * The upstream's and the gateway's suites run without per-file isolation (their vitest.config.ts,
 * `isolate: false`): a worker imports the app once and runs its files one after another, each on
 * its own fresh upstream and database (and, in the gateway's, its own gateway). That holds only while no test file changes what the next
 * one imports or reads: a module mock, a stubbed global or an environment variable set by one
 * file would leak into every later file of its worker. This check keeps those out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SHARED_GRAPH_SUITES = ['upstream/src', 'gateway/src', 'gateway/graphiql'];

/**
 * Files that change the environment on purpose and put it back: the seed's property test builds
 * the seed on several days, each in a fresh module graph (the seed reads PORTAL_NOW when it loads),
 * and restores PORTAL_NOW and the module registry in its afterAll.
 */
const RESTORING = new Set(['upstream/src/db/seed-dates.test.ts']);

const LEAKS: ReadonlyArray<[RegExp, string]> = [
  [/\bvi\s*\.\s*(mock|doMock|unmock|stubEnv|stubGlobal)\s*\(/, 'mocks a module or stubs a global'],
  [/\bprocess\.env(\.\w+|\[[^\]]+\])\s*(=(?!=)|\?\?=|\|\|=)/, 'sets an environment variable'],
  [/\bdelete\s+process\.env\b/, 'deletes an environment variable'],
];

/** Each leak of `source` as "line: what it does". */
function leaksOf(source: string): string[] {
  return source
    .split('\n')
    .flatMap((text, index) =>
      LEAKS.filter(([pattern]) => pattern.test(text)).map(([, what]) => `${index + 1}: ${what}`),
    );
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('suites that share one module graph per worker', () => {
  it('have no test file that mocks a module, stubs a global or sets the environment', () => {
    const files = SHARED_GRAPH_SUITES.flatMap(testFiles).filter((file) => !RESTORING.has(file));
    expect(files.length).toBeGreaterThan(150);
    const leaks = files.flatMap((file) =>
      leaksOf(readFileSync(file, 'utf8')).map((leak) => `${file}:${leak}`),
    );
    expect(leaks).toEqual([]);
  });

  it('catches each kind of leak, and not a read or a comparison', () => {
    expect(leaksOf("vi.mock('../db/connection.ts');")).toEqual(['1: mocks a module or stubs a global']);
    expect(leaksOf("vi.stubEnv('PORT', '1');")).toEqual(['1: mocks a module or stubs a global']);
    expect(leaksOf("process.env.PGLITE_SNAPSHOT = '/tmp/x';")).toEqual(['1: sets an environment variable']);
    expect(leaksOf("process.env['PORT'] ??= '1';")).toEqual(['1: sets an environment variable']);
    expect(leaksOf('delete process.env.PORT;')).toEqual(['1: deletes an environment variable']);
    expect(
      leaksOf("const url = process.env.TEST_DATABASE_URL ?? '';\nif (process.env.CI === 'true') {}"),
    ).toEqual([]);
  });
});
