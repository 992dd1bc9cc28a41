/**
 * The upstream's import rules (upstream/.dependency-cruiser.cjs) over the real tree, and for each
 * rule a planted violation in a small tree of its own that must be caught, so a rule that silently
 * stopped matching fails here.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const UPSTREAM = join(import.meta.dirname, '../../upstream');
let options: ICruiseOptions;
const planted: string[] = [];

beforeAll(async () => {
  options = await extractDepcruiseOptions(join(UPSTREAM, '.dependency-cruiser.cjs'));
});

afterAll(() => {
  for (const dir of planted) rmSync(dir, { recursive: true, force: true });
});

/** The rule names broken in `baseDir`'s src/, with the edge that breaks each. */
async function violations(baseDir: string): Promise<string[]> {
  const { output } = await cruise(['src'], { ...options, validate: true, baseDir });
  return (output as ICruiseResult).summary.violations.map(
    ({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`,
  );
}

/** A throwaway tree of `files` (path → text), with a stand-in express package. */
function plant(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'upstream-imports-'));
  planted.push(dir);
  const tree: Record<string, string> = {
    'node_modules/express/package.json': '{ "name": "express", "main": "index.js" }',
    'node_modules/express/index.js': 'module.exports = {};',
    ...files,
  };
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const rulesOf = (found: string[]) => found.map((line) => line.slice(0, line.indexOf(':')));

describe('the upstream tree', () => {
  // Cruising every file with the TypeScript parser takes seconds on a busy machine.
  it('breaks no import rule', { timeout: 120_000 }, async () => {
    const { output } = await cruise(['src'], { ...options, validate: true, baseDir: UPSTREAM });
    const result = output as ICruiseResult;
    // A wrong root would make "no violations" vacuous.
    expect(result.summary.totalCruised).toBeGreaterThan(300);
    expect(result.modules.some(({ source }) => source === 'src/domains/index.ts')).toBe(true);
    expect(result.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`)).toEqual(
      [],
    );
  });
});

describe('a planted violation is caught', () => {
  it('no-cross-domain: a domain importing another, from its module or its routes', async () => {
    const dir = plant({
      'src/domains/finance/bills.ts': 'export const bills = 1;',
      'src/domains/points/vouchers.ts':
        "import { bills } from '../finance/bills.ts';\nexport const v = bills;",
      'src/domains/points/routes/points.ts':
        "import type { bills } from '../../finance/bills.ts';\nexport type B = typeof bills;",
      // Allowed: the composition root, a test, the domain's own files.
      'src/domains/index.ts':
        "import { bills } from './finance/bills.ts';\nimport { v } from './points/vouchers.ts';\nexport const all = [bills, v];",
      'src/domains/points/vouchers.test.ts':
        "import { bills } from '../finance/bills.ts';\nexport const t = bills;",
      'src/domains/points/ledger.ts': "import { v } from './vouchers.ts';\nexport const l = v;",
    });
    expect((await violations(dir)).sort()).toEqual([
      'no-cross-domain: src/domains/points/routes/points.ts -> src/domains/finance/bills.ts',
      'no-cross-domain: src/domains/points/vouchers.ts -> src/domains/finance/bills.ts',
    ]);
  });

  it('kernel-imports-no-domain: the kernel importing a domain or the wiring', async () => {
    const dir = plant({
      'src/domains/files/signing.ts': 'export const KEY = 1;',
      'src/domains/index.ts': "import { KEY } from './files/signing.ts';\nexport const DOMAINS = [KEY];",
      'src/kernel/stored-objects.ts':
        "import { KEY } from '../domains/files/signing.ts';\nexport const k = KEY;",
      'src/http/auth.ts':
        "import type { DOMAINS } from '../domains/index.ts';\nexport type D = typeof DOMAINS;",
      'src/db/connection.ts': "import { KEY } from '../domains/files/signing.ts';\nexport const c = KEY;",
      // Allowed: the seed is a composition root, not kernel.
      'src/db/seed.ts': "import { KEY } from '../domains/files/signing.ts';\nexport const s = KEY;",
    });
    expect(rulesOf(await violations(dir))).toEqual([
      'kernel-imports-no-domain',
      'kernel-imports-no-domain',
      'kernel-imports-no-domain',
    ]);
    expect((await violations(dir)).map((line) => line.split(' ')[1]).sort()).toEqual([
      'src/db/connection.ts',
      'src/http/auth.ts',
      'src/kernel/stored-objects.ts',
    ]);
  });

  it('module-no-express: a domain module importing express or src/http/', async () => {
    const dir = plant({
      'src/http/input.ts': "import express from 'express';\nexport const pathParam = express;",
      'src/domains/network/eds.ts': "import type { Request } from 'express';\nexport type R = Request;",
      'src/domains/network/units.ts':
        "import { pathParam } from '../../http/input.ts';\nexport const u = pathParam;",
      // Allowed: its routes and its manifest.
      'src/domains/network/routes/network.ts':
        "import express from 'express';\nimport { pathParam } from '../../../http/input.ts';\nexport const r = [express, pathParam];",
      'src/domains/network/manifest.ts': "import type { Router } from 'express';\nexport type M = Router;",
    });
    expect((await violations(dir)).sort()).toEqual([
      'module-no-express: src/domains/network/eds.ts -> node_modules/express/index.js',
      'module-no-express: src/domains/network/units.ts -> src/http/input.ts',
    ]);
  });

  it('no-circular: two files importing each other, types included', async () => {
    const dir = plant({
      'src/db/seed/users.ts':
        "import { EDS } from './eds.ts';\nexport interface SeedUser { n: number }\nexport const U = EDS;",
      'src/db/seed/eds.ts': "import type { SeedUser } from './users.ts';\nexport const EDS: SeedUser[] = [];",
      'src/db/seed/ids.ts': "import { U } from './users.ts';\nexport const ids = U;",
    });
    // One circle is reported once, from one of its files; ids.ts only leads into it.
    const found = await violations(dir);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^no-circular: src\/db\/seed\/(users|eds)\.ts -> src\/db\/seed\/(eds|users)\.ts$/,
    );
  });
});
