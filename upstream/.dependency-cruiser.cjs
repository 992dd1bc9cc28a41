/**
 * The upstream's import rules (docs/architecture.md, "Domain map"), checked by dependency-cruiser
 * (`depcruise src --config .dependency-cruiser.cjs` in upstream/, and
 * tests/architecture/upstream-imports.test.ts, which also plants a violation of each rule).
 * Paths are relative to upstream/ (the cruise's base directory).
 *
 * - A domain is `src/domains/<d>/`: its module and SQL, its `routes/`, its `manifest.ts`.
 * - The kernel is what every domain may import: `src/kernel/`, `src/db/` (but the seed),
 *   `src/http/`, `src/jobs/`, `src/token/` (keys and JWTs) and the root modules (config, logger,
 *   the app's dependencies, the manifest type).
 * - Composition roots wire the domains together and may import any: `src/domains/index.ts`,
 *   `src/app.ts`, `src/portal-app.ts`, `src/openapi.ts`, `src/index.ts`, the seed (`src/db/seed*`,
 *   `src/db/cli.ts`), `src/bench/`. Tests and `src/testing/` may import across domains.
 */
const TESTS = '(\\.test\\.ts$|^src/testing/)';
const KERNEL =
  '^src/(kernel|http|jobs|token)/|^src/db/(?!seed|cli\\.ts)|^src/(config|files-config|logger|deps|manifest)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-domain',
      comment:
        'A domain imports its own files and the kernel, never another domain: a real dependency is ' +
        "composed in src/domains/index.ts, or read in SQL and declared in the manifest's reads.",
      severity: 'error',
      from: { path: '^src/domains/([^/]+)/', pathNot: TESTS },
      to: { path: '^src/domains/', pathNot: ['^src/domains/$1/'] },
    },
    {
      name: 'kernel-imports-no-domain',
      comment: 'The kernel is shared by every domain, so it names none of them (nor their wiring).',
      severity: 'error',
      from: { path: KERNEL, pathNot: TESTS },
      to: {
        path: '^src/domains/|^src/(app|portal-app|openapi|index)\\.ts$|^src/db/seed|^src/bench/',
      },
    },
    {
      name: 'module-no-express',
      comment:
        'A domain module takes typed arguments and never sees HTTP: express and src/http/ are for ' +
        'its routes/ and its manifest.',
      severity: 'error',
      from: {
        path: '^src/domains/[^/]+/',
        pathNot: ['^src/domains/[^/]+/(routes/|manifest\\.ts$)', TESTS],
      },
      to: { path: ['^src/http/', 'node_modules/(@types/)?express/'] },
    },
    {
      name: 'no-circular',
      comment: 'No import circles: each one makes start-up order and reading order a puzzle.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type that names a domain still couples the kernel to it.
    tsPreCompilationDeps: true,
  },
};
