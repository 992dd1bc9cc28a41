import type { RoleFlag } from '@portal/schema/constants';
import { FEATURES } from './config.ts';

/** The role flags of a user (docs/product.md §1.2); a user may hold several. */
export type RoleFlags = Readonly<Record<RoleFlag, boolean>>;

/** An access rule is a plain predicate over the role flags, so any combination is expressible. */
export type AccessRule = (roles: RoleFlags) => boolean;

export const everyone: AccessRule = () => true;

/** Allowed when the user holds at least one of the flags. */
export const anyOf =
  (...flags: RoleFlag[]): AccessRule =>
  (roles) =>
    flags.some((flag) => roles[flag]);

/** The points and vouchers programme screens exist only while the flag is on (docs/product.md §7). */
export const withPointsAndVouchers =
  (rule: AccessRule): AccessRule =>
  (roles) =>
    FEATURES.pointsAndVouchers && rule(roles);

/**
 * Named rules of docs/product.md §1.4, §1.2. Agents act as an affiliate (influencer) or as a branch (agency)
 * through `agent_as_role`; the screens they reach that way are theirs alone.
 */
export const access = {
  everyone,
  affiliate: anyOf('isAffiliated'),
  agent: anyOf('isAgent'),
  agentAsAffiliate: anyOf('isAgent'),
  agentAsBranch: anyOf('isAgent'),
  branch: anyOf('isBranch'),
  holding: anyOf('isHolding'),
  admin: anyOf('isAdmin'),
  affiliateOrAgent: anyOf('isAffiliated', 'isAgent'),
  // Minha conta (issue 29): the roles without Meu Perfil; an affiliate or agent changes its password there.
  account: (roles) =>
    !anyOf('isAffiliated', 'isAgent')(roles) &&
    anyOf('isHolding', 'isAdmin', 'isProducer', 'isBranch')(roles),
  salesTracking: anyOf('isProducer', 'isHolding', 'isBranch'),
  supportMaterial: anyOf('isAffiliated', 'isBranch', 'isHolding', 'isAgent'),
  financial: anyOf('isAffiliated', 'isBranch', 'isAgent'),
  points: withPointsAndVouchers(anyOf('isAffiliated')),
  convertPoints: withPointsAndVouchers(anyOf('isAffiliated', 'isBranch')),
  vouchersManager: withPointsAndVouchers(anyOf('isHolding', 'isProducer', 'isBranch')),
  careerPlan: anyOf('isAffiliated', 'isBranch', 'isHolding', 'isAgent'),
  edDetails: anyOf('isHolding', 'isAdmin', 'isBranch'),
  sales: anyOf('isAdmin', 'isBranch', 'isHolding', 'isAgent'),
  holdingOrAdmin: anyOf('isHolding', 'isAdmin'),
  // Their home is their Dashboard (docs/product.md §1.4: /dashboard is the affiliate's and the branch's).
  dashboardOwners: anyOf('isAffiliated', 'isBranch'),
  invoices: anyOf('isHolding', 'isBranch', 'isProducer'),
  reports: anyOf('isHolding', 'isBranch'),
  billingDetails: anyOf('isHolding', 'isBranch', 'isAgent', 'isAffiliated'),
  helpButton: anyOf('isAffiliated', 'isBranch', 'isAgent'),
  // Chaves de API (docs/integrators.md): the integrating profiles, from the profile menu.
  integrators: anyOf('isProducer', 'isBranch', 'isHolding', 'isAdmin'),
} satisfies Record<string, AccessRule>;

export const NO_ROLES: RoleFlags = {
  isAffiliated: false,
  isAgent: false,
  isBranch: false,
  isProducer: false,
  isHolding: false,
  isAdmin: false,
};
