/**
 * E-mails enviados (docs/mail.md "The holding sees what was sent"): the holding and admins read the
 * outbox as a delivery list (paged, filtered, as CSV) and put a failed message back in the queue.
 */
import { pipeline } from 'node:stream/promises';
import {
  isCalendarDay,
  MAIL_DELIVERY_MESSAGES,
  MAIL_DELIVERY_SEARCH_MAX,
  MAIL_DELIVERY_STATES,
  type MailDeliveryState,
} from '@portal/schema';
import { type Request, Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { pathParam } from '../../../http/input.ts';
import { fortalezaMidnight } from '../../../kernel/clock.ts';
import { pageRequest, queryText, searchText, searchTooLong } from '../../../kernel/params.ts';
import { isUuid } from '../../../kernel/viewer.ts';
import {
  countDeliveries,
  type DeliveryFilter,
  deliveriesCsv,
  listDeliveries,
  resendDelivery,
} from '../deliveries.ts';

export const DELIVERIES_PATH = '/v1/mail/deliveries';
export const DELIVERY_PERIOD_MESSAGE =
  'Parâmetros from e to: use dias AAAA-MM-DD, to no mesmo dia ou depois de from.';

const DAY_MS = 86_400_000;

/** A whole Fortaleza day (YYYY-MM-DD): the instant it starts. */
const dayStart = (req: Request, name: 'from' | 'to'): Date | undefined => {
  const value = queryText(req, name);
  if (!value) return undefined;
  if (!isCalendarDay(value)) throw new HttpError(400, DELIVERY_PERIOD_MESSAGE);
  return fortalezaMidnight(value);
};

/** search (a piece of the address), state, template and the period [from, to + 1 day). */
function deliveryFilter(req: Request): DeliveryFilter {
  const state = queryText(req, 'state') || undefined;
  if (state && !(MAIL_DELIVERY_STATES as readonly string[]).includes(state))
    throw new HttpError(400, MAIL_DELIVERY_MESSAGES.stateInvalid);
  const template = queryText(req, 'template') || undefined;
  if (template && template.length > 60) throw new HttpError(400, MAIL_DELIVERY_MESSAGES.templateInvalid);
  const from = dayStart(req, 'from');
  const lastDay = dayStart(req, 'to');
  if (from && lastDay && lastDay < from) throw new HttpError(400, DELIVERY_PERIOD_MESSAGE);
  const search = searchText(req, MAIL_DELIVERY_SEARCH_MAX, searchTooLong(MAIL_DELIVERY_SEARCH_MAX));
  return {
    ...(search ? { search } : {}),
    ...(state ? { state: state as MailDeliveryState } : {}),
    ...(template ? { template } : {}),
    ...(from ? { from } : {}),
    // The last day counts whole: the period ends when the next day starts.
    ...(lastDay ? { to: new Date(lastDay.getTime() + DAY_MS) } : {}),
  };
}

export function deliveryRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);
  const readers = requireAnyRole('isHolding', 'isAdmin');
  const { db } = deps;

  router.get(DELIVERIES_PATH, auth, readers, async (req, res) => {
    const request = pageRequest(req, ['created_at'] as const, { orderBy: 'created_at', order: 'DESC' });
    res.json(await listDeliveries(db, request, deliveryFilter(req)));
  });

  // The list as CSV (pt-BR conventions), streamed, with the same filters as the list.
  router.get(`${DELIVERIES_PATH}/csv`, auth, readers, async (req, res) => {
    const filter = deliveryFilter(req);
    res.setHeader('X-Report-Rows', String(await countDeliveries(db, filter)));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="emails-enviados.csv"');
    res.setHeader('Cache-Control', 'private, no-store');
    await pipeline(deliveriesCsv(db, filter), res);
  });

  router.post(`${DELIVERIES_PATH}/:id/resend`, auth, readers, async (req, res) => {
    const id = pathParam(req, 'id');
    if (!isUuid(id)) throw new HttpError(404, MAIL_DELIVERY_MESSAGES.notFound);
    const delivery = await resendDelivery(db, id, viewerOf(req).id);
    deps.logger.info('mail resent', { id, by: viewerOf(req).id });
    res.json(delivery);
  });

  return router;
}
