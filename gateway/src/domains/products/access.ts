/**
 * Who may call products's root fields (docs/product.md §1.4): a rule per field, the API scope a client
 * needs on top of it, and the fields that stay a person's own. auth/access.ts applies them;
 * security/access-table.snapshot.md shows every domain's together.
 */
import type { Role } from '../../__generated__/resolvers.ts';
import { ADMIN_OR_HOLDING, type DomainAccess, HOLDING_ONLY } from '../../auth/access.ts';

/** docs/product.md §1.4 "Seus produtos": affiliates and agents promote products with their links. */
const PRODUCT_PROMOTERS = ['AFFILIATED', 'AGENT'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Suas vendas": admin, branch, holding, agent. */
const SALES_READERS = ['ADMIN', 'BRANCH', 'HOLDING', 'AGENT'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Acompanhamento de vendas": producer, holding, branch; agents on /sales-links; admin. */
const SALES_TRACKERS = ['PRODUCER', 'HOLDING', 'BRANCH', 'AGENT', 'ADMIN'] as const satisfies readonly Role[];
/** A sale's details: Suas vendas' readers, plus producers and affiliates on their own rows (upstream scopes). */
const SALE_DETAIL_READERS = [
  'ADMIN',
  'BRANCH',
  'HOLDING',
  'AGENT',
  'PRODUCER',
  'AFFILIATED',
] as const satisfies readonly Role[];
/** docs/integrators.md "Registering a sale": the producer (its products), holding and admin. */
const SALE_REGISTRARS = ['PRODUCER', 'HOLDING', 'ADMIN'] as const satisfies readonly Role[];

export const ACCESS = {
  rules: {
    Query: {
      // docs/product.md §1.4 "Gerenciador de Banner": holding; "Tráfego Pago": admin. The active
      // banners are the dashboard's (any signed-in user); the traffic ids are what public pages load.
      promotableProducts: PRODUCT_PROMOTERS,
      promotableProduct: PRODUCT_PROMOTERS,
      managedSales: SALES_READERS,
      // docs/product.md §1.4 "Produtos": holding; "Gerenciador de produtores": admin (the holding
      // reads the producers to pick a product's producer).
      managedProducts: HOLDING_ONLY,
      managedProduct: HOLDING_ONLY,
      // docs/product.md §1.4: Gerenciador de Unidades and Alteração em massa are the holding's.
      // Person-only (no API scope): a key never edits the network's structure.
      salesTracking: SALES_TRACKERS,
      salesBySeller: SALES_TRACKERS,
      sale: SALE_DETAIL_READERS,
      // Acompanhamento de vendas' Salesforce errors and campaigns poll: the holding's operators.
      salesforceErrors: ADMIN_OR_HOLDING,
      campaignPoll: ADMIN_OR_HOLDING,
    },
    Mutation: {
      // ED details' contract-sign: the ED managers (a branch for its unit's EDs, upstream's scope).
      createProductLink: PRODUCT_PROMOTERS,
      updateProductLink: PRODUCT_PROMOTERS,
      // Status Faturamento: setting a bill to Closed is the holding's and admins' (docs/product.md §5.3).
      createManagedProduct: HOLDING_ONLY,
      updateManagedProduct: HOLDING_ONLY,
      // Converter pontos (docs/product.md §1.4: affiliate, branch): commissions become points.
      registerSale: SALE_REGISTRARS,
      pollCampaigns: ADMIN_OR_HOLDING,
    },
  },
  scopes: {
    Query: {
      // The viewer's own membership is loaded after sign-in for every role (docs/product.md §1.7),
      // like `me`: profile:read, which every role may grant (points:read is the programme's roles').
      promotableProducts: 'products:read',
      promotableProduct: 'products:read',
      managedSales: 'sales:read',
      // The programme's video is the same file for everyone who may watch it (the ED page shows it
      // to admin too): reference material, not the programme's data.
      salesTracking: 'sales:read',
      salesBySeller: 'sales:read',
      sale: 'sales:read',
      // A holding integration watching the CRM sync (and, with sales:write, asking for a poll).
      salesforceErrors: 'sales:read',
      campaignPoll: 'sales:read',
    },
    Mutation: {
      createProductLink: 'products:write',
      updateProductLink: 'products:write',
      // A shop or a unit's system validating a customer's voucher; an affiliate's conversion.
      registerSale: 'sales:write',
      pollCampaigns: 'sales:write',
    },
  },
  personOnly: {
    Query: [
      // The holding's and admin's management screens and the agent's influencers: kept for people
      // until an integrator needs them (no scope grantable by agents exists).
      'managedProducts',
      'managedProduct',
    ],
    Mutation: ['createManagedProduct', 'updateManagedProduct'],
  },
} as const satisfies DomainAccess;
