/**
 * The GraphQL operations the web client sends, read from its documents (web/src/**\/*.graphql) so
 * the benches measure exactly what the browser sends: each operation comes with the fragments it
 * spreads (transitively), printed as one document.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  type DefinitionNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  visit,
} from 'graphql';
import { REPO_ROOT } from './support.ts';

export interface WebOperation {
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  /** The operation and every fragment it needs, ready to POST. */
  document: string;
  definition: OperationDefinitionNode;
  /** Where it is declared, relative to the repository root. */
  file: string;
}

const WEB_SRC = join(REPO_ROOT, 'web/src');

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

const spreadsOf = (node: DefinitionNode): string[] => {
  const names: string[] = [];
  visit(node, {
    FragmentSpread(spread) {
      names.push(spread.name.value);
    },
  });
  return names;
};

interface Declared {
  definition: OperationDefinitionNode;
  file: string;
}

/** The web's operations and fragments, as declared in its .graphql files. */
function webDocuments(): { operations: Declared[]; fragments: Map<string, FragmentDefinitionNode> } {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: Declared[] = [];
  for (const path of graphqlFiles(WEB_SRC)) {
    const file = relative(REPO_ROOT, path);
    for (const definition of parse(readFileSync(path, 'utf8')).definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      else if (definition.kind === Kind.OPERATION_DEFINITION) operations.push({ definition, file });
    }
  }
  return { operations, fragments };
}

/** The operation with every fragment it spreads (transitively), as one document. */
function withFragments(
  { definition, file }: Declared,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): WebOperation {
  const name = definition.name?.value;
  if (!name) throw new Error(`${file}: an anonymous operation (the web names every operation)`);
  const needed = new Map<string, FragmentDefinitionNode>();
  const pending = spreadsOf(definition);
  while (pending.length > 0) {
    const fragmentName = pending.pop() as string;
    if (needed.has(fragmentName)) continue;
    const fragment = fragments.get(fragmentName);
    if (!fragment) throw new Error(`${file}: ${name} spreads unknown fragment ${fragmentName}`);
    needed.set(fragmentName, fragment);
    pending.push(...spreadsOf(fragment));
  }
  const document = [definition, ...needed.values()].map((node) => print(node)).join('\n\n');
  return { name, kind: definition.operation, document, definition, file };
}

/** Every named operation of the web client, by name. */
export function webOperations(): Map<string, WebOperation> {
  const { operations, fragments } = webDocuments();
  return new Map(
    operations.map((declared) => {
      const operation = withFragments(declared, fragments);
      return [operation.name, operation];
    }),
  );
}

/** One operation by name; throws when the web no longer has it. */
export function webOperation(name: string): WebOperation {
  const operation = webOperations().get(name);
  if (!operation) throw new Error(`the web client has no operation named ${name}`);
  return operation;
}

/**
 * `query Me { me { ...Viewer_user } }`: the viewer exactly as the web asks for it (inside its Shell
 * query, beside the notifications), alone, for the benches that compare it with upstream's GET /me.
 */
export function viewerOperation(): WebOperation {
  const [definition] = parse('query Me { me { ...Viewer_user } }').definitions;
  if (definition?.kind !== Kind.OPERATION_DEFINITION) throw new Error('unreachable: a query was parsed');
  return withFragments({ definition, file: 'gateway/bench/web-operations.ts' }, webDocuments().fragments);
}
