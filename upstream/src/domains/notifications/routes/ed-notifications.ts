/**
 * ED notifications (docs/product.md §8.6 "Notificação ED", §8.7): admin and holding send one notification to
 * every affiliated user, list what was sent, and delete it together with its copies.
 */
import { pipeline } from 'node:stream/promises';
import { type Request, Router } from 'express';
import { NOTIFICATION_TYPES, type NotificationType } from '../../../db/types.ts';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { type JsonObject, jsonObject, pathParam, textField } from '../../../http/input.ts';
import { today } from '../../../kernel/clock.ts';
import { dayPeriod, pageRequest, searchText, searchTooLong, statusFilter } from '../../../kernel/params.ts';
import { isUuid } from '../../../kernel/viewer.ts';
import {
  createEdNotification,
  deleteEdNotification,
  type EdAudience,
  type EdNotificationDraft,
  edAudienceUnits,
  listEdNotifications,
  UnknownEdsError,
  unitExists,
} from '../queries.ts';
import {
  countSentEdNotifications,
  pageSentEdNotifications,
  type SentEdFilter,
  sentEdNotificationsCsv,
} from '../sent.ts';

/** Most EDs one notification may name one by one; more is a unit or everyone. */
export const ED_AUDIENCE_MAX_EDS = 500;

export const ED_MESSAGES = {
  titleRequired: 'O título é obrigatório.',
  titleTooLong: 'O título deve ter no máximo 120 caracteres.',
  messageRequired: 'A mensagem é obrigatória.',
  messageTooLong: 'A mensagem deve ter no máximo 2000 caracteres.',
  invalidType: 'Tipo de notificação inválido. Use SUCCESS, WARN, ERROR ou INFO.',
  notFound: 'Notificação ED não encontrada.',
  audience: 'Público inválido. Use ALL, UNIT (com unit_id) ou EDS (com ed_ids).',
  unitNotFound: 'Unidade não encontrada.',
  edIds: `Escolha de 1 a ${ED_AUDIENCE_MAX_EDS} EDs.`,
  unknownEds: 'Um ou mais EDs escolhidos não foram encontrados.',
} as const;

const TITLE_MAX = 120;
const MESSAGE_MAX = 2000;

/** `audience` of the body: absent means every ED (the notifications sent before it existed). */
function readAudience(body: JsonObject): EdAudience {
  const audience = body.audience;
  if (audience === undefined || audience === null) return { kind: 'ALL' };
  if (typeof audience !== 'object' || Array.isArray(audience)) throw new HttpError(400, ED_MESSAGES.audience);
  const { kind, unit_id: unitId, ed_ids: edIds } = audience as JsonObject;
  if (kind === 'ALL') return { kind };
  if (kind === 'UNIT') {
    if (typeof unitId !== 'string' || !isUuid(unitId)) throw new HttpError(400, ED_MESSAGES.audience);
    return { kind, unitId };
  }
  if (kind === 'EDS') {
    if (!Array.isArray(edIds) || edIds.length === 0 || edIds.length > ED_AUDIENCE_MAX_EDS)
      throw new HttpError(400, ED_MESSAGES.edIds);
    if (!edIds.every((id): id is string => typeof id === 'string' && isUuid(id)))
      throw new HttpError(400, ED_MESSAGES.unknownEds);
    return { kind, edIds };
  }
  throw new HttpError(400, ED_MESSAGES.audience);
}

const isNotificationType = (value: unknown): value is NotificationType =>
  typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);

/**
 * The draft in the body, or a 400 naming the first problem. `type` defaults to INFO (docs/product.md §4.1).
 */
function readDraft(body: JsonObject): EdNotificationDraft {
  const title = textField(body, 'title');
  const message = textField(body, 'message');
  if (!title) throw new HttpError(400, ED_MESSAGES.titleRequired);
  if ([...title].length > TITLE_MAX) throw new HttpError(400, ED_MESSAGES.titleTooLong);
  if (!message) throw new HttpError(400, ED_MESSAGES.messageRequired);
  if ([...message].length > MESSAGE_MAX) throw new HttpError(400, ED_MESSAGES.messageTooLong);
  const type = body.type ?? 'INFO';
  if (!isNotificationType(type)) throw new HttpError(400, ED_MESSAGES.invalidType);
  return { title, message, type, audience: readAudience(body) };
}

const SENT_PATH = '/v1/notifications/portal/ed/sent';
const SEARCH_MAX = 100;

/** The sent list's toolbar (`search`, `status` = the types, `from`, `to`); 400 when a parameter is wrong. */
const sentFilterOf = (req: Request): SentEdFilter => ({
  search: searchText(req, SEARCH_MAX, searchTooLong(SEARCH_MAX)),
  types: statusFilter(req, NOTIFICATION_TYPES),
  ...dayPeriod(req),
});

export function edNotificationRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const adminOrHolding = requireAnyRole('isAdmin', 'isHolding');

  router.get('/v1/notifications/portal/ed', auth, adminOrHolding, async (_req, res) => {
    res.json(await listEdNotifications(deps.db));
  });

  // Notificação ED's sent list under its toolbar, newest first, one page at a time.
  router.get(SENT_PATH, auth, adminOrHolding, async (req, res) => {
    const request = pageRequest(req, ['created_at'] as const, { orderBy: 'created_at' });
    const { page, pageSize } = request;
    res.json(await pageSentEdNotifications(deps.db, { page, pageSize }, sentFilterOf(req)));
  });

  // The same rows as a pt-BR CSV, streamed, its row count first.
  router.get(`${SENT_PATH}/csv`, auth, adminOrHolding, async (req, res) => {
    const filter = sentFilterOf(req);
    res.setHeader('X-Report-Rows', String(await countSentEdNotifications(deps.db, filter)));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="notificacoes-ed-${today()}.csv"`);
    res.setHeader('Cache-Control', 'private, no-store');
    await pipeline(sentEdNotificationsCsv(deps.db, filter), res);
  });

  // The units a notification can be sent to (the audience picker of the screen).
  router.get('/v1/notifications/portal/ed/units', auth, adminOrHolding, async (_req, res) => {
    res.json({ items: await edAudienceUnits(deps.db) });
  });

  router.post('/v1/notifications/portal/ed', auth, adminOrHolding, async (req, res) => {
    const draft = readDraft(jsonObject(req));
    if (draft.audience?.kind === 'UNIT' && !(await unitExists(deps.db, draft.audience.unitId)))
      throw new HttpError(400, ED_MESSAGES.unitNotFound);
    try {
      const created = await createEdNotification(deps.db, draft, { createdBy: viewerOf(req).id });
      deps.logger.info('ED notification sent', {
        id: created.id,
        audience: created.audience,
        recipients: created.recipients,
      });
      res.status(201).json(created);
    } catch (error) {
      if (error instanceof UnknownEdsError) throw new HttpError(400, ED_MESSAGES.unknownEds);
      throw error;
    }
  });

  router.delete('/v1/notifications/portal/ed/:id', auth, adminOrHolding, async (req, res) => {
    if (!(await deleteEdNotification(deps.db, pathParam(req, 'id'), viewerOf(req).id)))
      throw new HttpError(404, ED_MESSAGES.notFound);
    res.status(204).end();
  });

  return router;
}
