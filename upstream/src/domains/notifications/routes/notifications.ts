/** The viewer's notifications (docs/product.md §4.2 "Notifications"). */
import { Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { pathParam } from '../../../http/input.ts';
import { deleteNotification, listNotifications } from '../queries.ts';

export const NOTIFICATION_NOT_FOUND = 'Notificação não encontrada.';

export function notificationRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);

  router.get('/v1/notifications/portal/list', auth, async (req, res) => {
    res.json(await listNotifications(deps.db, viewerOf(req).id));
  });

  // Someone else's notification answers like a missing one: ids of other users are not confirmed.
  router.delete('/v1/notifications/portal/:notification_id', auth, async (req, res) => {
    const deleted = await deleteNotification(deps.db, viewerOf(req).id, pathParam(req, 'notification_id'));
    if (!deleted) throw new HttpError(404, NOTIFICATION_NOT_FOUND);
    res.status(204).end();
  });

  return router;
}
