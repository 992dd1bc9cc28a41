/**
 * docs/product.md §8.7 "Affiliates and EDs" (docs/upstream-contract/network.md, "EDs"): the ED list and the units
 * batch through which an ED's unit is named (one call per page of EDs, never one per row).
 */
import { isUpstreamStatus } from '../../errors.ts';
import { listFilterQuery } from '../../kernel/list-filter.ts';
import { type Order, readPage, type UpstreamPage } from '../../kernel/paging.ts';
import {
  BILL_STATUSES,
  SALE_STATUSES,
  type UpstreamBillStatus,
  type UpstreamSaleStatus,
} from '../../kernel/statuses.ts';
import type { Route, UpstreamClient } from '../../upstream/http.ts';
import { ShapeReader } from '../../upstream/shape.ts';

export const NETWORK_ROUTES = {
  list: { method: 'GET', path: '/v1/affiliates' },
  byId: { method: 'GET', path: '/v1/affiliates/{id}' },
  sales: { method: 'GET', path: '/v1/affiliates/{id}/sales' },
  setFlag: { method: 'PUT', path: '/v1/affiliates/{id}/flags/{flag}' },
  enable: { method: 'POST', path: '/v1/affiliates/{id}/enable' },
  disable: { method: 'POST', path: '/v1/affiliates/{id}/disable' },
  bills: { method: 'GET', path: '/v1/affiliates/{id}/bills' },
  levelStars: { method: 'GET', path: '/v1/affiliates/{id}/levels-stars' },
  programmes: { method: 'GET', path: '/v1/affiliates/{id}/programmes' },
  /** Streamed to the browser by the gateway's file route (files.ts), never read here. */
  csv: { method: 'GET', path: '/v1/affiliates/csv' },
  influencersCsv: { method: 'GET', path: '/v1/influencers/csv' },
  /** The ED's contract PDFs, streamed by the file route too. */
  contract: { method: 'GET', path: '/v1/affiliates/{id}/contract' },
  edContract: { method: 'GET', path: '/v1/affiliates/{id}/ed-contract' },
  partnerCheck: { method: 'GET', path: '/v1/affiliates/{id}/partner-check' },
  contractSignature: { method: 'GET', path: '/v1/affiliates/{id}/contract-sign' },
  requestContractSignature: { method: 'POST', path: '/v1/affiliates/{id}/contract-sign' },
  influencers: { method: 'GET', path: '/v1/influencers' },
  influencer: { method: 'GET', path: '/v1/influencers/{id}' },
  /** 1–100 organisations by id. */
  units: { method: 'GET', path: '/v1/units' },
} as const satisfies Record<string, Route>;

/** Most unit ids upstream takes in one GET /v1/units (a page's worth). */
export const UNIT_BATCH_MAX = 100;

export interface UpstreamEd {
  id: string;
  name: string;
  email: string;
  unitId: string | null;
  status: string;
  statusCnpj: string | null;
  statusPoints: string | null;
  mobilePhone: string | null;
  active: boolean;
  createdAt: string;
  cnpj: string | null;
  isFranchisee: boolean;
  isTrainer: boolean;
  isLecturer: boolean;
  tracking: boolean;
  /** Set when a contract-sign answer already carries it (the mutation), saving the read. */
  contractSignature?: UpstreamContractSignature;
}

export interface UpstreamEdSale {
  id: string;
  productName: string;
  customerName: string;
  status: UpstreamSaleStatus;
  valueCents: number;
  paymentDate: string;
}

export interface UpstreamEdBill {
  id: string;
  status: UpstreamBillStatus;
  /** Cents. */
  value: number;
  cycle: number;
  producerName: string;
  producerCnpj: string;
  updatedAt: string;
}

export interface UpstreamEdLevelStars {
  level: number;
  levelName: string | null;
  stars: number;
  /** Cents. */
  cycleSales: number;
}

export interface UpstreamProgrammeTotals {
  available: number;
  used: number;
  expired: number;
}

export interface UpstreamEdProgrammes {
  points: UpstreamProgrammeTotals;
  vouchers: UpstreamProgrammeTotals;
  status: string | null;
}

export interface UpstreamInfluencer {
  id: string;
  name: string;
  email: string;
  mobilePhone: string | null;
  statusCnpj: string | null;
  active: boolean;
  createdAt: string;
  salesCount: number;
  /** Cents. */
  salesTotal: number;
  /** Cents. */
  commissions: number;
}

const readInfluencer = (item: ShapeReader): UpstreamInfluencer => ({
  id: item.id('id'),
  name: item.string('name'),
  email: item.string('username'),
  mobilePhone: item.optionalString('mobile_phone'),
  statusCnpj: item.optionalString('status_cnpj'),
  active: item.boolean('active'),
  createdAt: item.instant('created_at'),
  salesCount: item.integer('sales_count'),
  salesTotal: item.integer('sales_cents'),
  commissions: item.integer('commissions_cents'),
});

const PARTNER_REASONS = [
  'PARTNER',
  'NO_CNPJ',
  'INVALID_CNPJ',
  'NO_CPF',
  'CNPJ_REFUSED',
  'CNPJ_OF_UNIT',
] as const;

export interface UpstreamPartnerCheck {
  partner: boolean;
  reason: (typeof PARTNER_REASONS)[number];
  cnpj: string | null;
}

const SIGNATURE_STATUSES = ['NOT_REQUESTED', 'WAITING_SIGNATURE', 'SIGNED'] as const;

export interface UpstreamContractSignature {
  status: (typeof SIGNATURE_STATUSES)[number];
  requestedAt: string | null;
  signedAt: string | null;
}

/** The ED details toggles as upstream names them in PUT /v1/affiliates/{id}/flags/{flag}. */
export type UpstreamEdFlag = 'is_franchisee' | 'is_trainer' | 'is_lecturer' | 'tracking';

export interface UpstreamUnit {
  id: string;
  name: string;
  agenciador: boolean;
}

/** A people list's page and toolbar filter (the ED lists, Influenciadores). */
export interface EdQuery {
  page: number;
  pageSize: number;
  order: Order;
  /** Trimmed; empty for no search. */
  search: string;
  /** ACTIVE or INACTIVE (PENDING too for the ED list); null for everyone. */
  status?: string | null;
  /** Whole registration days (YYYY-MM-DD); absent for no bound. */
  from?: string;
  to?: string;
}

export interface NetworkApi {
  list(query: EdQuery): Promise<UpstreamPage<UpstreamEd>>;
  /** The units among `ids` (at most UNIT_BATCH_MAX), by id; unknown ones are absent. */
  units(ids: readonly string[]): Promise<Map<string, UpstreamUnit>>;
  /** The ED in the viewer's scope, or null (upstream answers 404 alike for missing and out of scope). */
  byId(id: string): Promise<UpstreamEd | null>;
  setFlag(id: string, flag: UpstreamEdFlag, value: boolean): Promise<UpstreamEd>;
  /** Sales by ED, newest first; upstream's 404 (out of scope) is thrown as NOT_FOUND. */
  sales(id: string, page: number, pageSize: number): Promise<UpstreamPage<UpstreamEdSale>>;
  setActive(id: string, active: boolean): Promise<UpstreamEd>;
  /** The ED's bills, newest cycle first; 404 (out of scope) is thrown as NOT_FOUND. */
  bills(id: string, page: number, pageSize: number): Promise<UpstreamPage<UpstreamEdBill>>;
  levelStars(id: string): Promise<UpstreamEdLevelStars>;
  programmes(id: string): Promise<UpstreamEdProgrammes>;
  /** partnerCheck; 404 (out of scope) is thrown as NOT_FOUND. */
  partnerCheck(id: string): Promise<UpstreamPartnerCheck>;
  contractSignature(id: string): Promise<UpstreamContractSignature>;
  /** contract-sign; 409 (not a partner) is thrown as CONFLICT, 404 as NOT_FOUND. */
  requestContractSignature(id: string): Promise<UpstreamContractSignature>;
  /** The agent's influencers (agents only), by name. */
  influencers(query: EdQuery): Promise<UpstreamPage<UpstreamInfluencer>>;
  /** One of the agent's influencers, or null (upstream answers 404 for anyone else). */
  influencer(id: string): Promise<UpstreamInfluencer | null>;
}

const readEdBill = (item: ShapeReader): UpstreamEdBill => ({
  id: item.id('id'),
  status: item.oneOf('status', BILL_STATUSES),
  value: item.integer('value_cents'),
  cycle: item.integer('cycle_number'),
  producerName: item.string('producer_name'),
  producerCnpj: item.string('producer_cnpj'),
  updatedAt: item.instant('updated_at'),
});

const readTotals = (item: ShapeReader): UpstreamProgrammeTotals => ({
  available: item.integer('available'),
  used: item.integer('used'),
  expired: item.integer('expired'),
});

const readEd = (item: ShapeReader): UpstreamEd => ({
  id: item.id('id'),
  name: item.string('name'),
  email: item.string('username'),
  unitId: item.optionalString('unit_id'),
  status: item.string('status'),
  statusCnpj: item.optionalString('status_cnpj'),
  statusPoints: item.optionalString('status_points'),
  mobilePhone: item.optionalString('mobile_phone'),
  active: item.boolean('active'),
  createdAt: item.instant('created_at'),
  cnpj: item.optionalString('cnpj'),
  isFranchisee: item.boolean('is_franchisee'),
  isTrainer: item.boolean('is_trainer'),
  isLecturer: item.boolean('is_lecturer'),
  tracking: item.boolean('tracking'),
});

const readEdSale = (item: ShapeReader): UpstreamEdSale => ({
  id: item.id('id'),
  productName: item.string('product_name'),
  customerName: item.string('customer_name'),
  status: item.oneOf('status', SALE_STATUSES),
  valueCents: item.integer('value_cents'),
  paymentDate: item.instant('payment_date'),
});

const readSignature = (item: ShapeReader): UpstreamContractSignature => ({
  status: item.oneOf('status', SIGNATURE_STATUSES),
  requestedAt: item.optionalString('requested_at'),
  signedAt: item.optionalString('signed_at'),
});

const readUnit = (item: ShapeReader): UpstreamUnit => ({
  id: item.id('id'),
  name: item.string('name'),
  agenciador: item.boolean('agenciador'),
});

export function createNetworkApi(portal: UpstreamClient): NetworkApi {
  const object = (route: Route, body: unknown) =>
    ShapeReader.object(portal.area, `${route.method} ${route.path}`, body);
  return {
    async list({ page, pageSize, order, ...filter }) {
      const query = { page, pageSize, order, orderBy: 'name', ...listFilterQuery(filter) };
      return readPage(object(NETWORK_ROUTES.list, await portal.call(NETWORK_ROUTES.list, { query })), readEd);
    },
    async units(ids) {
      if (ids.length > UNIT_BATCH_MAX) throw new Error(`at most ${UNIT_BATCH_MAX} units per batch`);
      const route = NETWORK_ROUTES.units;
      const body = object(route, await portal.call(route, { query: { ids: ids.join(',') } }));
      return new Map(body.array('items').map((item) => [item.id('id'), readUnit(item)]));
    },
    async byId(id) {
      try {
        return readEd(
          object(NETWORK_ROUTES.byId, await portal.call(NETWORK_ROUTES.byId, { params: { id } })),
        );
      } catch (error) {
        if (isUpstreamStatus(error, 404)) return null;
        throw error;
      }
    },
    async sales(id, page, pageSize) {
      const route = NETWORK_ROUTES.sales;
      return readPage(
        object(route, await portal.call(route, { params: { id }, query: { page, pageSize } })),
        readEdSale,
      );
    },
    async setFlag(id, flag, value) {
      const route = NETWORK_ROUTES.setFlag;
      return readEd(object(route, await portal.call(route, { params: { id, flag }, json: { value } })));
    },
    async setActive(id, active) {
      const route = active ? NETWORK_ROUTES.enable : NETWORK_ROUTES.disable;
      return readEd(object(route, await portal.call(route, { params: { id } })));
    },
    async bills(id, page, pageSize) {
      const route = NETWORK_ROUTES.bills;
      return readPage(
        object(route, await portal.call(route, { params: { id }, query: { page, pageSize } })),
        readEdBill,
      );
    },
    async levelStars(id) {
      const route = NETWORK_ROUTES.levelStars;
      const body = object(route, await portal.call(route, { params: { id } }));
      return {
        level: body.integer('level'),
        levelName: body.optionalString('level_name'),
        stars: body.integer('stars'),
        cycleSales: body.integer('cycle_sales'),
      };
    },
    async influencers({ page, pageSize, order, ...filter }) {
      const route = NETWORK_ROUTES.influencers;
      const query = { page, pageSize, order, orderBy: 'name', ...listFilterQuery(filter) };
      return readPage(object(route, await portal.call(route, { query })), readInfluencer);
    },
    async influencer(id) {
      const route = NETWORK_ROUTES.influencer;
      try {
        return readInfluencer(object(route, await portal.call(route, { params: { id } })));
      } catch (error) {
        if (isUpstreamStatus(error, 404)) return null;
        throw error;
      }
    },
    async partnerCheck(id) {
      const route = NETWORK_ROUTES.partnerCheck;
      const body = object(route, await portal.call(route, { params: { id } }));
      return {
        partner: body.boolean('partner'),
        reason: body.oneOf('reason', PARTNER_REASONS),
        cnpj: body.optionalString('cnpj'),
      };
    },
    contractSignature: async (id) =>
      readSignature(
        object(
          NETWORK_ROUTES.contractSignature,
          await portal.call(NETWORK_ROUTES.contractSignature, { params: { id } }),
        ),
      ),
    async requestContractSignature(id) {
      const route = NETWORK_ROUTES.requestContractSignature;
      return readSignature(object(route, await portal.call(route, { params: { id } })));
    },
    async programmes(id) {
      const route = NETWORK_ROUTES.programmes;
      const body = object(route, await portal.call(route, { params: { id } }));
      return {
        points: readTotals(body.object('points')),
        vouchers: readTotals(body.object('vouchers')),
        status: body.optionalString('status'),
      };
    },
  };
}
