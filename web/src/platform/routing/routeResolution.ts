import type { RoleFlags } from '../access.ts';
import type { AppRoute, MenuConfig } from './routes.ts';

/** Routes sharing a path, in table order: the first one the user may open is the one shown. */
export interface RouteGroup {
  path: string;
  variants: AppRoute[];
}

export const groupByPath = (routes: readonly AppRoute[]): RouteGroup[] => {
  const groups = new Map<string, AppRoute[]>();
  for (const route of routes) {
    const variants = groups.get(route.path) ?? [];
    variants.push(route);
    groups.set(route.path, variants);
  }
  return [...groups].map(([path, variants]) => ({ path, variants }));
};

export type Resolution =
  | { type: 'page'; route: AppRoute }
  /** A private route while logged out: remember it and go to the login. */
  | { type: 'login' }
  /** A public-only route while logged in. */
  | { type: 'home' }
  /** The user's roles allow none of the variants: the route does not exist for them. */
  | { type: 'not-found' };

/** Decides what a path shows for the current session; the guards are this function. */
export const resolveRoute = (variants: readonly AppRoute[], roles: RoleFlags | null): Resolution => {
  if (roles === null) {
    const publicRoute = variants.find((route) => route.kind === 'public-only');
    return publicRoute ? { type: 'page', route: publicRoute } : { type: 'login' };
  }
  const allowed = variants.find((route) => route.kind === 'private' && route.access(roles));
  if (allowed) return { type: 'page', route: allowed };
  return variants.some((route) => route.kind === 'public-only') ? { type: 'home' } : { type: 'not-found' };
};

export interface MenuEntry extends MenuConfig {
  path: string;
}

/** The side and mobile menus: per path, the variant the user would see, when it has a menu entry. */
export const menuEntriesFor = (routes: readonly AppRoute[], roles: RoleFlags): MenuEntry[] =>
  groupByPath(routes).flatMap(({ path, variants }) => {
    const resolution = resolveRoute(variants, roles);
    if (resolution.type !== 'page' || !resolution.route.menu) return [];
    return [{ path, ...resolution.route.menu }];
  });

const isUnder = (pathname: string, path: string): boolean =>
  // '/' would prefix every path, so the home entry is active on '/' only.
  path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);

/**
 * The active menu entry: the one whose path the current path starts with, segment by segment
 * ('/vendas' is not under '/vendas-comissoes'), the longest match winning.
 */
export const activeMenuPath = (pathname: string, entries: readonly MenuEntry[]): string | null => {
  let best: string | null = null;
  for (const { path } of entries) {
    if (isUnder(pathname, path) && (best === null || path.length > best.length)) best = path;
  }
  return best;
};
