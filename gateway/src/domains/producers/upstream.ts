/**
 * Gerenciador de produtores (docs/upstream-contract/producers.md, "Producers"): the producers list, create
 * and edit. A duplicate CNPJ is upstream's 409, which the error mapping turns into CONFLICT with
 * upstream's detail (the text the screen shows).
 */
import { listFilterQuery } from '../../kernel/list-filter.ts';
import { readPage, type UpstreamPage } from '../../kernel/paging.ts';
import type { Route, UpstreamClient } from '../../upstream/http.ts';
import { ShapeReader } from '../../upstream/shape.ts';

export const PRODUCER_ROUTES = {
  producers: { method: 'GET', path: '/v1/products/portal/producers' },
  createProducer: { method: 'POST', path: '/v1/products/portal/producers' },
  updateProducer: { method: 'PUT', path: '/v1/products/portal/producers/{id}' },
  /** Streamed to the browser by the gateway's file route (files.ts), never read here. */
  producersCsv: { method: 'GET', path: '/v1/products/portal/producers/csv' },
} as const satisfies Record<string, Route>;

export interface UpstreamProducer {
  id: string;
  fancyName: string;
  corporateName: string | null;
  cnpj: string;
  idCispay: string | null;
  filial: boolean;
  holding: boolean;
  rmIntegration: boolean;
  updatedAt: string;
}

/** The validated form (schema/src/validation/producers.ts). */
export interface ProducerDraft {
  fancyName: string;
  corporateName: string;
  cnpj: string;
  idCispay?: string | null | undefined;
  filial?: boolean | null | undefined;
  holding?: boolean | null | undefined;
  rmIntegration?: boolean | null | undefined;
}

export interface ProducersApi {
  /** The list under its toolbar: trimmed search ('' for none), registration days (absent for no bound). */
  producers(query: {
    page: number;
    pageSize: number;
    search: string;
    from?: string;
    to?: string;
  }): Promise<UpstreamPage<UpstreamProducer>>;
  createProducer(draft: ProducerDraft): Promise<UpstreamProducer>;
  updateProducer(id: string, draft: ProducerDraft): Promise<UpstreamProducer>;
}

const readProducer = (item: ShapeReader): UpstreamProducer => ({
  id: item.id('id'),
  fancyName: item.string('fancyName'),
  corporateName: item.optionalString('corporateName'),
  cnpj: item.string('cnpj'),
  idCispay: item.optionalString('idCispay'),
  filial: item.boolean('filial'),
  holding: item.boolean('holding'),
  rmIntegration: item.boolean('rmIntegration'),
  updatedAt: item.instant('updated_at'),
});

export function createProducersApi(portal: UpstreamClient): ProducersApi {
  const object = (route: Route, body: unknown) =>
    ShapeReader.object(portal.area, `${route.method} ${route.path}`, body);
  return {
    async producers({ page, pageSize, ...filter }) {
      const route = PRODUCER_ROUTES.producers;
      const query = { page, pageSize, ...listFilterQuery(filter) };
      return readPage(object(route, await portal.call(route, { query })), readProducer);
    },
    async createProducer(draft) {
      const route = PRODUCER_ROUTES.createProducer;
      return readProducer(object(route, await portal.call(route, { json: draft })));
    },
    async updateProducer(id, draft) {
      const route = PRODUCER_ROUTES.updateProducer;
      return readProducer(object(route, await portal.call(route, { params: { id }, json: draft })));
    },
  };
}
