import type { FieldPolicy, Reference, TypePolicies } from '@apollo/client';

/**
 * A server list that is always returned whole: the incoming list replaces the cached one, and
 * entries evicted from the cache (e.g. a deleted notification) disappear from it on read.
 */
const replacedList: FieldPolicy<readonly Reference[]> = {
  merge: (_existing, incoming) => incoming,
  read: (existing, { canRead }) => existing?.filter((item) => canRead(item)),
};

/**
 * Normalised cache: every entity type names its key fields explicitly, so two selections of the same
 * entity merge instead of overwriting each other; wrapper types without identity are embedded.
 * Later features add their entity types here.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      notifications: replacedList,
      edNotifications: replacedList,
    },
  },
  User: { keyFields: ['id'] },
  UserInfo: { keyFields: false },
  LoginPayload: { keyFields: false },
  Notification: { keyFields: ['id'] },
  EdNotification: { keyFields: ['id'] },
};
