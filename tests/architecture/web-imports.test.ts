/**
 * The web's import rules (web/.dependency-cruiser.cjs) over the real tree, and for each rule a
 * planted violation in a tiny tree of its own that the same configuration must catch; likewise
 * the `.graphql` rule (a fragment spread across domains), which dependency-cruiser cannot see.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { cruise, type ICruiseOptions, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, describe, expect, it } from 'vitest';
import { fragmentSpreadViolations, type GraphqlFile } from './graphql-fragments.ts';

const ROOT = join(import.meta.dirname, '../..');
const WEB = join(ROOT, 'web');
const options = await extractDepcruiseOptions(join(WEB, '.dependency-cruiser.cjs'));

interface Cruised {
  violations: string[];
  /** Every resolved dependency, as "from -> to" (relative to the cruised tree). */
  edges: Set<string>;
}

/** Cruises `src` of `dir` (a web package or a planted tree with the same tsconfig paths). */
async function cruiseTree(dir: string): Promise<Cruised> {
  const tsConfigFile = join(dir, 'tsconfig.json');
  const cruiseOptions: ICruiseOptions = {
    ...options,
    validate: true,
    baseDir: dir,
    tsConfig: { fileName: tsConfigFile },
  };
  const { output } = await cruise(['src'], cruiseOptions, {}, { tsConfig: extractTSConfig(tsConfigFile) });
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  const violations = (output.summary.violations as IViolation[]).map(
    ({ rule, from, to }) => `${rule.name}: ${from} -> ${to}`,
  );
  const edges = new Set(
    output.modules.flatMap((module) =>
      module.dependencies.map((dependency) => `${module.source} -> ${dependency.resolved}`),
    ),
  );
  return { violations, edges };
}

const planted: string[] = [];
afterAll(() => {
  for (const dir of planted) rmSync(dir, { recursive: true, force: true });
});

/** A tree with web's `@/` alias and the given files (path under the tree → source). */
function plant(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-imports-'));
  planted.push(dir);
  const tsconfig = {
    compilerOptions: {
      baseUrl: '.',
      paths: { '@/*': ['src/*'] },
      allowImportingTsExtensions: true,
      noEmit: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
    },
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const rulesOf = async (files: Record<string, string>) =>
  (await cruiseTree(plant(files))).violations.map((violation) => violation.split(':')[0]);

function graphqlFiles(dir: string, out: GraphqlFile[] = []): GraphqlFile[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name === '__generated__') continue;
    if (statSync(path).isDirectory()) graphqlFiles(path, out);
    else if (name.endsWith('.graphql'))
      out.push({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') });
  }
  return out;
}

describe('the web tree', () => {
  // Resolving about 400 modules with the TypeScript paths takes seconds on a busy machine.
  it('breaks no import rule', { timeout: 120_000 }, async () => {
    const { violations, edges } = await cruiseTree(WEB);
    expect(violations).toEqual([]);
    // The `@/` alias resolves (else every rule on `@/` imports would pass vacuously).
    expect(edges).toContain('src/features/home/HomePage.tsx -> src/features/finance/DashboardView.tsx');
    expect(edges).toContain('src/main.tsx -> src/app/PortalAppRoot.tsx');
  });

  it('spreads no fragment of another domain in its .graphql documents (but in features/home)', () => {
    const files = graphqlFiles(join(WEB, 'src'));
    expect(files.length).toBeGreaterThan(30);
    expect(fragmentSpreadViolations(files)).toEqual([]);
  });
});

describe('a planted violation is caught', { timeout: 60_000 }, () => {
  const ok = 'export const ok = 1;\n';

  it('a feature importing another feature (but not itself, the kernel, a root or in a test)', async () => {
    expect(
      await rulesOf({
        'src/features/points/X.ts': "import { ok } from '@/features/finance/A.ts';\nexport const x = ok;\n",
        'src/features/finance/A.ts': ok,
      }),
    ).toEqual(['no-cross-feature']);
    // A re-export, a relative path and a lazy import are imports too.
    expect(
      await rulesOf({
        'src/features/points/R.ts': "export { ok } from '../finance/A.ts';\n",
        'src/features/points/L.ts': "export const load = () => import('@/features/auth/LoginPage.tsx');\n",
        'src/features/finance/A.ts': ok,
        'src/features/auth/LoginPage.tsx': ok,
      }),
    ).toEqual(['no-cross-feature', 'no-cross-feature']);
    expect(
      await rulesOf({
        'src/features/points/X.ts':
          "import { ok } from './Y.ts';\nimport { ok as k } from '@/lib/k.ts';\nexport const x = [ok, k];\n",
        'src/features/points/Y.ts': ok,
        'src/lib/k.ts': ok,
        'src/features/home/H.ts': "import { ok } from '@/features/finance/A.ts';\nexport const h = ok;\n",
        'src/features/points/X.test.ts':
          "import { ok } from '@/features/finance/A.ts';\nexport const t = ok;\n",
        'src/features/finance/A.ts': ok,
      }),
    ).toEqual([]);
  });

  it('the kernel importing a feature, the shell or the wiring', async () => {
    const rules = await rulesOf({
      'src/platform/P.ts': "import { ok } from '@/features/finance/A.ts';\nexport const p = ok;\n",
      'src/ui/U.ts': "import { ok } from '@/shell/S.ts';\nexport const u = ok;\n",
      'src/lib/L.ts': "import { ok } from '@/features/finance/A.ts';\nexport const l = ok;\n",
      'src/features/finance/A.ts': ok,
      'src/shell/S.ts': ok,
    });
    expect(rules).toEqual([
      'kernel-imports-no-feature-or-wiring',
      'kernel-imports-no-feature-or-wiring',
      'kernel-imports-no-feature-or-wiring',
    ]);
  });

  it('anything but main.tsx importing the wiring (tests may)', async () => {
    expect(
      await rulesOf({
        'src/shell/S.ts': "import { ok } from '@/app/routes.ts';\nexport const s = ok;\n",
        'src/app/routes.ts': ok,
        'src/main.tsx': "import { ok } from './app/routes.ts';\nexport const m = ok;\n",
        'src/shell/S.test.ts': "import { ok } from '@/app/routes.ts';\nexport const t = ok;\n",
      }),
    ).toEqual(['wiring-imported-by-main-only']);
  });

  it('paths.ts importing anything', async () => {
    expect(
      await rulesOf({
        'src/paths.ts': "import { ok } from './lib/k.ts';\nexport const paths = { ok };\n",
        'src/lib/k.ts': ok,
      }),
    ).toEqual(['paths-is-plain-data']);
  });

  it('an import circle', async () => {
    const rules = await rulesOf({
      'src/features/points/A.ts': "import { b } from './B.ts';\nexport const a = () => b;\n",
      'src/features/points/B.ts': "import { a } from './A.ts';\nexport const b = () => a;\n",
    });
    expect(rules).toEqual(['no-circular']);
  });

  it('a .graphql fragment spread across domains (but not a platform fragment, its own, or in home)', () => {
    const fragment = (name: string) => `fragment ${name} on User { id }\n`;
    const query = (name: string, spread: string) => `query ${name} { me { ...${spread} } }\n`;
    const files: GraphqlFile[] = [
      { path: 'web/src/platform/session/session.graphql', text: fragment('Viewer_user') },
      { path: 'web/src/features/auth/auth.graphql', text: fragment('Auth_user') + query('Own', 'Auth_user') },
      { path: 'web/src/features/points/points.graphql', text: query('Kernel', 'Viewer_user') },
      { path: 'web/src/features/finance/finance.graphql', text: query('Across', 'Auth_user') },
      // The composer may spread any domain's fragment (the affiliate's dashboard, one request)...
      {
        path: 'web/src/features/home/dashboard.graphql',
        text: `${fragment('Home_user')}query Composed { me { ...Auth_user ...Home_user } }\n`,
      },
      // ...but its fragments are its own, like any feature's.
      { path: 'web/src/features/marketing/banners.graphql', text: query('FromHome', 'Home_user') },
    ];
    expect(fragmentSpreadViolations(files)).toEqual([
      'web/src/features/finance/finance.graphql: spreads Auth_user, a fragment of auth',
      'web/src/features/marketing/banners.graphql: spreads Home_user, a fragment of home',
    ]);
  });
});
