import type { TypePolicies } from '@apollo/client';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { MenuIconName } from '@/ui/menuIcons.tsx';
import { type AccessRule, everyone } from '../access.ts';

/**
 * What a route is (docs/product.md §1.3, §1.4): its path, title, who may open it, whether and how
 * it shows in the menus, and its lazily loaded page. Each feature declares its routes in its
 * manifest; the app's wiring composes them into the one route table the router, the guards and
 * the menus read.
 */

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts downloading the page's chunk before anything renders it (the router's `preloadPage`). */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for modules with named exports (the codebase uses no default exports).
 * Each page module becomes its own chunk, loaded the first time its route renders or is preloaded
 * (the browser fetches and runs a module once, whichever asks first).
 */
export const lazyPage = <Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage =>
  Object.assign(
    lazy(async () => {
      const module = await load();
      return { default: module[name] as ComponentType };
    }),
    { preload: load },
  );

export type RouteKind = 'public-only' | 'private';

export interface MenuConfig {
  label: string;
  icon: MenuIconName;
}

export interface AppRoute {
  path: string;
  /** Page heading and document title (the docs/product.md §1.4 titles, verbatim). */
  title: string;
  /** public-only: logged-out visitors only; private: signed-in users the access rule allows. */
  kind: RouteKind;
  access: AccessRule;
  /** Present when the route is a side-menu and mobile-menu entry. */
  menu?: MenuConfig;
  Page: LazyPage;
  /**
   * The screen's place in docs/product.md §1.4's order: the table is sorted by it, so it orders
   * the menus and, where several screens share a path, the first one the user's roles allow wins.
   */
  rank: number;
}

/** What a feature registers: its routes (with their menu entries) and its cache policies. */
export interface FeatureManifest {
  routes: readonly AppRoute[];
  /** Apollo type policies of the types its documents read (every type needs one: app/typePolicies.test.ts). */
  typePolicies?: TypePolicies;
}

/** A logged-out screen (login, password recovery, registration). */
export const publicOnly = (rank: number, path: string, title: string, Page: LazyPage): AppRoute => ({
  path,
  title,
  kind: 'public-only',
  access: everyone,
  Page,
  rank,
});

export interface ScreenOptions {
  /** Makes the first path a menu entry, labelled with the title. */
  icon?: MenuIconName;
  Page: LazyPage;
}

/** One screen of docs/product.md §1.4 with all its paths; only the first path can be a menu entry. */
export const screen = (
  rank: number,
  title: string,
  rule: AccessRule,
  paths: readonly string[],
  { icon, Page }: ScreenOptions,
): AppRoute[] =>
  paths.map((path, index) => ({
    path,
    title,
    kind: 'private',
    access: rule,
    Page,
    menu: index === 0 && icon ? { label: title, icon } : undefined,
    rank,
  }));

/** The route table of a list of manifests, in rank order (ties keep the manifests' order). */
export const composeRoutes = (manifests: readonly FeatureManifest[]): AppRoute[] =>
  manifests.flatMap((manifest) => manifest.routes).sort((a, b) => a.rank - b.rank);

/**
 * Every manifest's type policies in one object. The root types' field policies are merged (each
 * feature owns its root fields); any other type claimed twice is a mistake, so it throws.
 */
export const composeTypePolicies = (
  manifests: readonly FeatureManifest[],
  base: TypePolicies,
): TypePolicies => {
  const composed: TypePolicies = { ...base };
  for (const { typePolicies = {} } of manifests) {
    for (const [name, policy] of Object.entries(typePolicies)) {
      const existing = composed[name];
      if (name === 'Query' || name === 'Mutation')
        composed[name] = { ...existing, ...policy, fields: { ...existing?.fields, ...policy.fields } };
      else if (existing) throw new Error(`Two manifests give a cache policy to ${name}.`);
      else composed[name] = policy;
    }
  }
  return composed;
};
