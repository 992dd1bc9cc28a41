import type { AgentRole } from '@/__generated__/types.ts';
import type { RoleFlags } from '@/app/access.ts';

export type { AgentRole };

/** What a figure shows when its lookup failed and the gateway answered null for it (issue 4). */
export const UNAVAILABLE_TEXT = 'Indisponível';

/** The side an agent acts on, named by the last segment of the path (SPEC §2.3 variants). */
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

/** SPEC §2.9 and §6: the 'ID do pagamento' column is for branch and agent users only. */
export const showsPaymentId = (roles: RoleFlags | null): boolean =>
  Boolean(roles?.isBranch || roles?.isAgent);

/** Paths of the finance screens, per side for agents. */
export const financePaths = {
  salesBilling: (side: AgentRole | null): string =>
    side === 'BRANCH'
      ? '/vendas-comissoes/agenciadores'
      : side === 'AFFILIATED'
        ? '/vendas-comissoes/influenciadores'
        : '/vendas-comissoes',
  allSales: (side: AgentRole | null): string => `/vendas-comissoes/todas-as-vendas${listSuffix(side)}`,
  allCommissions: (side: AgentRole | null): string =>
    `/vendas-comissoes/todas-as-comissoes${listSuffix(side)}`,
  billingDetails: (billingId: string): string =>
    `/vendas-comissoes/faturamento/${encodeURIComponent(billingId)}`,
  holdingBillings: '/faturamento',
} as const;

// The hidden lists name the branch side in the singular, unlike /vendas-comissoes/agenciadores.
function listSuffix(side: AgentRole | null): string {
  if (side === 'BRANCH') return '/agenciador';
  if (side === 'AFFILIATED') return '/influenciadores';
  return '';
}

/** Labels of the two sides, for the agent's side switch. */
export const SIDE_LABELS: Record<AgentRole, string> = {
  AFFILIATED: 'Como influenciador',
  BRANCH: 'Como agenciador',
};
