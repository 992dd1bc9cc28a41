import { createContext, type ReactNode, use } from 'react';
import type { RoleFlags } from '../access.ts';
import { type MenuEntry, menuEntriesFor } from './routeResolution.ts';
import type { AppRoute } from './routes.ts';

/**
 * The composed route table, handed down by the app's wiring so that the shell's menus and the
 * landing page's shortcuts read it without importing the wiring (which imports them).
 */
const RouteTableContext = createContext<readonly AppRoute[]>([]);

export const RouteTableProvider = ({
  routes,
  children,
}: {
  routes: readonly AppRoute[];
  children: ReactNode;
}) => <RouteTableContext value={routes}>{children}</RouteTableContext>;

/** The menu entries these roles see, in the table's order. */
export const useMenuEntries = (roles: RoleFlags): MenuEntry[] =>
  menuEntriesFor(use(RouteTableContext), roles);
