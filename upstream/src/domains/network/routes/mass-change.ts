/**
 * 'Alteração em massa' (docs/product.md §8.7 "Affiliates and EDs: mass-change and
 * mass-change/{id}"), holding only: POST a CSV (validated whole before anything is queued), the
 * jobs list (who ran what and when) and one job with its progress and per-row results.
 */

import {
  MASS_CHANGE_FILE_NAME_MAX,
  MASS_CHANGE_INPUT_MESSAGES,
  MASS_CHANGE_MAX_CHARS,
} from '@portal/schema/validation/network-units';
import express, { type Request, type RequestHandler, Router } from 'express';
import { MASS_CHANGE_STATES } from '../../../db/unit-types.ts';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, viewerOf } from '../../../http/auth.ts';
import { clientErrorStatus, HttpError } from '../../../http/errors.ts';
import { jsonObject, pathParam, textField } from '../../../http/input.ts';
import { MAX_PAGE_SIZE } from '../../../kernel/paging.ts';
import {
  dayPeriod,
  intParam,
  PARAM_MESSAGES,
  pageRequest,
  searchText,
  searchTooLong,
  statusFilter,
} from '../../../kernel/params.ts';
import { createMassChange, MASS_CHANGE_MESSAGES, validateMassChange } from '../mass-change.ts';
import { massChangesCsv } from '../mass-change-csv.ts';
import {
  countMassChanges,
  findMassChange,
  listMassChanges,
  type MassChangeFilter,
} from '../mass-change-list.ts';
import { sendCsv } from './csv-response.ts';

const PATH = '/v1/affiliates/mass-change';

/** Paths whose body this router parses itself (after authentication); the 100 kB parser skips them. */
export const isMassChangeUploadPath = (path: string): boolean =>
  /^\/v1\/affiliates\/mass-change\/?$/i.test(path);

/** 4 million characters of UTF-8 CSV inside JSON: up to about 3 bytes each, with room for escapes. */
const uploadBody = express.json({ limit: '13mb' });
const parseUploadBody: RequestHandler = (req, res, next) => {
  if (req.method !== 'POST') return next();
  uploadBody(req, res, (error?: unknown) => {
    if (error !== undefined && clientErrorStatus(error) === 413) {
      next(new HttpError(400, MASS_CHANGE_INPUT_MESSAGES.fileTooLarge));
      return;
    }
    next(error);
  });
};

/** Longest search (a file's or a person's name fits well within it). */
export const MASS_CHANGE_SEARCH_MAX = 100;

/** The list's toolbar as the list and its CSV read it: search, states (comma-separated), period. */
const filterOf = (req: Request): MassChangeFilter => ({
  search: searchText(req, MASS_CHANGE_SEARCH_MAX, searchTooLong(MASS_CHANGE_SEARCH_MAX)) || null,
  states: statusFilter(req, MASS_CHANGE_STATES),
  ...dayPeriod(req),
});

export function massChangeRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const holding = requireAnyRole('isHolding');

  router.post(PATH, auth, holding, parseUploadBody, async (req, res) => {
    const body = jsonObject(req);
    const fileName = textField(body, 'file_name');
    if (fileName === '' || fileName.length > MASS_CHANGE_FILE_NAME_MAX) {
      throw new HttpError(400, MASS_CHANGE_INPUT_MESSAGES.fileName);
    }
    const csv = typeof body.csv === 'string' ? body.csv : '';
    if (csv.trim() === '') throw new HttpError(400, MASS_CHANGE_INPUT_MESSAGES.fileRequired);
    if (csv.length > MASS_CHANGE_MAX_CHARS) throw new HttpError(400, MASS_CHANGE_INPUT_MESSAGES.fileTooLarge);
    const validation = await validateMassChange(deps.db, csv);
    if (validation.kind === 'invalid') {
      res
        .status(422)
        .json({ detail: validation.message, error_count: validation.errorCount, errors: validation.errors });
      return;
    }
    const viewer = viewerOf(req);
    const id = await createMassChange(deps.db, deps.jobs, viewer, fileName, validation.rows);
    deps.logger.info('mass change queued', { id, rows: validation.rows.length, by: viewer.id });
    const job = await findMassChange(deps.db, id, { page: 0, pageSize: 1 });
    res.status(202).json(job);
  });

  router.get(PATH, auth, holding, async (req, res) => {
    const request = pageRequest(req, ['created_at'] as const, { orderBy: 'created_at' });
    res.json(await listMassChanges(deps.db, request, filterOf(req)));
  });

  // The list as CSV (pt-BR conventions), streamed: the same filter as the list. Before `/:id`.
  router.get(`${PATH}/csv`, auth, holding, async (req, res) => {
    const filter = filterOf(req);
    const rows = await countMassChanges(deps.db, filter);
    await sendCsv(res, 'alteracoes-em-massa', rows, massChangesCsv(deps.db, filter));
  });

  router.get(`${PATH}/:id`, auth, holding, async (req, res) => {
    const page = intParam(req, 'page', 0, 0, Number.MAX_SAFE_INTEGER, PARAM_MESSAGES.page);
    const pageSize = intParam(req, 'pageSize', 10, 1, MAX_PAGE_SIZE, PARAM_MESSAGES.pageSize);
    const job = await findMassChange(deps.db, pathParam(req, 'id'), { page, pageSize });
    if (!job) throw new HttpError(404, MASS_CHANGE_MESSAGES.notFound);
    res.json(job);
  });

  return router;
}
