import type { AgentRole } from '@/__generated__/types.ts';
import { paths, pathTo, type SidedPaths } from '@/paths.ts';
import type { RoleFlags } from '@/platform/access.ts';
import { withQuery } from '@/ui/useListFilters.tsx';

export type { AgentRole };

/** What a figure shows when its lookup failed and the gateway answered null for it (issue 4). */
export const UNAVAILABLE_TEXT = 'Indisponível';

/** The side an agent acts on, named by the last segment of the path (docs/product.md §1.4 variants). */
export const sideFromPath = (pathname: string): AgentRole | null => {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';
  if (last === 'agenciador' || last === 'agenciadores') return 'BRANCH';
  if (last === 'influenciadores') return 'AFFILIATED';
  return null;
};

/**
 * The `as` argument of `finance` for this viewer on this path: agents act as affiliate unless the
 * path says branch (upstream's default side is the affiliate one too); everyone else sends none.
 */
export const financeSide = (roles: RoleFlags | null, pathname: string): AgentRole | null =>
  roles?.isAgent ? (sideFromPath(pathname) ?? 'AFFILIATED') : null;

/** docs/product.md §5.2: the 'ID do pagamento' column is for branch and agent users only. */
export const showsPaymentId = (roles: RoleFlags | null): boolean =>
  Boolean(roles?.isBranch || roles?.isAgent);

const bySide = (paths: SidedPaths, side: AgentRole | null): string => (side ? paths[side] : paths.plain);

/** Paths of the finance screens, per side for agents (the paths module's, which the route table uses). */
export const financePaths = {
  salesBilling: (side: AgentRole | null): string => bySide(paths.salesBilling, side),
  allSales: (side: AgentRole | null): string => bySide(paths.allSales, side),
  allCommissions: (side: AgentRole | null): string => bySide(paths.allCommissions, side),
  billingDetails: (billingId: string): string => pathTo(paths.billingDetails, { billingId }),
  holdingBillings: paths.holdingBillings,
} as const;

/** Labels of the two sides, for the agent's side switch. */
export const SIDE_LABELS: Record<AgentRole, string> = {
  AFFILIATED: 'Como influenciador',
  BRANCH: 'Como agenciador',
};

/**
 * A finance list's CSV file route (gateway/src/domains/finance/files.ts) with the list's filter and
 * the agent's side as upstream's agent_as_role words (gateway/src/kernel/side.ts).
 */
export const financeCsvPath = (
  path: string,
  side: AgentRole | null,
  filter: Record<string, string>,
): string =>
  withQuery(path, { ...(side ? { as: side === 'BRANCH' ? 'branch' : 'affiliate' } : {}), ...filter });
