/**
 * Produtos, the holding's product manager (docs/upstream-contract/products.md, "Holding products"): the list
 * with and without campaign, one product, create, and the edit based on a revision (`?revision=`),
 * which upstream refuses with 409 when the product changed since: CONFLICT for the client.
 */
import { readPage, type UpstreamPage } from '../../kernel/paging.ts';
import type { Route, UpstreamClient } from '../../upstream/http.ts';
import { ShapeReader } from '../../upstream/shape.ts';

export const PRODUCT_MANAGER_ROUTES = {
  managedProducts: { method: 'GET', path: '/v1/products/portal/holding/products' },
  /** Streamed to the browser by the gateway's file route (list-files.ts), never read here. */
  managedProductsCsv: { method: 'GET', path: '/v1/products/portal/holding/products/csv' },
  managedProduct: { method: 'GET', path: '/v1/products/portal/holding/products/{id}' },
  createManagedProduct: { method: 'POST', path: '/v1/products/portal/holding/products' },
  updateManagedProduct: { method: 'PUT', path: '/v1/products/portal/holding/products/{id}' },
} as const satisfies Record<string, Route>;

export interface UpstreamManagedProductRow {
  id: string;
  name: string;
  producerName: string;
  active: boolean;
  highlighted: boolean;
  minLevel: number;
  price: number;
  specialEventCount: number;
  campaignCount: number;
  revision: number;
}

const TEXT_FIELDS = [
  'sfCode',
  'title',
  'subtitle1',
  'subtitle2',
  'description1',
  'description2',
  'termsContent',
  'cta',
  'bannerPhone',
  'bannerTablet',
  'bannerDesktop',
  'thumbnail',
  'chargeReceiver',
  'donationReceiver',
  'checkoutPageUrl',
] as const;
const FLAG_FIELDS = [
  'active',
  'highlighted',
  'coproduction',
  'showTerms',
  'salesB2B',
  'cnpjEnabled',
  'salesInterest',
  'santaclaraEnabled',
  'santaclaraPublished',
] as const;
const INT_FIELDS = [
  'minLevel',
  'price',
  'maxInstallments',
  'serviceCharge',
  'coparticipationBranchBp',
  'donationValue',
  'revision',
] as const;

export type UpstreamManagedProduct = {
  id: string;
  name: string;
  producerId: string;
  producerName: string;
  updatedAt: string;
  specialEvents: { name: string; startsAt: string; endsAt: string }[];
  commissions: { level: number; rateBp: number }[];
} & Record<(typeof TEXT_FIELDS)[number], string | null> &
  Record<(typeof FLAG_FIELDS)[number], boolean> &
  Record<(typeof INT_FIELDS)[number], number>;

/** The validated form (schema/src/validation/products-manager.ts), sent as upstream reads it. */
export type ManagedProductDraft = Readonly<Record<string, unknown>>;

export interface ProductManagerApi {
  managedProducts(query: {
    page: number;
    pageSize: number;
    search: string;
    campaign: string;
  }): Promise<UpstreamPage<UpstreamManagedProductRow>>;
  managedProduct(id: string): Promise<UpstreamManagedProduct>;
  createManagedProduct(draft: ManagedProductDraft): Promise<UpstreamManagedProduct>;
  updateManagedProduct(
    id: string,
    revision: number,
    draft: ManagedProductDraft,
  ): Promise<UpstreamManagedProduct>;
}

const readRow = (item: ShapeReader): UpstreamManagedProductRow => ({
  id: item.id('id'),
  name: item.string('name'),
  producerName: item.string('producerName'),
  active: item.boolean('active'),
  highlighted: item.boolean('highlighted'),
  minLevel: item.integer('minLevel'),
  price: item.integer('price'),
  specialEventCount: item.integer('specialEventCount'),
  campaignCount: item.integer('campaignCount'),
  revision: item.integer('revision'),
});

function readProduct(item: ShapeReader): UpstreamManagedProduct {
  const fields: Record<string, unknown> = {};
  for (const key of TEXT_FIELDS) fields[key] = item.optionalString(key);
  for (const key of FLAG_FIELDS) fields[key] = item.boolean(key);
  for (const key of INT_FIELDS) fields[key] = item.integer(key);
  return {
    ...(fields as Record<(typeof TEXT_FIELDS)[number], string | null> &
      Record<(typeof FLAG_FIELDS)[number], boolean> &
      Record<(typeof INT_FIELDS)[number], number>),
    id: item.id('id'),
    name: item.string('name'),
    producerId: item.id('producerId'),
    producerName: item.string('producerName'),
    updatedAt: item.instant('updated_at'),
    specialEvents: item.array('specialEvents').map((event) => ({
      name: event.string('name'),
      startsAt: event.string('startsAt'),
      endsAt: event.string('endsAt'),
    })),
    commissions: item.array('commissions').map((row) => ({
      level: row.integer('level'),
      rateBp: row.integer('rateBp'),
    })),
  };
}

export function createProductManagerApi(portal: UpstreamClient): ProductManagerApi {
  const object = (route: Route, body: unknown) =>
    ShapeReader.object(portal.area, `${route.method} ${route.path}`, body);
  return {
    async managedProducts({ page, pageSize, search, campaign }) {
      const route = PRODUCT_MANAGER_ROUTES.managedProducts;
      const query = { page, pageSize, campaign, ...(search ? { search } : {}) };
      return readPage(object(route, await portal.call(route, { query })), readRow);
    },
    async managedProduct(id) {
      const route = PRODUCT_MANAGER_ROUTES.managedProduct;
      return readProduct(object(route, await portal.call(route, { params: { id } })));
    },
    async createManagedProduct(draft) {
      const route = PRODUCT_MANAGER_ROUTES.createManagedProduct;
      return readProduct(object(route, await portal.call(route, { json: draft })));
    },
    async updateManagedProduct(id, revision, draft) {
      const route = PRODUCT_MANAGER_ROUTES.updateManagedProduct;
      return readProduct(
        object(route, await portal.call(route, { params: { id }, query: { revision }, json: draft })),
      );
    },
  };
}
