import { describe, expect, it } from 'vitest';
import { anyOf, everyone, NO_ROLES } from '../access.ts';
import { activeMenuPath, groupByPath, type MenuEntry, resolveRoute } from './routeResolution.ts';
import { type AppRoute, lazyPage } from './routes.ts';

const Empty = () => null;
const Page = lazyPage(async () => ({ Empty }), 'Empty');

const route = (path: string, kind: AppRoute['kind'], access = everyone, title = path): AppRoute => ({
  path,
  title,
  kind,
  access,
  Page,
  rank: 0,
});

const entry = (path: string): MenuEntry => ({ path, label: path, icon: 'home' });

describe('resolveRoute', () => {
  const holding = { ...NO_ROLES, isHolding: true };
  const branch = { ...NO_ROLES, isBranch: true };

  it('picks the first variant the roles allow', () => {
    const variants = [
      route('/x', 'private', anyOf('isHolding'), 'Faturamento'),
      route('/x', 'private', anyOf('isBranch', 'isHolding'), 'Vendas e Faturamento'),
    ];
    expect(resolveRoute(variants, holding)).toEqual({ type: 'page', route: variants[0] });
    expect(resolveRoute(variants, branch)).toEqual({ type: 'page', route: variants[1] });
    expect(resolveRoute(variants, NO_ROLES)).toEqual({ type: 'not-found' });
  });

  it('sends logged-out visitors of a private route to the login', () => {
    expect(resolveRoute([route('/x', 'private')], null)).toEqual({ type: 'login' });
  });

  it('sends signed-in users of a public-only route home', () => {
    expect(resolveRoute([route('/x', 'public-only')], holding)).toEqual({ type: 'home' });
  });

  it('groups variants by path in table order', () => {
    const groups = groupByPath([route('/a', 'private'), route('/b', 'private'), route('/a', 'public-only')]);
    expect(groups.map((group) => [group.path, group.variants.map((variant) => variant.kind)])).toEqual([
      ['/a', ['private', 'public-only']],
      ['/b', ['private']],
    ]);
  });
});

describe('activeMenuPath', () => {
  const entries = ['/', '/vendas', '/vendas-comissoes', '/material-de-apoio', '/manager-links'].map(entry);

  it('takes the longest entry the path starts with', () => {
    expect(activeMenuPath('/material-de-apoio/12/34', entries)).toBe('/material-de-apoio');
    expect(activeMenuPath('/vendas-comissoes/todas-as-vendas', entries)).toBe('/vendas-comissoes');
    expect(activeMenuPath('/vendas/9', entries)).toBe('/vendas');
  });

  it('matches whole segments only', () => {
    expect(activeMenuPath('/vendasx', entries)).toBeNull();
  });

  it('keeps home active on / alone', () => {
    expect(activeMenuPath('/', entries)).toBe('/');
    expect(activeMenuPath('/meu-perfil', entries)).toBeNull();
  });
});
