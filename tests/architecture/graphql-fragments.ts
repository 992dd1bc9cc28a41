/**
 * The one web import rule dependency-cruiser cannot see: a `.graphql` document spreading another
 * domain's fragment (codegen inlines the fragment, so no TypeScript import shows it). A fragment
 * belongs to the feature folder of the file that defines it; one defined outside web/src/features
 * (the platform's viewer) is kernel and may be spread anywhere. features/home, the one feature that
 * composes others' widgets (the import rule lets it import them: web/.dependency-cruiser.cjs), may
 * spread their fragments too: its operations are how a composed screen stays one request.
 */
import { type DocumentNode, parse, visit } from 'graphql';

export interface GraphqlFile {
  /** Repository path, e.g. web/src/features/points/vouchers.graphql. */
  path: string;
  text: string;
}

/** The feature a web file belongs to, or null for the kernel and the wiring. */
const featureOf = (path: string): string | null => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;

/** The composer: the feature whose documents may spread any domain's fragment. */
const COMPOSER = 'home';

export function fragmentSpreadViolations(files: readonly GraphqlFile[]): string[] {
  const documents = files.map(({ path, text }) => ({ path, document: parse(text) as DocumentNode }));
  const owner = new Map<string, string | null>();
  for (const { path, document } of documents) {
    for (const definition of document.definitions) {
      if (definition.kind === 'FragmentDefinition') owner.set(definition.name.value, featureOf(path));
    }
  }
  const violations: string[] = [];
  for (const { path, document } of documents) {
    const feature = featureOf(path);
    if (feature === COMPOSER) continue;
    visit(document, {
      FragmentSpread(node) {
        const fragmentOwner = owner.get(node.name.value);
        if (fragmentOwner && fragmentOwner !== feature)
          violations.push(`${path}: spreads ${node.name.value}, a fragment of ${fragmentOwner}`);
      },
    });
  }
  return violations;
}
