/**
 * Password recovery (docs/product.md §2.4 "Auth and user"): PUT /unknown-password starts it, POST
 * /change-password finishes it with the recovery token as bearer. There is no mail server: the
 * reset link is written to the log.
 */
import { Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { bearerToken } from '../../../http/auth.ts';
import { HttpError, notAuthenticated } from '../../../http/errors.ts';
import { jsonObject, textField } from '../../../http/input.ts';
import { requestIdOf } from '../../../http/request-context.ts';
import { hashPassword, passwordProblem } from '../passwords.ts';
import { createRecoveryToken, isRecoveryTokenValid, redeemRecoveryToken } from '../recovery.ts';

export const INVALID_MAIL = 'Informe um e-mail válido.';

const isMail = (value: string): boolean => value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export function passwordRoutes({ db, config, logger }: AppDeps): Router {
  const router = Router();

  // Always 204 for a well-formed address: whether it has an account is never revealed.
  router.put('/unknown-password', async (req, res) => {
    const mail = textField(jsonObject(req), 'mail');
    if (!isMail(mail)) throw new HttpError(400, INVALID_MAIL);
    const created = await createRecoveryToken(db, mail, config.recoveryTtlMinutes);
    if (created) {
      const link = `${config.webUrl}/alterar-senha?token=${created.token}`;
      logger.info('password reset link', { requestId: requestIdOf(req), userId: created.userId, link });
    }
    res.status(204).end();
  });

  router.post('/change-password', async (req, res) => {
    const token = bearerToken(req);
    // The token is checked first so that only its holder learns about the password policy.
    if (token === null || !(await isRecoveryTokenValid(db, token))) throw notAuthenticated();
    const body = jsonObject(req);
    const password = typeof body.password === 'string' ? body.password : '';
    const problem = passwordProblem(password);
    if (problem) throw new HttpError(400, problem);
    // Hashed outside the transaction: bcrypt is slow and the embedded database has one connection.
    const hash = await hashPassword(password, config.bcryptCost);
    if (!(await redeemRecoveryToken(db, token, hash))) throw notAuthenticated();
    res.status(204).end();
  });

  return router;
}
