/**
 * Role flags (docs/product.md §1.2): stored as space-separated text on the user; isAgent is not stored but
 * derived from the user's organisation (its `agenciador` flag, docs/product.md §1.2).
 */
import { ROLE_FLAGS, type RoleFlag } from '@portal/schema/constants';

export { ROLE_FLAGS, type RoleFlag };

const isRoleFlag = (value: string): value is RoleFlag => (ROLE_FLAGS as readonly string[]).includes(value);

/** The flags a user holds: stored ones in stored order (unknown words dropped), then isAgent. */
export function effectiveRoles(stored: string, agenciador: boolean): RoleFlag[] {
  const roles = new Set(stored.split(/\s+/).filter(isRoleFlag));
  if (agenciador) roles.add('isAgent');
  return [...roles];
}

export const formatRoles = (roles: readonly RoleFlag[]): string => roles.join(' ');
