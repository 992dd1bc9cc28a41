import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { KNOWN_OPERATIONS } from '../registry.ts';
import { loggableOperation, OPERATION_LABEL, operationLabel } from './operations.ts';

const WEB_SRC = fileURLToPath(new URL('../../../web/src/', import.meta.url));

/** The names of every operation the web client declares. */
function webOperationNames(): string[] {
  const files = readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' }).filter((path) =>
    path.endsWith('.graphql'),
  );
  return files.flatMap((path) =>
    parse(readFileSync(`${WEB_SRC}${path}`, 'utf8')).definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition.name.value] : [],
    ),
  );
}

describe('operation labels', () => {
  it('list exactly the operations of the web client (add a new one to its domain manifest)', () => {
    expect([...KNOWN_OPERATIONS].sort()).toEqual(webOperationNames().sort());
  });

  it('give every other name one of a few fixed labels', () => {
    expect(operationLabel('Dashboard', KNOWN_OPERATIONS)).toBe('Dashboard');
    expect(operationLabel('Dashboard2', KNOWN_OPERATIONS)).toBe(OPERATION_LABEL.other);
    expect(operationLabel(null, KNOWN_OPERATIONS)).toBe(OPERATION_LABEL.anonymous);
    expect(operationLabel(undefined, KNOWN_OPERATIONS)).toBe(OPERATION_LABEL.unresolved);
  });

  it('log only names that are GraphQL names of bounded length', () => {
    expect(loggableOperation('Probe_1')).toBe('Probe_1');
    expect(loggableOperation('A'.repeat(101))).toBeUndefined();
    expect(loggableOperation('bad"name\n')).toBeUndefined();
    expect(loggableOperation(null)).toBeUndefined();
  });
});
