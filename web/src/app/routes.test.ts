import type { ReactElement } from 'react';
import { matchPath, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accreditationManifest } from '@/features/accreditation/manifest.ts';
import { paths as appPaths } from '@/paths.ts';
import { NO_ROLES, type RoleFlags } from '@/platform/access.ts';
import { menuEntriesFor, resolveRoute } from '@/platform/routing/routeResolution.ts';
import type { RouteGateProps } from './RouteGate.tsx';
import { buildRouteObjects } from './router.tsx';
import { appRoutes } from './routes.ts';
import { MENU_MATRIX } from './testing/menuMatrix.ts';
import { DEMO_ROLES, type DemoAccount } from './testing/renderApp.tsx';

const ACCOUNTS = Object.keys(DEMO_ROLES) as DemoAccount[];
const rolesOf = (account: DemoAccount): RoleFlags => ({ ...NO_ROLES, ...DEMO_ROLES[account] });
const routeObjects = buildRouteObjects();

/** What a concrete URL path shows for a session, going through react-router's own matching. */
const resolvePath = (path: string, roles: RoleFlags | null) => {
  const matches = matchRoutes(routeObjects, path) ?? [];
  const element = matches.at(-1)?.route.element as ReactElement<Partial<RouteGateProps>> | undefined;
  const variants = element?.props.variants;
  if (!variants) return { type: 'unknown' as const };
  return resolveRoute(variants, roles);
};

/** The title a role sees on a path, or null when the path does not exist for it. */
const titleFor = (path: string, account: DemoAccount): string | null => {
  const resolution = resolvePath(path, rolesOf(account));
  return resolution.type === 'page' ? resolution.route.title : null;
};

const ALL: DemoAccount[] = ACCOUNTS;
const FINANCIAL: DemoAccount[] = ['afiliado', 'agente', 'unidade', 'multi'];
const SUPPORT: DemoAccount[] = ['afiliado', 'agente', 'unidade', 'holding', 'multi'];

// docs/product.md §1.4 as a matrix: every private path (parameters filled in) and the accounts allowed.
const ACCESS: [string, DemoAccount[], string][] = [
  ['/', ALL, 'Início'],
  ['/dashboard/influenciadores', ['agente'], 'Dashboard do Influenciador'],
  ['/dashboard/agenciador', ['agente'], 'Dashboard do Agenciador'],
  ['/dashboard', ['afiliado', 'unidade', 'multi'], 'Dashboard'],
  ['/manager-links/7', ['afiliado', 'agente', 'multi'], 'Seus produtos'],
  ['/sales-links', ['agente'], 'Acompanhamento de vendas'],
  ['/material-de-apoio', SUPPORT, 'Material de Apoio'],
  ['/material-de-apoio/3', SUPPORT, 'Material de Apoio'],
  ['/vendas-comissoes', FINANCIAL, 'Vendas e Faturamento'],
  ['/vendas-comissoes/agenciadores', FINANCIAL, 'Vendas e Faturamento'],
  ['/vendas-comissoes/influenciadores', FINANCIAL, 'Vendas e Faturamento'],
  ['/pontos-e-vouchers', ['afiliado', 'multi'], 'Pontos e Vouchers'],
  ['/pontos-e-vouchers/converter-pontos', ['afiliado', 'unidade', 'multi'], 'Converter pontos'],
  ['/gerenciador-vouchers', ['unidade', 'produtor', 'holding', 'multi'], 'Gerenciador de Vouchers'],
  ['/manager-products', ['holding'], 'Produtos'],
  ['/manager-products/5', ['holding'], 'Produtos'],
  ['/manager-products/v2/5', ['holding'], 'Produtos'],
  ['/plano-carreira', SUPPORT, 'Plano de carreira'],
  ['/gerenciador-ed', ['unidade', 'multi'], 'Gerenciador de EDs'],
  ['/gerenciador-ed/9', ['unidade', 'holding', 'admin', 'multi'], 'Gerenciador de EDs'],
  ['/influenciadores', ['agente'], 'Influenciadores'],
  ['/influenciadores/9', ['agente'], 'Influenciadores'],
  ['/vendas', ['agente', 'unidade', 'holding', 'admin', 'multi'], 'Suas vendas'],
  ['/vendas/1', ['agente', 'unidade', 'holding', 'admin', 'multi'], 'Suas vendas'],
  ['/manager-producers', ['admin'], 'Gerenciador de produtores'],
  ['/lista-dos-afiliados', ['holding', 'admin'], 'Gerenciador ED'],
  ['/lista-dos-afiliados/9', ['holding', 'admin'], 'Gerenciador ED'],
  ['/gerenciador-unidade', ['holding'], 'Gerenciador de Unidades'],
  ['/gerenciador-unidade/2', ['holding'], 'Gerenciador de Unidades'],
  ['/alteracao-em-massa', ['holding'], 'Alteração em massa'],
  ['/alteracao-em-massa/new', ['holding'], 'Alteração em massa'],
  ['/alteracao-em-massa/77', ['holding'], 'Alteração em massa'],
  ['/ciclos_comerciais', ['holding'], 'Ciclos Comerciais'],
  ['/ciclos_comerciais/3', ['holding'], 'Metas do ciclo'],
  ['/ciclos_financeiros', ['holding'], 'Ciclos Financeiros'],
  ['/gerenciador-metas', ['holding'], 'Gerenciador de metas'],
  ['/notas-fiscais', ['unidade', 'produtor', 'holding', 'multi'], 'Notas Fiscais'],
  ['/ed-notificacao', ['holding', 'admin'], 'Notificação ED'],
  ['/status-faturamento', ['holding', 'admin'], 'Status Faturamento'],
  ['/relatorio', ['unidade', 'holding', 'multi'], 'Relatórios'],
  ['/gerenciador-banner', ['holding'], 'Gerenciador de Banner'],
  ['/integracao', ['holding', 'admin'], 'Integração'],
  ['/trafego-pago', ['admin'], 'Tráfego Pago'],
  ['/affiliate/banners', ['afiliado', 'agente', 'multi'], 'Banners'],
  ['/contato', ALL, 'Contato'],
  ['/meu-perfil', ['afiliado', 'agente', 'multi'], 'Meu Perfil'],
  ['/minha-conta', ['unidade', 'produtor', 'holding', 'admin'], 'Minha conta'],
  ['/chaves-de-api', ['unidade', 'produtor', 'holding', 'admin', 'multi'], 'Chaves de API'],
  ['/seguranca', ALL, 'Segurança'],
  ['/vendas-comissoes/todas-as-vendas', FINANCIAL, 'Todas as vendas'],
  ['/vendas-comissoes/todas-as-vendas/agenciador', FINANCIAL, 'Todas as vendas'],
  ['/vendas-comissoes/todas-as-vendas/influenciadores', FINANCIAL, 'Todas as vendas'],
  ['/vendas-comissoes/todas-as-comissoes', FINANCIAL, 'Todas as comissões'],
  ['/vendas-comissoes/todas-as-comissoes/agenciador', FINANCIAL, 'Todas as comissões'],
  ['/vendas-comissoes/todas-as-comissoes/influenciadores', FINANCIAL, 'Todas as comissões'],
  ['/gerenciador-ed/detalhes-faturamento/5', SUPPORT, 'Detalhes do faturamento'],
  ['/lista-de-afiliados/9/detalhes-faturamento/5', SUPPORT, 'Detalhes do faturamento'],
  ['/vendas-comissoes/faturamento/5', SUPPORT, 'Detalhes do faturamento'],
  ['/historico', ['holding', 'admin'], 'Histórico'],
  ['/emails-enviados', ['holding', 'admin'], 'E-mails enviados'],
];

const PUBLIC_ONLY = [
  '/resetar-senha',
  '/recover-success',
  '/alterar-senha',
  '/user-exists',
  '/unknown-password',
  '/unknown-password-success',
  ...['credenciamento', 'dados-pessoais', 'verificacao', 'criar-senha', 'pessoa-juridica'].flatMap((step) => [
    `/${step}`,
    `/holding/${step}`,
    `/agent/${step}/agent-42`,
  ]),
];

describe('route table access (docs/product.md §1.4)', () => {
  it.each(ACCESS)('%s is open to exactly %j', (path, allowed, title) => {
    for (const account of ACCOUNTS) {
      expect({ account, title: titleFor(path, account) }).toEqual({
        account,
        title: allowed.includes(account) ? title : null,
      });
    }
  });

  it('shows /manager-links as "Seus produtos" to affiliates and agents, as sales tracking to the rest', () => {
    const titles = Object.fromEntries(
      ACCOUNTS.map((account) => [account, titleFor('/manager-links', account)]),
    );
    expect(titles).toEqual({
      afiliado: 'Seus produtos',
      agente: 'Seus produtos',
      multi: 'Seus produtos',
      unidade: 'Acompanhamento de vendas',
      produtor: 'Acompanhamento de vendas',
      holding: 'Acompanhamento de vendas',
      admin: null,
    });
  });

  it('shows the holding "Faturamento" on the payments route', () => {
    expect(titleFor('/faturamento', 'holding')).toBe('Faturamento');
    expect(titleFor('/faturamento', 'afiliado')).toBe('Vendas e Faturamento');
    expect(titleFor('/faturamento', 'produtor')).toBeNull();
    expect(titleFor('/faturamento', 'admin')).toBeNull();
  });

  it('sends logged-out visitors of every private path to the login', () => {
    for (const [path] of ACCESS.filter(([path]) => path !== '/')) {
      expect({ path, type: resolvePath(path, null).type }).toEqual({ path, type: 'login' });
    }
  });

  it.each(PUBLIC_ONLY)('%s is public-only', (path) => {
    expect(resolvePath(path, null).type).toBe('page');
    for (const account of ACCOUNTS) expect(resolvePath(path, rolesOf(account)).type).toBe('home');
  });

  it('shows the login at / when logged out', () => {
    const resolution = resolvePath('/', null);
    expect(resolution.type === 'page' && resolution.route.title).toBe('Entrar');
  });

  it('does not know any other path', () => {
    expect(resolvePath('/nao-existe', null).type).toBe('unknown');
    expect(resolvePath('/vendas-comissoes/faturamento', rolesOf('afiliado')).type).toBe('unknown');
  });

  it('covers every table entry with the matrix above', () => {
    const listed = [...ACCESS.map(([path]) => path), '/manager-links', '/faturamento', ...PUBLIC_ONLY];
    for (const route of appRoutes) {
      const covered = listed.some((path) => matchPath(route.path, path) !== null);
      expect({ path: route.path, covered }).toEqual({ path: route.path, covered: true });
    }
  });

  it('has every path of the paths module in the table', () => {
    const paths = new Set(appRoutes.map((route) => route.path));
    const listed = Object.values(appPaths).flatMap((entry) =>
      typeof entry === 'string' ? [entry] : Object.values(entry),
    );
    for (const path of listed) expect({ path, routed: paths.has(path) }).toEqual({ path, routed: true });
  });
});

// The menus of docs/product.md §1.6 derive from the table; the e2e suite checks the same matrix in a browser.
describe('menu entries per demo account', () => {
  it('has a menu for exactly the demo accounts', () => {
    expect(Object.keys(MENU_MATRIX).sort()).toEqual([...ACCOUNTS].sort());
  });

  it.each(ACCOUNTS)('%s sees exactly its entries', (account) => {
    const entries = menuEntriesFor(appRoutes, rolesOf(account));
    expect(entries.map((entry) => entry.label)).toEqual(MENU_MATRIX[account]);
  });

  it('only lists paths the account may open', () => {
    for (const account of ACCOUNTS) {
      for (const entry of menuEntriesFor(appRoutes, rolesOf(account))) {
        expect(resolvePath(entry.path, rolesOf(account)).type).toBe('page');
      }
    }
  });

  it("links the agent's sales tracking to /sales-links and the others' to /manager-links", () => {
    const pathOf = (account: DemoAccount) =>
      menuEntriesFor(appRoutes, rolesOf(account)).find((entry) => entry.label === 'Acompanhamento de vendas')
        ?.path;
    expect(pathOf('agente')).toBe('/sales-links');
    expect(pathOf('holding')).toBe('/manager-links');
  });
});

describe('Meu Perfil', () => {
  // A merge once left a placeholder entry for /meu-perfil before the built one, and the first wins.
  it('opens the built profile page, not a placeholder', () => {
    const resolution = resolvePath('/meu-perfil', rolesOf('afiliado'));
    const profile = accreditationManifest.routes.find((route) => route.path === appPaths.profile);
    expect(resolution.type === 'page' && resolution.route.Page).toBe(profile?.Page);
  });
});
