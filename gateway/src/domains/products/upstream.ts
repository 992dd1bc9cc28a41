/**
 * docs/product.md §10.1 Seus produtos (docs/upstream-contract/products.md, "Products and links"): the
 * promotable products with the viewer's counters, a product's page with the viewer's links (visits
 * and sales each), and creating, renaming, deactivating or reactivating a link. Each screen is one call: the counters come aggregated upstream.
 */

import { type ListFilterQuery, listFilterQuery } from '../../kernel/list-filter.ts';
import { type Order, readPage, type UpstreamPage } from '../../kernel/paging.ts';
import { SALE_STATUSES, type UpstreamSaleStatus } from '../../kernel/statuses.ts';
import type { Route, UpstreamClient } from '../../upstream/http.ts';
import { ShapeReader } from '../../upstream/shape.ts';

export const PRODUCT_ROUTES = {
  promotable: { method: 'GET', path: '/v1/products/promotable' },
  promotableProduct: { method: 'GET', path: '/v1/products/promotable/{productId}' },
  createLink: { method: 'POST', path: '/v1/products/promotable/{productId}/links' },
  updateLink: { method: 'PUT', path: '/v1/links/{linkId}' },
  setLinkActive: { method: 'PUT', path: '/v1/links/{linkId}/status' },
  sales: { method: 'GET', path: '/v1/sales' },
  salesCsv: { method: 'GET', path: '/v1/sales.csv' },
} as const satisfies Record<string, Route>;

export interface UpstreamPromotableProduct {
  id: string;
  name: string;
  producerName: string;
  /** Cents. */
  price: number;
  maxInstallments: number;
  affiliateRateBp: number;
  minLevel: number;
  linkCount: number;
  visits: number;
}

export interface UpstreamProductLink {
  id: string;
  code: string;
  url: string;
  description: string;
  visits: number;
  /** Approved sales attributed to the link. */
  saleCount: number;
  active: boolean;
  deactivatedAt: string | null;
  createdAt: string;
}

export interface UpstreamPromotableProductDetail {
  product: UpstreamPromotableProduct;
  sellable: boolean;
  links: UpstreamProductLink[];
}

export interface UpstreamManagedSale {
  id: string;
  paymentId: string;
  customerName: string;
  productName: string;
  sellerName: string;
  status: UpstreamSaleStatus;
  /** Cents. */
  value: number;
  installments: number;
  paymentDate: string;
}

export interface SaleQuery extends ListFilterQuery {
  page: number;
  pageSize: number;
  order: Order;
}

export interface ProductsApi {
  sales(query: SaleQuery): Promise<UpstreamPage<UpstreamManagedSale>>;
  promotable(): Promise<{ items: UpstreamPromotableProduct[]; productCount: number }>;
  promotableProduct(id: string): Promise<UpstreamPromotableProductDetail>;
  createLink(productId: string, description: string): Promise<UpstreamProductLink>;
  updateLink(linkId: string, description: string): Promise<UpstreamProductLink>;
  setLinkActive(linkId: string, active: boolean): Promise<UpstreamProductLink>;
}

const readProduct = (item: ShapeReader): UpstreamPromotableProduct => ({
  id: item.id('id'),
  name: item.string('name'),
  producerName: item.string('producer_name'),
  price: item.integer('price_cents'),
  maxInstallments: item.integer('max_installments'),
  affiliateRateBp: item.integer('affiliate_rate_bp'),
  minLevel: item.integer('min_level'),
  linkCount: item.integer('link_count'),
  visits: item.integer('visits'),
});

const readLink = (item: ShapeReader): UpstreamProductLink => ({
  id: item.id('id'),
  code: item.string('code'),
  url: item.string('url'),
  description: item.string('description'),
  visits: item.integer('visits'),
  saleCount: item.integer('sales'),
  active: item.boolean('active'),
  deactivatedAt: item.optionalString('deactivated_at') === null ? null : item.instant('deactivated_at'),
  createdAt: item.instant('created_at'),
});

const readSale = (item: ShapeReader): UpstreamManagedSale => ({
  id: item.id('id'),
  paymentId: item.string('payment_id'),
  customerName: item.string('customer_name'),
  productName: item.string('product_name'),
  sellerName: item.string('seller_name'),
  status: item.oneOf('status', SALE_STATUSES),
  value: item.integer('value_cents'),
  installments: item.integer('installments'),
  paymentDate: item.instant('payment_date'),
});

export function createProductsApi(portal: UpstreamClient): ProductsApi {
  const object = (route: Route, body: unknown) =>
    ShapeReader.object(portal.area, `${route.method} ${route.path}`, body);
  return {
    async sales({ page, pageSize, order, ...filter }) {
      const route = PRODUCT_ROUTES.sales;
      const query = { page, pageSize, order, orderBy: 'payment_date', ...listFilterQuery(filter) };
      return readPage(object(route, await portal.call(route, { query })), readSale);
    },
    async promotable() {
      const route = PRODUCT_ROUTES.promotable;
      const body = object(route, await portal.call(route));
      return { items: body.array('items').map(readProduct), productCount: body.integer('product_count') };
    },
    async promotableProduct(productId) {
      const route = PRODUCT_ROUTES.promotableProduct;
      const body = object(route, await portal.call(route, { params: { productId } }));
      return {
        product: readProduct(body),
        sellable: body.optionalString('checkout_url') !== null,
        links: body.array('links').map(readLink),
      };
    },
    async createLink(productId, description) {
      const route = PRODUCT_ROUTES.createLink;
      return readLink(
        object(route, await portal.call(route, { params: { productId }, json: { description } })),
      );
    },
    async updateLink(linkId, description) {
      const route = PRODUCT_ROUTES.updateLink;
      return readLink(object(route, await portal.call(route, { params: { linkId }, json: { description } })));
    },
    async setLinkActive(linkId, active) {
      const route = PRODUCT_ROUTES.setLinkActive;
      return readLink(object(route, await portal.call(route, { params: { linkId }, json: { active } })));
    },
  };
}
