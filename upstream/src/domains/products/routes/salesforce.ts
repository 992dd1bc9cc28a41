/**
 * Salesforce on Acompanhamento de vendas (docs/upstream-contract/products.md "Salesforce: campaigns poll and
 * errors"), holding and admin: start a campaigns poll, read the last one, and the errors list
 * (page, pageSize 25, search, type, period) and its CSV. Without SALESFORCE_URL the fake CRM feed is served here too.
 */
import { SALESFORCE_ERRORS_PAGE_SIZE } from '@portal/schema/constants';
import { type Request, Router } from 'express';
import { SALESFORCE_ERROR_TYPES, type SalesforceErrorType } from '../../../db/salesforce-types.ts';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { sendCsv } from '../../../http/files.ts';
import { today } from '../../../kernel/clock.ts';
import { MAX_PAGE_SIZE } from '../../../kernel/paging.ts';
import { dayPeriod, intParam, PARAM_MESSAGES, queryText, searchText } from '../../../kernel/params.ts';
import { lastCampaignPoll, startCampaignPoll } from '../campaign-poll.ts';
import { fakeCampaigns } from '../salesforce-crm.ts';
import { listSalesforceErrors } from '../salesforce-errors.ts';
import { countSalesforceErrors, salesforceErrorsCsv } from '../salesforce-errors-csv.ts';

const SEARCH_MAX = 100;

export const SALESFORCE_PARAM_MESSAGES = {
  search: `Parâmetro search inválido: use no máximo ${SEARCH_MAX} caracteres.`,
  type: `Parâmetro type inválido: use ${SALESFORCE_ERROR_TYPES.join(', ')}.`,
} as const;

function typeParam(req: Request): SalesforceErrorType | null {
  const raw = queryText(req, 'type');
  if (raw === undefined || raw === '') return null;
  const found = SALESFORCE_ERROR_TYPES.find((value) => value === raw);
  if (!found) throw new HttpError(400, SALESFORCE_PARAM_MESSAGES.type);
  return found;
}

const searchParam = (req: Request): string | null =>
  searchText(req, SEARCH_MAX, SALESFORCE_PARAM_MESSAGES.search) || null;

/** The list's toolbar: search, type and the period it occurred in (400 for a malformed one). */
const filterOf = (req: Request) => ({ search: searchParam(req), type: typeParam(req), ...dayPeriod(req) });

export function productSalesforceRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const operators = requireAnyRole('isHolding', 'isAdmin');
  const { db } = deps;

  router.post('/v1/campaigns/poll', auth, operators, async (req, res) => {
    const viewer = viewerOf(req);
    const { poll, created } = await startCampaignPoll(db, deps.jobs, viewer);
    if (created) deps.logger.info('campaign poll queued', { id: poll.id, by: viewer.id });
    res.status(202).json(poll);
  });

  router.get('/v1/campaigns/poll', auth, operators, async (_req, res) => {
    res.json({ last: await lastCampaignPoll(db) });
  });

  router.get('/v1/salesforce/errors', auth, operators, async (req, res) => {
    res.json(
      await listSalesforceErrors(db, {
        page: intParam(req, 'page', 0, 0, Number.MAX_SAFE_INTEGER, PARAM_MESSAGES.page),
        pageSize: intParam(
          req,
          'pageSize',
          SALESFORCE_ERRORS_PAGE_SIZE,
          1,
          MAX_PAGE_SIZE,
          PARAM_MESSAGES.pageSize,
        ),
        ...filterOf(req),
      }),
    );
  });

  // 'Exportar CSV': every error the list's filter keeps, newest first, streamed.
  router.get('/v1/salesforce/errors/csv', auth, operators, async (req, res) => {
    const filter = filterOf(req);
    res.setHeader('X-Report-Rows', String(await countSalesforceErrors(db, filter)));
    sendCsv(res, salesforceErrorsCsv(db, filter), `erros-salesforce-${today()}.csv`, (error) =>
      deps.logger.warn('salesforce errors csv interrupted', { error: error.message }),
    );
  });

  // The demo CRM: what SALESFORCE_URL would answer, for trying the HTTP adapter against.
  if (!deps.config.salesforceUrl) {
    router.get('/fake-salesforce/campaigns', (_req, res) => {
      res.json({ campaigns: fakeCampaigns() });
    });
  }

  return router;
}
