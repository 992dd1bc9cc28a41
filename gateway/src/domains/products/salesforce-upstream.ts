/**
 * Salesforce on Acompanhamento de vendas (docs/upstream-contract/products.md, "Salesforce: campaigns poll and
 * errors"): the errors list, the last campaigns poll and starting one. One call each.
 */
import { listFilterQuery } from '../../kernel/list-filter.ts';
import { readPage, type UpstreamPage } from '../../kernel/paging.ts';
import type { Route, UpstreamClient } from '../../upstream/http.ts';
import { ShapeReader } from '../../upstream/shape.ts';

export const SALESFORCE_ROUTES = {
  errors: { method: 'GET', path: '/v1/salesforce/errors' },
  /** Streamed to the browser by the gateway's file route (list-files.ts), never read here. */
  errorsCsv: { method: 'GET', path: '/v1/salesforce/errors/csv' },
  lastPoll: { method: 'GET', path: '/v1/campaigns/poll' },
  startPoll: { method: 'POST', path: '/v1/campaigns/poll' },
} as const satisfies Record<string, Route>;

const ERROR_TYPES = ['CAMPAIGN', 'SALE', 'PRODUCT'] as const;
const POLL_STATES = { queued: 'QUEUED', running: 'RUNNING', done: 'DONE', failed: 'FAILED' } as const;
type UpstreamPollState = keyof typeof POLL_STATES;

export interface UpstreamSalesforceError {
  id: string;
  type: (typeof ERROR_TYPES)[number];
  reference: string;
  message: string;
  productName: string | null;
  occurredAt: string;
  resolved: boolean;
}

export interface UpstreamCampaignPoll {
  id: string;
  state: (typeof POLL_STATES)[UpstreamPollState];
  requestedBy: string;
  campaignCount: number | null;
  linkedCount: number | null;
  errorCount: number | null;
  errorMessage: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface SalesforceErrorQuery {
  page: number;
  pageSize: number;
  search: string;
  type: string | null;
  /** The days the errors occurred in (YYYY-MM-DD); absent for no bound. */
  from?: string;
  to?: string;
}

export interface SalesforceApi {
  /** `totalCapped`: a search matched more than the 10 000 rows upstream counts. */
  errors(
    query: SalesforceErrorQuery,
  ): Promise<UpstreamPage<UpstreamSalesforceError> & { totalCapped: boolean }>;
  lastPoll(): Promise<UpstreamCampaignPoll | null>;
  startPoll(): Promise<UpstreamCampaignPoll>;
}

const readError = (item: ShapeReader): UpstreamSalesforceError => ({
  id: item.id('id'),
  type: item.oneOf('type', ERROR_TYPES),
  reference: item.string('reference'),
  message: item.string('message'),
  productName: item.optionalString('product_name'),
  occurredAt: item.instant('occurred_at'),
  resolved: item.boolean('resolved'),
});

const readPoll = (item: ShapeReader): UpstreamCampaignPoll => ({
  id: item.id('id'),
  state: POLL_STATES[item.oneOf('state', Object.keys(POLL_STATES) as UpstreamPollState[])],
  requestedBy: item.string('requested_by'),
  campaignCount: item.optionalInteger('campaign_count'),
  linkedCount: item.optionalInteger('linked_count'),
  errorCount: item.optionalInteger('error_count'),
  errorMessage: item.optionalString('error_message'),
  createdAt: item.instant('created_at'),
  startedAt: item.optionalString('started_at'),
  finishedAt: item.optionalString('finished_at'),
});

export function createSalesforceApi(portal: UpstreamClient): SalesforceApi {
  const object = (route: Route, body: unknown) =>
    ShapeReader.object(portal.area, `${route.method} ${route.path}`, body);
  return {
    async errors({ page, pageSize, type, ...filter }) {
      const route = SALESFORCE_ROUTES.errors;
      const query = { page, pageSize, ...listFilterQuery(filter), ...(type ? { type } : {}) };
      const body = object(route, await portal.call(route, { query }));
      return { ...readPage(body, readError), totalCapped: body.boolean('totalCapped') };
    },
    async lastPoll() {
      const route = SALESFORCE_ROUTES.lastPoll;
      const last = object(route, await portal.call(route)).optionalObject('last');
      return last ? readPoll(last) : null;
    },
    async startPoll() {
      const route = SALESFORCE_ROUTES.startPoll;
      return readPoll(object(route, await portal.call(route)));
    },
  };
}
