/** Product-level settings of the web client, kept in one place so a change is one edit. */

export const APP_NAME = 'Portal de Afiliados';

/** The single localStorage key of the persisted session (Auth, User, Breadcrumbs; docs/product.md §2.3). */
export const SESSION_STORAGE_KEY = 'portal-afiliados:state';

/** Prefix of the per-user "notifications last seen" key; kept apart from the session on purpose. */
export const NOTIFICATIONS_SEEN_KEY_PREFIX = 'portal-afiliados:notifications-seen:';

/** Support contact shown on /contato and used by the help button (docs/product.md §1.5). */
export const SUPPORT_CONTACT = {
  phone: '(85) 3771-4200',
  email: 'suporte@portaldeafiliados.com.br',
} as const;

/** Feature flags of docs/product.md §7: the points and vouchers programme is on. */
export const FEATURES = {
  pointsAndVouchers: true,
} as const;

/** GraphQL endpoint: relative, so the same build works behind Vite's proxy and behind nginx. */
export const GRAPHQL_PATH = '/graphql';
