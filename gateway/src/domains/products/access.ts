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
      // docs/product.md §10.1 "Seus produtos": affiliate, agent; §10.5 "Suas vendas": admin, branch,
      // holding, agent.
      promotableProducts: PRODUCT_PROMOTERS,
      promotableProduct: PRODUCT_PROMOTERS,
      managedSales: SALES_READERS,
      // docs/product.md §10.3 "Produtos": the holding's.
      managedProducts: HOLDING_ONLY,
      managedProduct: HOLDING_ONLY,
      // docs/product.md §10.2 "Acompanhamento de vendas" and a sale's details (upstream scopes the rows).
      salesTracking: SALES_TRACKERS,
      salesBySeller: SALES_TRACKERS,
      sale: SALE_DETAIL_READERS,
      // Acompanhamento de vendas' Salesforce errors and campaigns poll: the holding's operators.
      salesforceErrors: ADMIN_OR_HOLDING,
      campaignPoll: ADMIN_OR_HOLDING,
    },
    Mutation: {
      // docs/product.md §10.1: affiliates and agents create, edit and deactivate their own links.
      createProductLink: PRODUCT_PROMOTERS,
      updateProductLink: PRODUCT_PROMOTERS,
      setProductLinkActive: PRODUCT_PROMOTERS,
      // docs/product.md §10.3 "Produtos": the holding creates and edits products.
      createManagedProduct: HOLDING_ONLY,
      updateManagedProduct: HOLDING_ONLY,
      // docs/integrators.md §8: a producer (its products), the holding or admin registers a sale;
      // 'Atualizar campanhas' (docs/product.md §10.2) is the holding's operators'.
      registerSale: SALE_REGISTRARS,
      pollCampaigns: ADMIN_OR_HOLDING,
    },
  },
  scopes: {
    Query: {
      // A promoter's integration reading the products it may link (products:read: affiliate, agent).
      promotableProducts: 'products:read',
      promotableProduct: 'products:read',
      managedSales: 'sales:read',
      // Sales tracking and a sale's details read like Suas vendas; the role rules still decide the rows.
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
      setProductLinkActive: 'products:write',
      // A checkout's or producer's system registering sales; a holding integration asking for a poll.
      registerSale: 'sales:write',
      pollCampaigns: 'sales:write',
    },
  },
  personOnly: {
    Query: [
      // Produtos, the holding's management screen: kept for people until an integrator needs it.
      'managedProducts',
      'managedProduct',
    ],
    Mutation: ['createManagedProduct', 'updateManagedProduct'],
  },
} as const satisfies DomainAccess;
