/** Who is asking, and for agents from which side: what every domain's resolvers scope by. */
import type { Role } from '../__generated__/resolvers.ts';
import { rolesFromText } from '../auth/roles.ts';
import type { Context } from './context.ts';
import { internalValue } from './enums.ts';
import { VIEWER } from './me.ts';
import { AGENT_SIDES, type AgentSide, type Side } from './side.ts';

/** The viewer's id and roles, from the request's one GET /me (already loaded by the role rules). */
export async function viewerOf(context: Context): Promise<{ id: string; roles: Role[] }> {
  const me = await context.loaders.viewer.load(VIEWER);
  return { id: me.id, roles: rolesFromText(me.roles) };
}

/**
 * The side an agent acts on: `as` (AFFILIATED → affiliate, BRANCH → branch; the enum's internal
 * values are already upstream's) or affiliate by default. Non-agents have no side: `as` is ignored.
 */
export function sideFor(roles: readonly Role[], as: string | null | undefined): Side {
  if (!roles.includes('AGENT')) return null;
  return internalValue<AgentSide>(as, AGENT_SIDES) ?? 'affiliate';
}
