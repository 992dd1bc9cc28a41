/**
 * Who may call network's root fields (docs/product.md §1.4): a rule per field, the API scope a client
 * needs on top of it, and the fields that stay a person's own. auth/access.ts applies them;
 * security/access-table.snapshot.md shows every domain's together.
 */
import type { Role } from '../../__generated__/resolvers.ts';
import { type DomainAccess, HOLDING_ONLY } from '../../auth/access.ts';

/** docs/product.md §1.4 "Gerenciador de EDs" (branch) and "Gerenciador ED" (holding, admin). */
const ED_MANAGERS = ['HOLDING', 'ADMIN', 'BRANCH'] as const satisfies readonly Role[];

export const ACCESS = {
  rules: {
    Query: {
      eds: ED_MANAGERS,
      ed: ED_MANAGERS,
      // docs/product.md §1.4: Gerenciador de Unidades and Alteração em massa are the holding's.
      // Person-only (no API scope): a key never edits the network's structure.
      managedUnits: HOLDING_ONLY,
      managedUnit: HOLDING_ONLY,
      massChanges: HOLDING_ONLY,
      massChange: HOLDING_ONLY,
      // Influenciadores (docs/product.md §1.4): agents.
      influencers: ['AGENT'],
      influencer: ['AGENT'],
    },
    Mutation: {
      // ED details (docs/product.md §1.4): the ED managers; a branch's row scope is upstream's.
      setEdFlag: ED_MANAGERS,
      setEdActive: ED_MANAGERS,
      // ED details' contract-sign: the ED managers (a branch for its unit's EDs, upstream's scope).
      requestEdContractSignature: ED_MANAGERS,
      // docs/product.md §8.4, §8.5: editing units and starting a mass change are the holding's.
      saveUnit: HOLDING_ONLY,
      startMassChange: HOLDING_ONLY,
    },
  },
  scopes: {
    Query: {
      // An ED manager's integration (branch, holding, admin) reading and switching its EDs.
      eds: 'network:read',
      ed: 'network:read',
    },
    Mutation: {
      setEdFlag: 'network:write',
      setEdActive: 'network:write',
      requestEdContractSignature: 'network:write',
    },
  },
  personOnly: {
    Query: [
      // The holding's unit and mass-change screens and the agent's influencers: kept for people
      // until an integrator needs them (no scope grantable by agents exists).
      'managedUnits',
      'managedUnit',
      'massChanges',
      'massChange',
      'influencers',
      'influencer',
    ],
    Mutation: ['saveUnit', 'startMassChange'],
  },
} as const satisfies DomainAccess;
