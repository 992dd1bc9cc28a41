/**
 * The viewer's second factor (docs/upstream-contract/auth.md, "Second factor"): its state, the
 * enrolment in two steps and disabling. A person's own session only: an API client's token is
 * refused (403), a key never manages its owner's sign-in.
 */
import { Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requirePersonalSession, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { jsonObject } from '../../../http/input.ts';
import { requestIdOf } from '../../../http/request-context.ts';
import { MAX_PASSWORD_BYTES } from '../grant.ts';
import { verifyPassword } from '../passwords.ts';
import {
  confirmEnrolment,
  disableTwoFactor,
  startEnrolment,
  TWO_FACTOR_DETAIL,
  twoFactorStatus,
} from '../two-factor.ts';

/** Longer than any code we accept (a recovery code with spaces); bounds the work on a hostile one. */
const MAX_CODE_LENGTH = 32;

const codeOf = (body: Readonly<Record<string, unknown>>): string => {
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  if (code === '' || code.length > MAX_CODE_LENGTH) throw new HttpError(400, TWO_FACTOR_DETAIL.wrongCode);
  return code;
};

export function twoFactorRoutes(deps: AppDeps): Router {
  const { db, config, logger } = deps;
  const key = config.twoFactorKey;
  const router = Router();
  const guard = [authenticate(deps), requirePersonalSession];
  // The enrolment's own routes: a person the role policy holds back may use them (http/auth.ts).
  const enrolling = [authenticate(deps, { enrolment: true }), requirePersonalSession];

  router.get('/me/two-factor', ...enrolling, async (req, res) => {
    const status = await twoFactorStatus(db, viewerOf(req).id);
    res.json({
      enabled: status.enabled,
      enabledAt: status.enabledAt?.toISOString() ?? null,
      recoveryCodesLeft: status.recoveryCodesLeft,
    });
  });

  router.post('/me/two-factor/enrolment', ...enrolling, async (req, res) => {
    const viewer = viewerOf(req);
    res.status(201).json(await startEnrolment(db, key, viewer));
  });

  router.post('/me/two-factor/confirmation', ...enrolling, async (req, res) => {
    const viewer = viewerOf(req);
    const recoveryCodes = await confirmEnrolment(db, key, viewer.id, codeOf(jsonObject(req)));
    logger.info('second factor enabled', { requestId: requestIdOf(req), userId: viewer.id });
    res.json({ recoveryCodes });
  });

  router.post('/me/two-factor/deactivation', ...guard, async (req, res) => {
    const viewer = viewerOf(req);
    const body = jsonObject(req);
    const password = typeof body.password === 'string' ? body.password : '';
    const user = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', viewer.id)
      .executeTakeFirstOrThrow();
    const passwordOk =
      password !== '' &&
      Buffer.byteLength(password) <= MAX_PASSWORD_BYTES &&
      (await verifyPassword(password, user.password_hash));
    if (!passwordOk) throw new HttpError(400, TWO_FACTOR_DETAIL.wrongPassword);
    await disableTwoFactor(db, key, viewer.id, codeOf(body));
    logger.info('second factor disabled', { requestId: requestIdOf(req), userId: viewer.id });
    res.status(204).end();
  });

  return router;
}
