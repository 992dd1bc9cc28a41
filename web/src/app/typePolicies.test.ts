/**
 * Every object type of the contract (the SDL of @portal/schema) has a cache policy: an entity (a
 * type with an `id`) is normalised by its id, anything else says how it is stored. A new type
 * without one fails here instead of silently overwriting or duplicating cached data.
 */
import { contractSchema } from '@portal/schema/sdl';
import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typePolicies } from './manifests.ts';

const schema = contractSchema();
const ROOTS = new Set(['Query', 'Mutation', 'Subscription']);
const objectTypes = Object.values(schema.getTypeMap())
  .filter(isObjectType)
  .filter((type) => !type.name.startsWith('__') && !ROOTS.has(type.name));

describe('typePolicies', () => {
  it('normalises every object type that has an id by that id', () => {
    const entities = objectTypes.filter((type) => 'id' in type.getFields()).map((type) => type.name);
    expect(entities.length).toBeGreaterThan(0);
    const unkeyed = entities.filter((name) => {
      const keyFields = typePolicies[name]?.keyFields;
      return !(Array.isArray(keyFields) && keyFields.includes('id'));
    });
    expect(unkeyed).toEqual([]);
  });

  it('gives every object type without an id an explicit policy (embedded in its parent)', () => {
    const missing = objectTypes
      .filter((type) => !('id' in type.getFields()))
      .map((type) => type.name)
      .filter((name) => typePolicies[name]?.keyFields !== false);
    expect(missing).toEqual([]);
  });

  it('only names types the contract has', () => {
    const known = new Set(Object.keys(schema.getTypeMap()));
    expect(Object.keys(typePolicies).filter((name) => !known.has(name))).toEqual([]);
  });
});
