/**
 * The second factor's role policy (REQUIRE_2FA_ROLES, docs/decisions/security.md, "Second factor"):
 * a person holding a listed role and no second factor signs in with a token good only for enrolling
 * one (token/jwt.ts, ENROLMENT_CLAIM; http/auth.ts lets it through the enrolment's routes alone).
 * The token exchange after the enrolment answers a full token of the same session. API clients
 * never reach this: their grant is client_credentials.
 */
import type { Db } from '../../db/connection.ts';
import type { RoleFlag } from '../../kernel/roles.ts';
import { findActiveViewer } from '../../kernel/viewer.ts';
import { hasTwoFactor } from './two-factor-challenge.ts';

/** Whether the user must enrol before anything else: a required role, and no second factor on. */
export async function mustEnrolTwoFactor(
  db: Db,
  userId: string,
  requiredRoles: readonly RoleFlag[],
): Promise<boolean> {
  if (requiredRoles.length === 0) return false;
  const viewer = await findActiveViewer(db, userId);
  if (!viewer?.roles.some((role) => requiredRoles.includes(role))) return false;
  return !(await hasTwoFactor(db, userId));
}
