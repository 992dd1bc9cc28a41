/**
 * Acompanhamento de vendas, a sale's details and registering a sale (docs/upstream-contract/products.md,
 * "Sales tracking"). Each field is one call: the aggregates come added up by upstream, which also
 * applies the row scope (a sale out of scope is its 404).
 */

import { readPage, type UpstreamPage } from '../../kernel/paging.ts';
import type { AgentSide } from '../../kernel/side.ts';
import {
  COMMISSION_STATUSES,
  COMMISSION_TYPES,
  SALE_STATUSES,
  type UpstreamCommissionStatus,
  type UpstreamCommissionType,
  type UpstreamSaleStatus,
} from '../../kernel/statuses.ts';
import type { Route, UpstreamClient } from '../../upstream/http.ts';
import { ShapeReader } from '../../upstream/shape.ts';

export const SALES_TRACKING_ROUTES = {
  tracking: { method: 'GET', path: '/v1/sales/tracking' },
  sellers: { method: 'GET', path: '/v1/sales/tracking/sellers' },
  csv: { method: 'GET', path: '/v1/sales/export.csv' },
  sale: { method: 'GET', path: '/v1/sales/{saleId}' },
  register: { method: 'POST', path: '/v1/sales' },
} as const satisfies Record<string, Route>;

const SIDES = ['affiliate', 'branch'] as const satisfies readonly AgentSide[];

export interface Period {
  from: string;
  to: string;
}

/** A period as asked, or null for upstream's default (the current cycle's days, by its clock). */
export type PeriodRequest = Period | null;

export interface UpstreamPeriodCycle {
  number: number;
  current: boolean;
}

export interface UpstreamProductSalesTotal {
  productId: string;
  productName: string;
  saleCount: number;
  value: number;
  refunded: number;
}

export interface UpstreamLinkSalesTotal {
  linkId: string;
  code: string;
  description: string;
  productName: string;
  sellerName: string;
  visits: number;
  saleCount: number;
  value: number;
}

export interface UpstreamSalesTracking {
  from: string;
  to: string;
  saleCount: number;
  value: number;
  products: UpstreamProductSalesTotal[];
  links: UpstreamLinkSalesTotal[];
  /** The commercial cycle of the default period; null when a period was asked for. */
  cycle: UpstreamPeriodCycle | null;
  /** The cycle before the default period's, added up the same way; null when a period was asked for. */
  previous: UpstreamPreviousCycleSales | null;
}

export interface UpstreamPreviousCycleSales {
  number: number;
  from: string;
  to: string;
  saleCount: number;
  value: number;
}

export interface UpstreamSellerSalesTotal {
  sellerId: string;
  sellerName: string;
  saleCount: number;
  value: number;
}

export interface UpstreamSaleCommission {
  id: string;
  side: AgentSide;
  beneficiaryName: string;
  status: UpstreamCommissionStatus;
  type: UpstreamCommissionType;
  installment: number | null;
  /** Cents; negative for a debit. */
  value: number;
  date: string;
}

export interface UpstreamSaleDetail {
  id: string;
  paymentId: string;
  customerName: string;
  productName: string;
  producerName: string;
  sellerName: string;
  unitName: string | null;
  linkCode: string | null;
  status: UpstreamSaleStatus;
  value: number;
  installments: number;
  paymentDate: string;
  commissions: UpstreamSaleCommission[];
}

export interface NewSale {
  productId: string;
  paymentId: string;
  customerName: string;
  valueCents: number;
  installments: number;
  paymentDate: string | null;
  linkCode: string;
  /** The redirect's `click`; null when the checkout did not send it. */
  clickId: string | null;
}

export interface UpstreamRegisteredSale {
  id: string;
  paymentId: string;
  status: UpstreamSaleStatus;
  value: number;
  installments: number;
  paymentDate: string;
  commissions: { side: AgentSide; value: number; installment: number }[];
}

export interface SalesTrackingApi {
  tracking(period: PeriodRequest): Promise<UpstreamSalesTracking>;
  sellers(
    period: PeriodRequest,
    page: number,
    pageSize: number,
  ): Promise<UpstreamPage<UpstreamSellerSalesTotal> & Period>;
  sale(id: string): Promise<UpstreamSaleDetail>;
  register(sale: NewSale): Promise<UpstreamRegisteredSale>;
}

const readCommission = (item: ShapeReader): UpstreamSaleCommission => {
  const type = item.oneOf('type', COMMISSION_TYPES);
  const value = item.integer('value_cents');
  return {
    id: item.id('id'),
    side: item.oneOf('side', SIDES),
    beneficiaryName: item.string('beneficiary_name'),
    status: item.oneOf('status', COMMISSION_STATUSES),
    type,
    installment: item.optionalInteger('installment'),
    value: type === 'Debit' ? -value : value,
    date: item.instant('date'),
  };
};

export function createSalesTrackingApi(portal: UpstreamClient): SalesTrackingApi {
  const object = (route: Route, body: unknown) =>
    ShapeReader.object(portal.area, `${route.method} ${route.path}`, body);
  return {
    async tracking(period) {
      const route = SALES_TRACKING_ROUTES.tracking;
      const body = object(route, await portal.call(route, { query: { ...period } }));
      const cycle = body.optionalObject('cycle');
      const previous = body.optionalObject('previous');
      return {
        cycle: cycle && { number: cycle.integer('number'), current: cycle.boolean('current') },
        previous: previous && {
          number: previous.integer('number'),
          from: previous.string('from'),
          to: previous.string('to'),
          saleCount: previous.integer('sales'),
          value: previous.integer('value_cents'),
        },
        from: body.string('from'),
        to: body.string('to'),
        saleCount: body.integer('sales'),
        value: body.integer('value_cents'),
        products: body.array('products').map((item) => ({
          productId: item.id('product_id'),
          productName: item.string('product_name'),
          saleCount: item.integer('sales'),
          value: item.integer('value_cents'),
          refunded: item.integer('refunded'),
        })),
        links: body.array('links').map((item) => ({
          linkId: item.id('link_id'),
          code: item.string('code'),
          description: item.string('description'),
          productName: item.string('product_name'),
          sellerName: item.string('seller_name'),
          visits: item.integer('visits'),
          saleCount: item.integer('sales'),
          value: item.integer('value_cents'),
        })),
      };
    },
    async sellers(period, page, pageSize) {
      const route = SALES_TRACKING_ROUTES.sellers;
      const body = object(route, await portal.call(route, { query: { ...period, page, pageSize } }));
      const sellers = readPage(body, (item) => ({
        sellerId: item.id('seller_id'),
        sellerName: item.string('seller_name'),
        saleCount: item.integer('sales'),
        value: item.integer('value_cents'),
      }));
      return { ...sellers, from: body.string('from'), to: body.string('to') };
    },
    async sale(saleId) {
      const route = SALES_TRACKING_ROUTES.sale;
      const body = object(route, await portal.call(route, { params: { saleId } }));
      return {
        id: body.id('id'),
        paymentId: body.string('payment_id'),
        customerName: body.string('customer_name'),
        productName: body.string('product_name'),
        producerName: body.string('producer_name'),
        sellerName: body.string('seller_name'),
        unitName: body.optionalString('unit_name'),
        linkCode: body.optionalString('link_code'),
        status: body.oneOf('status', SALE_STATUSES),
        value: body.integer('value_cents'),
        installments: body.integer('installments'),
        paymentDate: body.instant('payment_date'),
        commissions: body.array('commissions').map(readCommission),
      };
    },
    async register(sale) {
      const route = SALES_TRACKING_ROUTES.register;
      const json = {
        product_id: sale.productId,
        payment_id: sale.paymentId,
        customer_name: sale.customerName,
        value_cents: sale.valueCents,
        installments: sale.installments,
        link_code: sale.linkCode,
        ...(sale.clickId ? { click_id: sale.clickId } : {}),
        ...(sale.paymentDate ? { payment_date: sale.paymentDate } : {}),
      };
      const body = object(route, await portal.call(route, { json }));
      return {
        id: body.id('id'),
        paymentId: body.string('payment_id'),
        status: body.oneOf('status', SALE_STATUSES),
        value: body.integer('value_cents'),
        installments: body.integer('installments'),
        paymentDate: body.instant('payment_date'),
        commissions: body.array('commissions').map((item) => ({
          side: item.oneOf('side', SIDES),
          value: item.integer('value_cents'),
          installment: item.integer('installment'),
        })),
      };
    },
  };
}
