/**
 * docs/product.md §8.7 "Affiliates and EDs" (docs/upstream-contract.md, "EDs"): the ED list and the units
 * batch through which an ED's unit is named (one call per page of EDs, never one per row).
 */
import { type Order, readPage, type UpstreamPage } from '../kernel/paging.ts';
import type { Route, UpstreamClient } from './http.ts';
import { ShapeReader } from './shape.ts';

export const ED_ROUTES = {
  list: { method: 'GET', path: '/v1/affiliates' },
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
}

export interface UpstreamUnit {
  id: string;
  name: string;
  agenciador: boolean;
}

export interface EdQuery {
  page: number;
  pageSize: number;
  order: Order;
  /** Trimmed; empty for no search. */
  search: string;
}

export interface EdsApi {
  list(query: EdQuery): Promise<UpstreamPage<UpstreamEd>>;
  /** The units among `ids` (at most UNIT_BATCH_MAX), by id; unknown ones are absent. */
  units(ids: readonly string[]): Promise<Map<string, UpstreamUnit>>;
}

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
});

const readUnit = (item: ShapeReader): UpstreamUnit => ({
  id: item.id('id'),
  name: item.string('name'),
  agenciador: item.boolean('agenciador'),
});

export function createEdsApi(portal: UpstreamClient): EdsApi {
  const object = (route: Route, body: unknown) =>
    ShapeReader.object(portal.area, `${route.method} ${route.path}`, body);
  return {
    async list({ page, pageSize, order, search }) {
      const query = { page, pageSize, order, orderBy: 'name', ...(search ? { search } : {}) };
      return readPage(object(ED_ROUTES.list, await portal.call(ED_ROUTES.list, { query })), readEd);
    },
    async units(ids) {
      if (ids.length > UNIT_BATCH_MAX) throw new Error(`at most ${UNIT_BATCH_MAX} units per batch`);
      const route = ED_ROUTES.units;
      const body = object(route, await portal.call(route, { query: { ids: ids.join(',') } }));
      return new Map(body.array('items').map((item) => [item.id('id'), readUnit(item)]));
    },
  };
}
