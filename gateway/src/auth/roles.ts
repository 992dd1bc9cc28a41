import { ROLE_FLAGS, type RoleFlag } from '@portal/schema';
import type { Role } from '../__generated__/resolvers.ts';

/** Upstream's role flags (docs/product.md §1.2: space-separated text) and the GraphQL Role they stand for. */
export const ROLE_BY_FLAG: Readonly<Record<RoleFlag, Role>> = {
  isAffiliated: 'AFFILIATED',
  isAgent: 'AGENT',
  isBranch: 'BRANCH',
  isProducer: 'PRODUCER',
  isHolding: 'HOLDING',
  isAdmin: 'ADMIN',
};

const isRoleFlag = (value: string): value is RoleFlag => (ROLE_FLAGS as readonly string[]).includes(value);

/** "isAffiliated isBranch" → ['AFFILIATED', 'BRANCH'], in ROLE_FLAGS order; unknown flags are ignored. */
export function rolesFromText(text: string): Role[] {
  const flags = new Set(text.split(/\s+/).filter(isRoleFlag));
  return ROLE_FLAGS.filter((flag) => flags.has(flag)).map((flag) => ROLE_BY_FLAG[flag]);
}
