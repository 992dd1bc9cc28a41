import { type AppRoute, composeRoutes } from '@/platform/routing/routes.ts';
import { MANIFESTS } from './manifests.ts';

/**
 * THE route table (docs/product.md §1.3, §1.4), composed from every feature's manifest in rank
 * order: every path with its title, who may open it, whether and how it shows in the menus, and
 * its lazily loaded page. The router, the guards, the side menu and the mobile menu are all derived
 * from it; the paths themselves are in `@/paths.ts`.
 *
 * One path may appear more than once (e.g. /manager-links is 'Seus produtos' for affiliates and
 * agents, 'Acompanhamento de vendas' for producers, holding and branches): the first entry the
 * user's roles allow is the one shown, in table order.
 */
export const appRoutes: readonly AppRoute[] = composeRoutes(MANIFESTS);

/** The fallback for unknown paths and for routes the user's roles do not allow. */
export const NOT_FOUND_TITLE = 'Página não encontrada';
