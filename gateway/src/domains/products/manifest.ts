/**
 * The products domain as the gateway composes it (domains/index.ts): everything the registries need
 * from it, registered in one place.
 */
import { Router } from 'express';
import type { DomainManifest } from '../../kernel/domain.ts';
import { ACCESS } from './access.ts';
import { EXPECTED_ACCESS, EXPECTED_CLIENT_ACCESS } from './expected-access.ts';
import { INPUT_RULES } from './input-rules.ts';
import { productListFileRoutes } from './list-files.ts';
import { productManagerResolvers } from './manager-resolvers.ts';
import {
  createProductManagerApi,
  PRODUCT_MANAGER_ROUTES,
  type ProductManagerApi,
} from './manager-upstream.ts';
import { productResolvers } from './resolvers.ts';
import { salesFileRoutes } from './sales-files.ts';
import { productSalesResolvers } from './sales-resolvers.ts';
import { createSalesTrackingApi, SALES_TRACKING_ROUTES, type SalesTrackingApi } from './sales-upstream.ts';
import { salesforceResolvers } from './salesforce-resolvers.ts';
import { createSalesforceApi, SALESFORCE_ROUTES, type SalesforceApi } from './salesforce-upstream.ts';
import { createProductsApi, PRODUCT_ROUTES, type ProductsApi } from './upstream.ts';

declare module '../../kernel/context.ts' {
  interface UpstreamApis {
    products: ProductsApi;
    productManager: ProductManagerApi;
    salesTracking: SalesTrackingApi;
    salesforce: SalesforceApi;
  }
}

export const productsDomain = {
  name: 'products',
  resolvers: [productResolvers, productManagerResolvers, productSalesResolvers, salesforceResolvers],
  access: ACCESS,
  inputRules: INPUT_RULES,
  expectedAccess: { people: EXPECTED_ACCESS, clients: EXPECTED_CLIENT_ACCESS },
  clients: (client, config) => ({
    products: createProductsApi(client('products', config.portalUrl)),
    productManager: createProductManagerApi(client('products', config.portalUrl)),
    salesTracking: createSalesTrackingApi(client('products', config.portalUrl)),
    salesforce: createSalesforceApi(client('products', config.portalUrl)),
  }),
  routeTables: { PRODUCT_ROUTES, PRODUCT_MANAGER_ROUTES, SALES_TRACKING_ROUTES, SALESFORCE_ROUTES },
  fileRoutes: (deps) => Router().use(salesFileRoutes(deps), productListFileRoutes(deps)),
  /** The web's operations on this domain (their names become metric labels: observability/operations.ts). */
  operations: [
    'CreateManagedProduct',
    'CreateProductLink',
    'LastCampaignPoll',
    'ManagedProductEditor',
    'ManagedProducts',
    'ManagedSales',
    'PollCampaigns',
    // The producer's home (features/home): its sales by product are most of it.
    'ProducerHome',
    'ProducerOptions',
    'ProductImageUploadUrls',
    'PromotableProduct',
    'PromotableProducts',
    'SaleDetail',
    'SalesTracking',
    'SalesforcePanel',
    'SetProductLinkActive',
    'UpdateManagedProduct',
    'UpdateProductLink',
  ],
} as const satisfies DomainManifest;
