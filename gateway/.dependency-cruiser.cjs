/**
 * The gateway's import rules (docs/architecture.md, "Kernel and composition roots"), checked by
 * tests/architecture/gateway-imports.test.ts with dependency-cruiser's API, and by hand with
 * `npx depcruise --config .dependency-cruiser.cjs src` from gateway/. Paths are relative to
 * gateway/.
 *
 * - a domain (src/domains/<d>/) imports its own files and the kernel, never another domain;
 * - the kernel and platform (everything else under src/ but the wiring) import no domain and no
 *   composition root;
 * - the composition roots, which wire every domain together, are imported by nothing but each
 *   other and the entry (index.ts, server.ts);
 * - no import circles, type-only imports included.
 * Tests may import anything.
 */

/** The wiring: the domain list and the registries, context and schema composed from it. */
const COMPOSITION_ROOTS = [
  '^src/domains/index[.]ts$',
  '^src/registry[.]ts$',
  '^src/context[.]ts$',
  '^src/schema[.]ts$',
  '^src/security/expected-access[.]ts$',
];
/** The process's entry and the server it starts. */
const ENTRY = ['^src/index[.]ts$', '^src/server[.]ts$'];
const TESTS = ['[.]test[.]ts$', '^src/test/'];
/** Generated resolver types: they name the domains' model types (codegen.ts mappers). */
const GENERATED = '^src/__generated__/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-domain',
      comment: 'A domain imports its own files and the kernel, never another domain.',
      severity: 'error',
      from: { path: '^src/domains/([^/]+)/', pathNot: TESTS },
      to: { path: '^src/domains/[^/]+/', pathNot: '^src/domains/$1/' },
    },
    {
      name: 'kernel-imports-no-domain',
      comment: 'The kernel and platform import no domain and no composition root.',
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: ['^src/domains/', ...COMPOSITION_ROOTS, ...ENTRY, ...TESTS, GENERATED],
      },
      to: { path: ['^src/domains/', ...COMPOSITION_ROOTS] },
    },
    {
      name: 'wiring-imported',
      comment: 'Only the entry and the composition roots themselves import a composition root.',
      severity: 'error',
      from: { pathNot: [...COMPOSITION_ROOTS, ...ENTRY, ...TESTS] },
      to: { path: COMPOSITION_ROOTS },
    },
    {
      name: 'no-circular',
      comment: 'No import circles, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^src/',
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a circle of types is still a circle a reader has to untangle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
