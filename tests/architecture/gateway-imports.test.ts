/**
 * The gateway's import rules (gateway/.dependency-cruiser.cjs) over the real tree, run with
 * dependency-cruiser's API, and for each rule a planted violation in a tree of its own that must be
 * caught (so a rule that silently stopped matching fails here rather than letting the tree drift).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const GATEWAY = join(import.meta.dirname, '../../gateway');

let options: ICruiseOptions;
const planted: string[] = [];

beforeAll(async () => {
  options = await extractDepcruiseOptions(join(GATEWAY, '.dependency-cruiser.cjs'));
});

afterAll(() => {
  for (const dir of planted) rmSync(dir, { recursive: true, force: true });
});

/** Every rule broken in `baseDir`'s src/, as `rule: from → to`. */
async function violations(baseDir: string, withTsConfig: boolean): Promise<string[]> {
  // The config names gateway/tsconfig.json relative to gateway/; a planted tree has none.
  const tsConfigFile = join(GATEWAY, 'tsconfig.json');
  const { output } = await cruise(
    ['src'],
    { ...options, baseDir, validate: true, tsConfig: withTsConfig ? { fileName: tsConfigFile } : undefined },
    undefined,
    withTsConfig ? { tsConfig: extractTSConfig(tsConfigFile) } : undefined,
  );
  return (output as ICruiseResult).summary.violations.map(
    ({ rule, from, to }) => `${rule.name}: ${from} → ${to}`,
  );
}

/** A tree of its own under the temp folder: `files` maps paths under src/ to their text. */
async function plant(files: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-imports-'));
  planted.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, 'src', path)), { recursive: true });
    writeFileSync(join(dir, 'src', path), text);
  }
  return violations(dir, false);
}

const exporting = 'export const value = 1;\n';

describe('the gateway', () => {
  // Resolving every import through TypeScript takes seconds on a busy machine.
  it('breaks no import rule and has no import circle', { timeout: 120_000 }, async () => {
    expect(await violations(GATEWAY, true)).toEqual([]);
  });
});

describe('a planted violation is caught', () => {
  it('an import from one domain into another', async () => {
    expect(
      await plant({
        'domains/points/resolvers.ts': "import { value } from '../finance/model.ts';\nexport { value };\n",
        'domains/finance/model.ts': exporting,
      }),
    ).toEqual(['no-cross-domain: src/domains/points/resolvers.ts → src/domains/finance/model.ts']);
  });

  it('the kernel or platform importing a domain', async () => {
    expect(
      await plant({
        'kernel/viewer.ts':
          "import type { FinanceApi } from '../domains/finance/upstream.ts';\nexport type X = FinanceApi;\n",
        'domains/finance/upstream.ts': 'export interface FinanceApi { ok: true }\n',
      }),
    ).toEqual(['kernel-imports-no-domain: src/kernel/viewer.ts → src/domains/finance/upstream.ts']);
  });

  it('a domain importing the wiring', async () => {
    expect(
      await plant({
        'domains/points/resolvers.ts': "import { value } from '../../registry.ts';\nexport { value };\n",
        'registry.ts': exporting,
      }),
    ).toEqual(['wiring-imported: src/domains/points/resolvers.ts → src/registry.ts']);
  });

  it('the platform importing the wiring (both rules)', async () => {
    expect(
      (
        await plant({
          'observability/observe.ts': "import { value } from '../context.ts';\nexport { value };\n",
          'context.ts': exporting,
        })
      ).sort(),
    ).toEqual([
      'kernel-imports-no-domain: src/observability/observe.ts → src/context.ts',
      'wiring-imported: src/observability/observe.ts → src/context.ts',
    ]);
  });

  it('an import circle, type-only imports included (reported once per circle)', async () => {
    expect(
      await plant({
        'kernel/viewer.ts': "import type { Context } from './context.ts';\nexport type Viewer = Context;\n",
        'kernel/context.ts':
          "import type { Viewer } from './viewer.ts';\nexport interface Context { v?: Viewer }\n",
      }),
    ).toEqual(['no-circular: src/kernel/context.ts → src/kernel/viewer.ts']);
  });

  it('but not within a domain, through the kernel, from the entry or the wiring, or in a test', async () => {
    expect(
      await plant({
        'domains/points/resolvers.ts':
          "import { value } from './upstream.ts';\nimport { page } from '../../kernel/paging.ts';\nexport const both = [value, page];\n",
        'domains/points/upstream.ts': exporting,
        'domains/points/points.integration.test.ts':
          "import { value } from '../finance/model.ts';\nexport { value };\n",
        'domains/finance/model.ts': exporting,
        'domains/index.ts': "import { both } from './points/resolvers.ts';\nexport { both };\n",
        'registry.ts': "import { both } from './domains/index.ts';\nexport { both };\n",
        'server.ts': "import { both } from './registry.ts';\nexport { both };\n",
        'kernel/paging.ts': 'export const page = 0;\n',
      }),
    ).toEqual([]);
  });
});
