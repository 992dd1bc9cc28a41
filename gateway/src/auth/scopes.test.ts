/**
 * The scope catalogue of @portal/schema (who may grant what) must say exactly what the rule table
 * allows: a scope is grantable by the roles that may use at least one field needing it.
 */
import { API_SCOPES, type ApiScope } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { PERSON_ONLY_FIELDS, ROOT_FIELD_RULES, ROOT_FIELD_SCOPES } from '../registry.ts';
import { buildSchema } from '../schema.ts';
import { ROLE_BY_FLAG } from './roles.ts';

const ALL = Object.values(ROLE_BY_FLAG);

describe('API client scopes', () => {
  it('are grantable by exactly the roles of the fields they open', () => {
    const rolesByScope = new Map<string, Set<string>>();
    for (const typeName of ['Query', 'Mutation'] as const) {
      const scopes: Readonly<Record<string, string | null>> = ROOT_FIELD_SCOPES[typeName];
      const rules: Readonly<Record<string, unknown>> = ROOT_FIELD_RULES[typeName];
      for (const [field, scope] of Object.entries(scopes)) {
        if (scope === null) continue;
        const rule = rules[field];
        const roles = Array.isArray(rule) ? (rule as string[]) : ALL;
        const set = rolesByScope.get(scope) ?? new Set<string>();
        for (const role of roles) set.add(role);
        rolesByScope.set(scope, set);
      }
    }
    for (const scope of Object.keys(API_SCOPES) as ApiScope[]) {
      const granted = API_SCOPES[scope].map((flag) => ROLE_BY_FLAG[flag]).sort();
      expect([...(rolesByScope.get(scope) ?? [])].sort(), scope).toEqual(granted);
    }
  });

  it('leave sign-in, sessions and key management to people (default-deny)', () => {
    const mutations: Readonly<Record<string, unknown>> = ROOT_FIELD_SCOPES.Mutation;
    const queries: Readonly<Record<string, unknown>> = ROOT_FIELD_SCOPES.Query;
    for (const field of [
      'login',
      'renewSession',
      'changePassword',
      'createApiClient',
      'revokeApiClient',
      'createWebhookSubscription',
      'deleteWebhookSubscription',
      'replayWebhookDelivery',
    ]) {
      expect(mutations[field], field).toBeUndefined();
    }
    for (const field of ['apiClients', 'webhookSubscriptions', 'webhookDeliveries']) {
      expect(queries[field], field).toBeUndefined();
    }
  });

  it('are chosen for every root field: a scope, or deliberately person-only (never both)', () => {
    const schema = buildSchema();
    for (const typeName of ['Query', 'Mutation'] as const) {
      const type = typeName === 'Query' ? schema.getQueryType() : schema.getMutationType();
      const scopes: Readonly<Record<string, string | null>> = ROOT_FIELD_SCOPES[typeName];
      const personOnly: readonly string[] = PERSON_ONLY_FIELDS[typeName];
      const undecided = Object.keys(type?.getFields() ?? {}).filter(
        (field) => !scopes[field] && !personOnly.includes(field),
      );
      expect(undecided, `${typeName} fields with neither a scope nor PERSON_ONLY_FIELDS`).toEqual([]);
      const both = personOnly.filter((field) => Object.hasOwn(scopes, field));
      expect(both, `${typeName} fields both scoped and person-only`).toEqual([]);
      expect(new Set(personOnly).size, `${typeName} person-only fields listed twice`).toBe(personOnly.length);
      for (const field of personOnly) expect(type?.getFields()[field], `${typeName}.${field}`).toBeDefined();
    }
  });

  it('name only fields of the schema', () => {
    expect(() => buildSchema()).not.toThrow();
  });
});
