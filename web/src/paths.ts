/**
 * Every path of the app (docs/product.md §1.3, §1.4), as plain data: the route table (the features'
 * manifests) and the links inside screens both read them here, so a link and its route cannot
 * drift apart and no feature imports the route table for a path. No React, no imports: anything
 * may import this module without pulling code in.
 *
 * A pattern's `:name` segments are parameters; `pathTo` fills them.
 */

export type RegistrationSet = 'NORMAL' | 'HOLDING' | 'AGENT';

/** A registration step in each of its three route sets (normal, holding, an agent's link). */
export const registrationPaths = (slug: string): Readonly<Record<RegistrationSet, string>> => ({
  NORMAL: `/${slug}`,
  HOLDING: `/holding/${slug}`,
  AGENT: `/agent/${slug}/:agentId`,
});

/** The registration route set of a pathname: /holding/..., /agent/<step>/<agentId>, or the normal one. */
export const registrationSetOf = (pathname: string): { set: RegistrationSet; agentId: string | null } => {
  if (pathname.startsWith('/holding/')) return { set: 'HOLDING', agentId: null };
  const agent = /^\/agent\/[^/]+\/([^/]+)\/?$/.exec(pathname);
  if (agent?.[1]) return { set: 'AGENT', agentId: decodeURIComponent(agent[1]) };
  return { set: 'NORMAL', agentId: null };
};

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

export const paths = {
  home: '/',
  // Logged out, '/' is the login.
  login: '/',
  passwordReset: '/resetar-senha',
  recoverSuccess: '/recover-success',
  changePassword: '/alterar-senha',
  userExists: '/user-exists',
  unknownPassword: '/unknown-password',
  unknownPasswordSuccess: '/unknown-password-success',
  contact: '/contato',
  profile: '/meu-perfil',
  account: '/minha-conta',
  apiClients: '/chaves-de-api',
  security: '/seguranca',
  dashboard: '/dashboard',
  agentDashboards: { AFFILIATED: '/dashboard/influenciadores', BRANCH: '/dashboard/agenciador' },
  promotableProducts: '/manager-links',
  productLinks: '/manager-links/:productId',
  agentSalesTracking: '/sales-links',
  training: '/material-de-apoio',
  trainingCategory: '/material-de-apoio/:categoryId',
  salesBilling: sided('/vendas-comissoes', 'agenciadores'),
  // The hidden lists name the branch side in the singular, unlike /vendas-comissoes/agenciadores.
  allSales: sided('/vendas-comissoes/todas-as-vendas', 'agenciador'),
  allCommissions: sided('/vendas-comissoes/todas-as-comissoes', 'agenciador'),
  billingDetails: '/vendas-comissoes/faturamento/:billingId',
  edBillingDetails: '/gerenciador-ed/detalhes-faturamento/:billingId',
  networkEdBillingDetails: '/lista-de-afiliados/:edId/detalhes-faturamento/:billingId',
  holdingBillings: '/faturamento',
  pointsAndVouchers: '/pontos-e-vouchers',
  convertPoints: '/pontos-e-vouchers/converter-pontos',
  voucherManager: '/gerenciador-vouchers',
  managedProducts: '/manager-products',
  managedProduct: '/manager-products/:productId',
  managedProductV2: '/manager-products/v2/:productId',
  careerPlan: '/plano-carreira',
  edList: '/gerenciador-ed',
  edDetails: '/gerenciador-ed/:edId',
  networkEdList: '/lista-dos-afiliados',
  networkEdDetails: '/lista-dos-afiliados/:edId',
  influencers: '/influenciadores',
  influencerDetails: '/influenciadores/:edId',
  managedSales: '/vendas',
  managedSale: '/vendas/:id',
  producers: '/manager-producers',
  units: '/gerenciador-unidade',
  unitDetails: '/gerenciador-unidade/:unitId',
  massChanges: '/alteracao-em-massa',
  massChangeNew: '/alteracao-em-massa/new',
  massChangeJob: '/alteracao-em-massa/:jobId',
  commercialCycles: '/ciclos_comerciais',
  cycleGoals: '/ciclos_comerciais/:commercialCycleId',
  financialCycles: '/ciclos_financeiros',
  goalsManager: '/gerenciador-metas',
  invoices: '/notas-fiscais',
  edNotifications: '/ed-notificacao',
  billingStatus: '/status-faturamento',
  reports: '/relatorio',
  bannerManager: '/gerenciador-banner',
  integration: '/integracao',
  activeBanners: '/affiliate/banners',
  trafficTags: '/trafego-pago',
  holdingHistory: '/historico',
  mailDeliveries: '/emails-enviados',
} as const;

/** The parameter names of a pattern: '/a/:x/b/:y' → 'x' | 'y'. */
export type PathParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern with its parameters filled in, each URI-encoded: pathTo(paths.edDetails, { edId }). */
export const pathTo = <Pattern extends string>(
  pattern: Pattern,
  params: Record<PathParams<Pattern>, string>,
): string =>
  pattern.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ''),
  );
