import type { AgentRole } from '@/__generated__/types.ts';
import type { MenuIconName } from '@/shell/icons.tsx';
import { type AccessRule, access, everyone } from './access.ts';
import { type LazyPage, pages } from './pages.ts';

/**
 * THE route table (docs/product.md §1.3, §1.4, §3.1): every path with its title, who may open it, whether and
 * how it shows in the menus, and its lazily loaded page. The router, the guards, the side menu and the
 * mobile menu are all derived from it; nothing else lists paths.
 *
 * One path may appear more than once (e.g. /manager-links is 'Seus produtos' for affiliates and
 * agents, 'Acompanhamento de vendas' for producers, holding and branches): the first entry the
 * user's roles allow is the one shown, in table order.
 */

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
}

const publicOnly = (path: string, title: string, Page: LazyPage = pages.comingSoon): AppRoute => ({
  path,
  title,
  kind: 'public-only',
  access: everyone,
  Page,
});

interface ScreenOptions {
  /** Makes the first path a menu entry, labelled with the title. */
  icon?: MenuIconName;
  Page?: LazyPage;
}

/** One screen of docs/product.md §1.4 with all its paths; only the first path can be a menu entry. */
const screen = (title: string, rule: AccessRule, paths: string[], options: ScreenOptions = {}): AppRoute[] =>
  paths.map((path, index) => ({
    path,
    title,
    kind: 'private',
    access: rule,
    Page: options.Page ?? pages.comingSoon,
    menu: index === 0 && options.icon ? { label: title, icon: options.icon } : undefined,
  }));

/**
 * Registration (docs/product.md §1.3, §3.1): each step has the normal, /holding and
 * /agent/.../:agentId paths.
 */
const REGISTRATION_STEPS = [
  ['credenciamento', 'Credenciamento', pages.accreditationTerms],
  ['dados-pessoais', 'Dados Pessoais', pages.accreditationPersonalData],
  ['verificacao', 'Verificação', pages.accreditationVerification],
  ['criar-senha', 'Criação de Senha', pages.accreditationPassword],
  ['pessoa-juridica', 'Pessoa Jurídica', pages.accreditationCompany],
] as const;

const publicRoutes: AppRoute[] = [
  publicOnly('/', 'Entrar', pages.login),
  publicOnly('/resetar-senha', 'Recuperar senha', pages.passwordReset),
  publicOnly('/recover-success', 'E-mail enviado', pages.recoverSuccess),
  publicOnly('/alterar-senha', 'Alterar senha', pages.changePassword),
  publicOnly('/user-exists', 'Usuário já cadastrado', pages.userExists),
  publicOnly('/unknown-password', 'Não sei minha senha', pages.unknownPassword),
  publicOnly('/unknown-password-success', 'Solicitação enviada', pages.unknownPasswordSuccess),
  ...REGISTRATION_STEPS.flatMap(([slug, title, Page]) => [
    publicOnly(`/${slug}`, title, Page),
    publicOnly(`/holding/${slug}`, title, Page),
    publicOnly(`/agent/${slug}/:agentId`, title, Page),
  ]),
];

/** A screen's path for everyone (`plain`) and its variant per side an agent acts on. */
export interface SidedPaths {
  readonly plain: string;
  readonly AFFILIATED: string;
  readonly BRANCH: string;
}

const sided = (plain: string, branchSegment: 'agenciador' | 'agenciadores'): SidedPaths => ({
  plain,
  AFFILIATED: `${plain}/influenciadores`,
  BRANCH: `${plain}/${branchSegment}`,
});

const allSided = (paths: SidedPaths) => [paths.plain, paths.BRANCH, paths.AFFILIATED];

/**
 * Paths that screens link to (features/finance financePaths, the agent dashboards): the table
 * below is built from these, so a link and its route cannot drift apart.
 */
export const routePaths = {
  salesBilling: sided('/vendas-comissoes', 'agenciadores'),
  // The hidden lists name the branch side in the singular, unlike /vendas-comissoes/agenciadores.
  allSales: sided('/vendas-comissoes/todas-as-vendas', 'agenciador'),
  allCommissions: sided('/vendas-comissoes/todas-as-comissoes', 'agenciador'),
  billingDetails: '/vendas-comissoes/faturamento/:billingId',
  holdingBillings: '/faturamento',
  agentDashboards: {
    AFFILIATED: '/dashboard/influenciadores',
    BRANCH: '/dashboard/agenciador',
  } satisfies Record<AgentRole, string>,
} as const;

const BILLING_DETAILS_PATHS = [
  '/gerenciador-ed/detalhes-faturamento/:billingId',
  '/lista-de-afiliados/:edId/detalhes-faturamento/:billingId',
  routePaths.billingDetails,
];

const privateRoutes: AppRoute[] = [
  ...screen('Início', everyone, ['/'], { icon: 'home', Page: pages.home }),
  ...screen('Dashboard do Influenciador', access.agentAsAffiliate, [routePaths.agentDashboards.AFFILIATED], {
    icon: 'dashboard',
    Page: pages.influencerDashboard,
  }),
  ...screen('Dashboard do Agenciador', access.agentAsBranch, [routePaths.agentDashboards.BRANCH], {
    icon: 'dashboard',
    Page: pages.agencyDashboard,
  }),
  // Same path and title, different page: the branch dashboard is its own screen (docs/product.md §1.4).
  ...screen('Dashboard', access.affiliate, ['/dashboard'], {
    icon: 'dashboard',
    Page: pages.affiliateDashboard,
  }),
  ...screen('Dashboard', access.branch, ['/dashboard'], { icon: 'dashboard', Page: pages.branchDashboard }),
  ...screen('Seus produtos', access.affiliateOrAgent, ['/manager-links'], {
    icon: 'products',
    Page: pages.promotableProducts,
  }),
  ...screen('Seus produtos', access.affiliateOrAgent, ['/manager-links/:productId'], {
    Page: pages.productLinks,
  }),
  ...screen('Acompanhamento de vendas', access.salesTracking, ['/manager-links'], {
    icon: 'chart',
    Page: pages.salesTracking,
  }),
  ...screen('Acompanhamento de vendas', access.agent, ['/sales-links'], {
    icon: 'chart',
    Page: pages.salesTracking,
  }),
  ...screen(
    'Material de Apoio',
    access.supportMaterial,
    ['/material-de-apoio', '/material-de-apoio/:categoryId'],
    {
      icon: 'book',
      Page: pages.training,
    },
  ),
  ...screen('Vendas e Faturamento', access.financial, [routePaths.salesBilling.plain], {
    icon: 'wallet',
    Page: pages.salesBilling,
  }),
  ...screen(
    'Vendas e Faturamento',
    access.financial,
    [routePaths.salesBilling.BRANCH, routePaths.salesBilling.AFFILIATED],
    { Page: pages.salesBilling },
  ),
  // The payments route: the holding's 'Faturamento' comes first, the others keep the row's title.
  ...screen('Faturamento', access.holding, [routePaths.holdingBillings], {
    icon: 'wallet',
    Page: pages.holdingBillings,
  }),
  ...screen('Vendas e Faturamento', access.financial, [routePaths.holdingBillings], {
    Page: pages.salesBilling,
  }),
  ...screen('Pontos e Vouchers', access.points, ['/pontos-e-vouchers'], {
    icon: 'gift',
    Page: pages.pointsAndVouchers,
  }),
  ...screen('Converter pontos', access.convertPoints, ['/pontos-e-vouchers/converter-pontos'], {
    Page: pages.convertPoints,
  }),
  ...screen('Gerenciador de Vouchers', access.vouchersManager, ['/gerenciador-vouchers'], {
    icon: 'ticket',
    Page: pages.voucherManager,
  }),
  ...screen('Produtos', access.holding, ['/manager-products'], { icon: 'box', Page: pages.managedProducts }),
  ...screen('Produtos', access.holding, ['/manager-products/:productId', '/manager-products/v2/:productId'], {
    Page: pages.managedProductEditor,
  }),
  ...screen('Plano de carreira', access.careerPlan, ['/plano-carreira'], {
    icon: 'career',
    Page: pages.careerPlan,
  }),
  ...screen('Gerenciador de EDs', access.branch, ['/gerenciador-ed'], {
    icon: 'network',
    Page: pages.edList,
  }),
  ...screen('Gerenciador de EDs', access.edDetails, ['/gerenciador-ed/:edId'], { Page: pages.edDetails }),
  ...screen('Influenciadores', access.agent, ['/influenciadores'], {
    icon: 'users',
    Page: pages.influencers,
  }),
  ...screen('Influenciadores', access.agent, ['/influenciadores/:edId'], { Page: pages.influencerDetails }),
  ...screen('Suas vendas', access.sales, ['/vendas'], { icon: 'cart', Page: pages.managedSales }),
  ...screen('Gerenciador de produtores', access.admin, ['/manager-producers'], {
    icon: 'factory',
    Page: pages.producers,
  }),
  ...screen('Suas vendas', access.sales, ['/vendas/:id'], { Page: pages.saleDetail }),
  ...screen('Gerenciador ED', access.holdingOrAdmin, ['/lista-dos-afiliados'], {
    icon: 'list',
    Page: pages.edList,
  }),
  ...screen('Gerenciador ED', access.holdingOrAdmin, ['/lista-dos-afiliados/:edId'], {
    Page: pages.edDetails,
  }),
  ...screen('Gerenciador de Unidades', access.holding, ['/gerenciador-unidade'], {
    icon: 'building',
    Page: pages.unitList,
  }),
  ...screen('Gerenciador de Unidades', access.holding, ['/gerenciador-unidade/:unitId'], {
    Page: pages.unitDetails,
  }),
  ...screen('Alteração em massa', access.holding, ['/alteracao-em-massa'], {
    icon: 'layers',
    Page: pages.massChangeList,
  }),
  ...screen('Alteração em massa', access.holding, ['/alteracao-em-massa/new'], { Page: pages.massChangeNew }),
  ...screen('Alteração em massa', access.holding, ['/alteracao-em-massa/:jobId'], {
    Page: pages.massChangeJob,
  }),
  ...screen('Ciclos Comerciais', access.holding, ['/ciclos_comerciais'], {
    icon: 'cycle',
    Page: pages.commercialCycles,
  }),
  // A commercial cycle's goal details (docs/product.md §11.2), reached from the cycles list.
  ...screen('Metas do ciclo', access.holding, ['/ciclos_comerciais/:commercialCycleId'], {
    Page: pages.cycleGoals,
  }),
  ...screen('Ciclos Financeiros', access.holding, ['/ciclos_financeiros'], {
    icon: 'calendar',
    Page: pages.financialCycles,
  }),
  // docs/product.md §1.4 marks it "not shown": reachable by the holding, who manages goals, never in a menu.
  ...screen('Gerenciador de metas', access.holding, ['/gerenciador-metas'], { Page: pages.goalsManager }),
  ...screen('Notas Fiscais', access.invoices, ['/notas-fiscais'], { icon: 'invoice', Page: pages.invoices }),
  ...screen('Notificação ED', access.holdingOrAdmin, ['/ed-notificacao'], {
    icon: 'megaphone',
    Page: pages.edNotifications,
  }),
  ...screen('Status Faturamento', access.holdingOrAdmin, ['/status-faturamento'], {
    icon: 'status',
    Page: pages.billingStatus,
  }),
  ...screen('Relatórios', access.reports, ['/relatorio'], { icon: 'report', Page: pages.reports }),
  ...screen('Gerenciador de Banner', access.holding, ['/gerenciador-banner'], {
    icon: 'image',
    Page: pages.bannerManager,
  }),
  ...screen('Integração', access.holdingOrAdmin, ['/integracao'], { icon: 'plug', Page: pages.integration }),
  // The affiliate's banners (docs/product.md §9.1), reached from the dashboard's area, not the menu.
  ...screen('Banners', access.affiliateOrAgent, ['/affiliate/banners'], { Page: pages.activeBanners }),
  ...screen('Tráfego Pago', access.admin, ['/trafego-pago'], { icon: 'ads', Page: pages.trafficTags }),
  ...screen('Contato', everyone, ['/contato'], { icon: 'phone', Page: pages.contact }),
  ...screen('Chaves de API', access.integrators, ['/chaves-de-api'], { Page: pages.apiClients }),
  // Reached from the profile menu (MEU PERFIL), not from the side menu.
  ...screen('Meu Perfil', access.affiliateOrAgent, ['/meu-perfil'], { Page: pages.profile }),
  // Hidden routes (docs/product.md §1.4): reached from within other screens, never from a menu.
  ...screen('Todas as vendas', access.financial, allSided(routePaths.allSales), {
    Page: pages.allSales,
  }),
  ...screen('Todas as comissões', access.financial, allSided(routePaths.allCommissions), {
    Page: pages.allCommissions,
  }),
  ...screen('Detalhes do faturamento', access.billingDetails, BILLING_DETAILS_PATHS, {
    Page: pages.billingDetails,
  }),
  // The holding history (docs/product.md §11.5: the audit trail), linked from the holding's screens.
  ...screen('Histórico', access.holdingOrAdmin, ['/historico'], { Page: pages.holdingHistory }),
];

export const appRoutes: readonly AppRoute[] = [...publicRoutes, ...privateRoutes];

/** The fallback for unknown paths and for routes the user's roles do not allow. */
export const NOT_FOUND_TITLE = 'Página não encontrada';

/** Paths the shell and the auth pages link to; routes.test.ts checks each is in the table. */
export const shellPaths = {
  home: '/',
  contact: '/contato',
  profile: '/meu-perfil',
  apiClients: '/chaves-de-api',
  affiliateShortcut: '/manager-links',
  passwordReset: '/resetar-senha',
  recoverSuccess: '/recover-success',
  unknownPasswordSuccess: '/unknown-password-success',
} as const;
