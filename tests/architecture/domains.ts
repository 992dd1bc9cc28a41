/**
 * The domain map of docs/architecture.md ("Domain map"), as the architecture test reads it: which
 * files belong to which domain, per package. Paths are from the repository root; an entry ending
 * in '/' is a folder (everything under it), one ending in '*' a file-name prefix.
 *
 * Everything a package holds outside its domains is its kernel (or a composition root), which any
 * domain may import. A new file under web/src/features, gateway/src/domains or upstream/src/domains
 * must be listed here (the test says so), so the map
 * is updated with the tree.
 */

export interface DomainFiles {
  /** web/src/features/<folder>/: the screens. */
  web: string[];
  /** schema/src/<file>.graphql. */
  schema: string[];
  /** gateway/src/domains/<domain>/: resolvers, upstream client, file routes, rules, tests. */
  gateway: string[];
  /**
   * upstream/src/domains/<d>/routes/ (HTTP: parse, call the module, map errors) and the domain's
   * manifest (its registration: routers, jobs, tables, OpenAPI part).
   */
  upstreamRoutes: string[];
  /** upstream/src/domains/<d>/: the domain module (typed arguments, SQL; never express). */
  upstreamModules: string[];
}

export const DOMAINS: Record<string, DomainFiles> = {
  auth: {
    web: ['web/src/features/auth/'],
    schema: ['schema/src/auth.graphql'],
    gateway: ['gateway/src/domains/auth/'],
    upstreamRoutes: ['upstream/src/domains/auth/routes/', 'upstream/src/domains/auth/manifest.ts'],
    upstreamModules: ['upstream/src/domains/auth/'],
  },
  notifications: {
    web: ['web/src/features/notifications/'],
    schema: ['schema/src/notifications.graphql'],
    gateway: ['gateway/src/domains/notifications/'],
    upstreamRoutes: [
      'upstream/src/domains/notifications/routes/',
      'upstream/src/domains/notifications/manifest.ts',
    ],
    upstreamModules: ['upstream/src/domains/notifications/'],
  },
  finance: {
    web: ['web/src/features/finance/'],
    schema: ['schema/src/finance.graphql'],
    gateway: ['gateway/src/domains/finance/'],
    upstreamRoutes: ['upstream/src/domains/finance/routes/', 'upstream/src/domains/finance/manifest.ts'],
    upstreamModules: ['upstream/src/domains/finance/'],
  },
  points: {
    web: ['web/src/features/points/'],
    schema: ['schema/src/points.graphql'],
    gateway: ['gateway/src/domains/points/'],
    upstreamRoutes: ['upstream/src/domains/points/routes/', 'upstream/src/domains/points/manifest.ts'],
    upstreamModules: ['upstream/src/domains/points/'],
  },
  network: {
    web: ['web/src/features/network/'],
    schema: ['schema/src/network.graphql'],
    gateway: ['gateway/src/domains/network/'],
    upstreamRoutes: ['upstream/src/domains/network/routes/', 'upstream/src/domains/network/manifest.ts'],
    upstreamModules: ['upstream/src/domains/network/'],
  },
  files: {
    // The browser's upload helper is kernel (web/src/lib/upload.ts): every domain's forms use it.
    web: [],
    schema: ['schema/src/files.graphql'],
    gateway: ['gateway/src/domains/files/'],
    upstreamRoutes: ['upstream/src/domains/files/routes/', 'upstream/src/domains/files/manifest.ts'],
    upstreamModules: ['upstream/src/domains/files/'],
  },
  marketing: {
    web: ['web/src/features/marketing/'],
    schema: ['schema/src/marketing.graphql'],
    gateway: ['gateway/src/domains/marketing/'],
    upstreamRoutes: ['upstream/src/domains/marketing/routes/', 'upstream/src/domains/marketing/manifest.ts'],
    upstreamModules: ['upstream/src/domains/marketing/'],
  },
  products: {
    web: ['web/src/features/products/'],
    schema: [
      'schema/src/products.graphql',
      'schema/src/products-manager.graphql',
      'schema/src/products-salesforce.graphql',
    ],
    gateway: ['gateway/src/domains/products/'],
    upstreamRoutes: ['upstream/src/domains/products/routes/', 'upstream/src/domains/products/manifest.ts'],
    upstreamModules: ['upstream/src/domains/products/'],
  },
  integrators: {
    web: ['web/src/features/integrators/'],
    schema: ['schema/src/integrators.graphql'],
    gateway: ['gateway/src/domains/integrators/'],
    upstreamRoutes: [
      'upstream/src/domains/integrators/routes/',
      'upstream/src/domains/integrators/manifest.ts',
    ],
    upstreamModules: ['upstream/src/domains/integrators/'],
  },
  accreditation: {
    // Registration (the three route sets) and the bank-details step; the profile stays to come.
    web: ['web/src/features/accreditation/'],
    schema: ['schema/src/accreditation.graphql'],
    gateway: ['gateway/src/domains/accreditation/'],
    upstreamRoutes: [
      'upstream/src/domains/accreditation/routes/',
      'upstream/src/domains/accreditation/manifest.ts',
    ],
    upstreamModules: ['upstream/src/domains/accreditation/'],
  },
  holding: {
    web: ['web/src/features/holding/'],
    schema: ['schema/src/holding.graphql'],
    gateway: ['gateway/src/domains/holding/'],
    upstreamRoutes: ['upstream/src/domains/holding/routes/', 'upstream/src/domains/holding/manifest.ts'],
    upstreamModules: ['upstream/src/domains/holding/'],
  },
  training: {
    web: ['web/src/features/training/'],
    schema: ['schema/src/training.graphql'],
    gateway: ['gateway/src/domains/training/'],
    upstreamRoutes: ['upstream/src/domains/training/routes/', 'upstream/src/domains/training/manifest.ts'],
    upstreamModules: ['upstream/src/domains/training/'],
  },
  producers: {
    // Gerenciador de produtores; the holding's product form reads the list through GraphQL only.
    web: ['web/src/features/producers/'],
    schema: ['schema/src/producers.graphql'],
    gateway: ['gateway/src/domains/producers/'],
    upstreamRoutes: ['upstream/src/domains/producers/routes/', 'upstream/src/domains/producers/manifest.ts'],
    upstreamModules: ['upstream/src/domains/producers/'],
  },
  mail: {
    // E-mail: the outbox's delivery over SMTP, its templates, the one-click unsubscribe, and
    // E-mails enviados (the holding's delivery list and resend).
    web: ['web/src/features/mail/'],
    schema: ['schema/src/mail.graphql'],
    gateway: ['gateway/src/domains/mail/'],
    upstreamRoutes: ['upstream/src/domains/mail/routes/', 'upstream/src/domains/mail/manifest.ts'],
    upstreamModules: ['upstream/src/domains/mail/'],
  },
  contact: {
    web: ['web/src/features/contact/'],
    schema: [],
    gateway: [],
    upstreamRoutes: [],
    upstreamModules: [],
  },
};

/**
 * Files that wire every domain together and so may import all of them. Listed so the test can
 * check they exist and the docs can name them; nothing else may import across domains.
 */
export const COMPOSITION_ROOTS = [
  // web: the app's wiring (the manifests' list, the route table and cache policies composed from
  // it, the router, the pages composed of two domains; nothing but main.tsx imports it), the shell
  // around every screen, the landing page that shows other domains' widgets.
  'web/src/app/',
  'web/src/shell/',
  'web/src/features/home/',
  // gateway: the list of domain manifests and what is composed from it: the registries (resolvers,
  // access, input rules, route tables, operations), the per-request context, the schema, and the
  // reviewed access rows (gateway/.dependency-cruiser.cjs holds the same list).
  'gateway/src/domains/index.ts',
  'gateway/src/registry.ts',
  'gateway/src/context.ts',
  'gateway/src/schema.ts',
  'gateway/src/security/expected-access.ts',
  // upstream: the apps and the list of domain manifests, the seed, the benchmarks.
  'upstream/src/app.ts',
  'upstream/src/portal-app.ts',
  'upstream/src/domains/index.ts',
  'upstream/src/db/seed.ts',
  'upstream/src/db/seed/',
  'upstream/src/bench/',
];

/** Each package's kernel: shared code every domain may import (see docs/architecture.md). */
export const KERNELS = [
  'web/src/lib/',
  'web/src/ui/',
  // the web's platform (session, Apollo, notifications plumbing, configuration, access rules,
  // routing types) and the one paths module: they import no feature and no wiring.
  'web/src/platform/',
  'web/src/paths.ts',
  'schema/src/index.ts',
  'gateway/src/kernel/',
  'upstream/src/kernel/',
];

/** Files of domain-owned areas that belong to no domain: the HTTP client and platform routes. */
export const PLATFORM_FILES = [
  'gateway/src/upstream/http.ts',
  'gateway/src/upstream/breaker.ts',
  'gateway/src/upstream/shape.ts',
  'gateway/src/upstream/sendable.ts',
  'upstream/src/routes/health.ts',
  'upstream/src/routes/docs.ts',
];

/** Where a domain's files must be listed: a file here that no domain claims fails the test. */
export const DOMAIN_AREAS = [
  'web/src/features/',
  'gateway/src/domains/',
  'gateway/src/upstream/',
  'upstream/src/domains/',
];

/** Web folders where Intl, toLocale* and dayjs may be used (formatting lives in web/src/lib). */
export const FORMATTING_HOME = 'web/src/lib/';

/** The one file where colours are written as values; styled components read them from the theme. */
export const THEME_FILE = 'web/src/ui/theme.ts';
