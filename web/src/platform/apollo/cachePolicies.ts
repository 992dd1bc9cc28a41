import type { FieldPolicy, Reference, TypePolicies } from '@apollo/client';

/**
 * The building blocks of the normalised cache's type policies. Every entity type names its key
 * fields explicitly, so two selections of the same entity merge instead of overwriting each other;
 * wrapper types without identity are embedded. Each feature's manifest gives the policies of the
 * types its documents read; app/typePolicies.test.ts fails for a type of the contract without one.
 */

/**
 * A server list that is always returned whole: the incoming list replaces the cached one, and
 * entries evicted from the cache (e.g. a deleted notification) disappear from it on read.
 */
export const replacedList: FieldPolicy<readonly Reference[]> = {
  merge: (_existing, incoming) => incoming,
  read: (existing, { canRead }) => existing?.filter((item) => canRead(item)),
};

/** A value without identity, stored inside its parent; later answers merge into the stored one. */
export const embedded = { keyFields: false, merge: true } as const;

/** An entity, normalised by its id. */
export const byId = { keyFields: ['id'] } as const;

/** A value without identity, stored whole inside the query or parent that read it. */
export const unkeyed = { keyFields: false } as const;

/** The platform's own types: the session's user and token, the kernel's signed upload URLs. */
export const platformTypePolicies: TypePolicies = {
  User: byId,
  SessionToken: unkeyed,
  UploadUrls: unkeyed,
};
