/**
 * The web's import rules (docs/architecture.md, "Kernel and composition roots"), checked by
 * tests/architecture/web-imports.test.ts with dependency-cruiser's API; by hand:
 * `npx depcruise src --config .dependency-cruiser.cjs` from web/.
 *
 * - a feature (web/src/features/<d>/) imports its own files and the kernel, never another feature;
 *   the composition roots that may are listed in COMPOSITION_ROOTS;
 * - the kernel (platform/, lib/, ui/, paths.ts) imports no feature, no shell and no wiring;
 * - the wiring (web/src/app/) is imported by main.tsx only;
 * - paths.ts is plain data and imports nothing;
 * - no import circles.
 * Tests and test support may import anything (they render the whole app).
 * A `.graphql` fragment spread across domains is invisible here: the test checks it by parsing.
 */

/** Tests and their support files: vitest suites, the test setup and the app's render harness. */
const TESTS = String.raw`(\.test\.tsx?$|^src/test/|/testing/|TestUtils\.tsx?$)`;

/** Features that compose other features' widgets (the landing page). */
const COMPOSITION_ROOTS = ['^src/features/home/'];

module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature',
      comment: 'A feature imports its own files and the kernel, never another feature.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/', pathNot: [TESTS, ...COMPOSITION_ROOTS] },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'kernel-imports-no-feature-or-wiring',
      comment:
        'platform/, lib/, ui/ and paths.ts are shared by every feature: they import none, nor the shell or the wiring.',
      severity: 'error',
      from: { path: String.raw`^src/(platform/|lib/|ui/|paths\.ts$)`, pathNot: TESTS },
      to: { path: '^src/(features|shell|app)/' },
    },
    {
      name: 'wiring-imported-by-main-only',
      comment: 'web/src/app/ composes every feature; importing it from elsewhere makes a circle.',
      severity: 'error',
      from: { pathNot: [String.raw`^src/(app/|main\.tsx$)`, TESTS] },
      to: { path: '^src/app/' },
    },
    {
      name: 'paths-is-plain-data',
      comment: 'paths.ts is imported by features and the route table alike: it imports nothing.',
      severity: 'error',
      from: { path: String.raw`^src/paths\.ts$` },
      to: {},
    },
    {
      name: 'no-circular',
      comment: 'Import circles tie modules into one unit and break lazy loading.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
