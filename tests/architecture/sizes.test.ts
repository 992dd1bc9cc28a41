/**
 * The size rules (tests/architecture/sizes.ts) over the real tree, and for each a planted violation
 * that must be caught (so a rule that silently stopped matching fails here rather than letting the
 * tree grow); likewise the meta-rule that every dependency-cruiser configuration forbids circles.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkSizes,
  forbidsCircles,
  functionsOf,
  isProductCode,
  LONG_FUNCTIONS,
  MAX_FUNCTION_LINES,
} from './sizes.ts';
import { ROOT, SOURCE_ROOTS, walk } from './tree.ts';

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const productFiles = SOURCE_ROOTS.flatMap((dir) => walk(dir)).filter(isProductCode);
const CRUISER_CONFIG = '.dependency-cruiser.cjs';

describe('the tree', () => {
  // Parsing every product file takes seconds on a busy machine.
  it('has no product file over 400 lines and no function over 150', { timeout: 60_000 }, () => {
    // A wrong root would make "no violations" vacuous.
    expect(productFiles.length).toBeGreaterThan(300);
    expect(productFiles).toContain('upstream/src/db/migrations/0002_finance.ts');
    const violations = productFiles.flatMap((path) => checkSizes(path, read(path)));
    expect(violations.map(({ file, line, message }) => `${file}:${line} ${message}`)).toEqual([]);
  });

  it('exempts only functions that are still there and still over the limit', () => {
    const stale = Object.keys(LONG_FUNCTIONS).filter((entry) => {
      const [file = '', name] = entry.split(': ');
      if (!existsSync(join(ROOT, file))) return true;
      return !functionsOf(file, read(file)).some(
        (found) => found.name === name && found.lines > MAX_FUNCTION_LINES,
      );
    });
    expect(stale).toEqual([]);
  });

  it("forbids import circles in every package's dependency-cruiser configuration", () => {
    const packages = readdirSync(ROOT).filter((name) => existsSync(join(ROOT, name, CRUISER_CONFIG)));
    expect(packages).toEqual(expect.arrayContaining(['gateway', 'upstream', 'web']));
    const require = createRequire(import.meta.url);
    expect(packages.filter((name) => !forbidsCircles(require(join(ROOT, name, CRUISER_CONFIG))))).toEqual([]);
  });
});

describe('a planted violation is caught', () => {
  const kindsIn = (path: string, text: string) => checkSizes(path, text).map(({ kind }) => kind);
  const lines = (count: number, line = 'export const a = 1;') => `${line}\n`.repeat(count);
  /** A function whose text spans `count` lines, its signature and closing brace included. */
  const body = (count: number) => `{\n${lines(count - 2, '  total += 1;')}}`;

  it('(i) a product file over 400 lines, in any package', () => {
    for (const path of [
      'web/src/features/accreditation/AccreditationPages.tsx',
      'gateway/src/domains/finance/shapes.ts',
      'upstream/src/db/migrations/0031_next.ts',
      'schema/src/index.ts',
    ]) {
      expect(kindsIn(path, lines(401))).toEqual(['long-file']);
    }
    expect(checkSizes('web/src/ui/Table.tsx', lines(401))[0]?.message).toMatch(/^401 lines/);
  });

  it('(i) but not 400 lines, nor tests, test support, generated code or contract documents', () => {
    expect(kindsIn('web/src/ui/Table.tsx', lines(400))).toEqual([]);
    expect(kindsIn('web/src/ui/Table.tsx', lines(400).replace(/\n$/, ''))).toEqual([]);
    for (const path of [
      'web/src/ui/Table.test.tsx',
      'gateway/src/domains/finance/finance.integration.test.ts',
      'gateway/src/test/fuzz.ts',
      'upstream/src/testing/db.ts',
      'web/src/app/testing/render.tsx',
      'web/src/features/finance/financeTestUtils.tsx',
      'schema/src/validation/testing.ts',
      'web/src/features/finance/__generated__/dashboard.generated.ts',
      // Contract documents, not code (sizes.ts, CONTRACT_EXTENSIONS).
      'upstream/src/domains/network/openapi.yaml',
      'schema/src/finance.graphql',
      // Outside the source roots.
      'e2e/tests/finance.spec.ts',
    ]) {
      expect(isProductCode(path)).toBe(false);
      expect(kindsIn(path, lines(401))).toEqual([]);
    }
  });

  it('(ii) a function over 150 lines, of every kind, named as a reader finds it', () => {
    const long = body(151);
    const sources = [
      `export function build() ${long}`,
      `export const Page = () => ${long};`,
      `export const Page = memo(function () ${long});`,
      `class Api {\n  async list() ${long}\n}`,
      `class Api {\n  constructor() ${long}\n}`,
      `export const migration = { up: async (db) => ${long} };`,
      `router.get('/v1/points', async (req, res) => ${long});`,
      `export default function () ${long}`,
    ];
    const names = sources.map((text) => checkSizes('upstream/src/domains/points/x.tsx', text)[0]?.message);
    expect(names).toEqual([
      'build has 151 lines (at most 150)',
      'Page has 151 lines (at most 150)',
      'Page has 151 lines (at most 150)',
      'list has 151 lines (at most 150)',
      'constructor has 151 lines (at most 150)',
      'up has 151 lines (at most 150)',
      'get(...) callback has 151 lines (at most 150)',
      'default has 151 lines (at most 150)',
    ]);
    // The line it starts on, the signature's.
    expect(checkSizes('web/src/ui/X.tsx', `// x\n\nexport function build() ${long}`)[0]?.line).toBe(3);
  });

  it('(ii) but not 150 lines, a long string or comment, nor short functions nested in a long file', () => {
    expect(kindsIn('web/src/ui/X.tsx', `export function build() ${body(150)}`)).toEqual([]);
    expect(kindsIn('web/src/ui/X.tsx', `const query = \`\n${lines(200, 'select 1')}\`;`)).toEqual([]);
    expect(kindsIn('web/src/ui/X.tsx', `/*\n${lines(200, 'function x() {')}*/`)).toEqual([]);
    const shortOnes = Array.from({ length: 4 }, (_, index) => `function f${index}() ${body(90)}\n`).join('');
    expect(kindsIn('web/src/ui/X.tsx', shortOnes)).toEqual([]);
    // A nested function is measured on its own; its outer function is the one reported.
    const nested = checkSizes(
      'web/src/ui/X.tsx',
      `function outer() {\n  const inner = () => ${body(140)};\n${lines(20, '  go();')}}`,
    );
    expect(nested.map(({ message }) => message)).toEqual(['outer has 162 lines (at most 150)']);
  });

  it('(ii) an exemption is by file and name, never by pattern', () => {
    const up = `export async function up(db) ${body(170)}`;
    expect(kindsIn('upstream/src/db/migrations/0002_finance.ts', up)).toEqual([]);
    expect(kindsIn('upstream/src/db/migrations/0031_next.ts', up)).toEqual(['long-function']);
    expect(
      kindsIn('upstream/src/db/migrations/0002_finance.ts', up.replace('function up', 'function down')),
    ).toEqual(['long-function']);
  });

  it('(iii) a dependency-cruiser configuration without an error-level no-circular rule', () => {
    const circular = { name: 'no-circular', severity: 'error', to: { circular: true } };
    expect(
      forbidsCircles({ forbidden: [{ name: 'no-cross-domain', severity: 'error', to: {} }, circular] }),
    ).toBe(true);
    expect(forbidsCircles({ forbidden: [{ name: 'no-cross-domain', severity: 'error', to: {} }] })).toBe(
      false,
    );
    expect(forbidsCircles({ forbidden: [{ ...circular, severity: 'warn' }] })).toBe(false);
    expect(forbidsCircles({})).toBe(false);
  });
});
