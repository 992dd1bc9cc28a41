import { paths } from '@/paths.ts';
import { access } from '@/platform/access.ts';
import { byId, unkeyed } from '@/platform/apollo/cachePolicies.ts';
import { type FeatureManifest, lazyPage, screen } from '@/platform/routing/routes.ts';

const salesTracking = lazyPage(() => import('./sales/SalesTrackingPage.tsx'), 'SalesTrackingPage');

/** Seus produtos, Acompanhamento de vendas, Suas vendas and the holding's Produtos (docs/product.md §10). */
export const productsManifest: FeatureManifest = {
  routes: [
    // /manager-links is 'Seus produtos' for affiliates and agents, sales tracking for the others.
    ...screen(150, 'Seus produtos', access.affiliateOrAgent, [paths.promotableProducts], {
      icon: 'products',
      Page: lazyPage(() => import('./ManagerLinksPage.tsx'), 'ManagerLinksPage'),
    }),
    ...screen(160, 'Seus produtos', access.affiliateOrAgent, [paths.productLinks], {
      Page: lazyPage(() => import('./ProductLinksPage.tsx'), 'ProductLinksPage'),
    }),
    ...screen(170, 'Acompanhamento de vendas', access.salesTracking, [paths.promotableProducts], {
      icon: 'chart',
      Page: salesTracking,
    }),
    ...screen(180, 'Acompanhamento de vendas', access.agent, [paths.agentSalesTracking], {
      icon: 'chart',
      Page: salesTracking,
    }),
    ...screen(270, 'Produtos', access.holding, [paths.managedProducts], {
      icon: 'box',
      Page: lazyPage(() => import('./manager/ManagedProductsPage.tsx'), 'ManagedProductsPage'),
    }),
    ...screen(280, 'Produtos', access.holding, [paths.managedProduct, paths.managedProductV2], {
      Page: lazyPage(() => import('./manager/ManagedProductEditorPage.tsx'), 'ManagedProductEditorPage'),
    }),
    ...screen(340, 'Suas vendas', access.sales, [paths.managedSales], {
      icon: 'cart',
      Page: lazyPage(() => import('./SalesPage.tsx'), 'SalesPage'),
    }),
    ...screen(360, 'Suas vendas', access.sales, [paths.managedSale], {
      Page: lazyPage(() => import('./sales/SaleDetailPage.tsx'), 'SaleDetailPage'),
    }),
  ],
  typePolicies: {
    // Seus produtos (docs/product.md §10.1): products and links by id; the page payloads embedded.
    PromotableProduct: byId,
    PromotableProducts: unkeyed,
    PromotableProductDetail: unkeyed,
    ProductLink: byId,
    ManagedSale: byId,
    ManagedSalePage: unkeyed,
    // Produtos (holding): products by id; pages and the product's events and commissions embedded
    // (a save answers them whole).
    ManagedProduct: byId,
    ManagedProductRow: byId,
    ManagedProductPage: unkeyed,
    ProductSpecialEvent: unkeyed,
    ProductLevelCommission: unkeyed,
    // Acompanhamento de vendas: a period's totals are one answer per (from, to), stored whole; a
    // sale's details and its commissions by id.
    SalesTracking: unkeyed,
    SalesPeriodCycle: unkeyed,
    PreviousCycleSales: unkeyed,
    ProductSalesTotal: unkeyed,
    LinkSalesTotal: unkeyed,
    SellerSalesTotal: unkeyed,
    SellerSalesPage: unkeyed,
    SaleDetail: byId,
    SaleCommission: byId,
    RegisteredSale: byId,
    RegisteredSaleCommission: unkeyed,
    // Salesforce: errors and polls by id (a poll's state changes under the same id while it runs).
    SalesforceError: byId,
    SalesforceErrorPage: unkeyed,
    CampaignPoll: byId,
  },
};
