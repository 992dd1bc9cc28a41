/** The token service (docs/upstream-contract.md, "Token service"): its own express app and port. */
import express, { type ErrorRequestHandler, type Express, type Response } from 'express';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { AppDeps } from '../deps.ts';
import { clientErrorStatus, notFound } from '../http/errors.ts';
import { requestContext, requestIdOf } from '../http/request-context.ts';
import { normaliseUsername } from '../kernel/viewer.ts';
import { healthRoutes } from '../routes/health.ts';
import { BAD_CREDENTIALS, type OAuthError, readPasswordGrant } from './grant.ts';
import { issueAccessToken } from './jwt.ts';

/** RFC 6749 §5.1: token responses (and their errors) must not be cached. */
const noStore = (res: Response) => res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' });

const oauthError = (res: Response, error: OAuthError) => noStore(res).status(400).json(error);

export function createTokenApp(deps: AppDeps): Express {
  const { db, keys, config, logger } = deps;
  // Compared against when the username is unknown, so both failures take as long as a real check
  // (no account enumeration by timing).
  const dummyHash = hashPassword('not-a-real-password-0', config.bcryptCost);

  const app = express();
  app.disable('x-powered-by');
  app.use(requestContext(logger, 'token', deps.metrics));
  app.use(healthRoutes(db, logger, config.instanceId));

  app.get('/.well-known/jwks.json', (_req, res) => {
    // Short cache: verifiers pick up a new key within minutes, and refetch on an unknown kid anyway.
    res.set('Cache-Control', 'public, max-age=300').json(keys.jwks());
  });

  app.post('/token', express.urlencoded({ extended: false, limit: '10kb' }), async (req, res) => {
    const parsed = readPasswordGrant(req.body, config.tokenClientId);
    if ('error' in parsed) {
      oauthError(res, parsed.error);
      return;
    }
    const { username, password, scope } = parsed.grant;
    const user = await db
      .selectFrom('users')
      .select(['id', 'username', 'password_hash', 'active'])
      .where('username', '=', normaliseUsername(username))
      .executeTakeFirst();
    const matches = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
    if (!user || !matches || !user.active) {
      logger.info('token refused', { requestId: requestIdOf(req), userId: user?.id ?? null });
      oauthError(res, BAD_CREDENTIALS);
      return;
    }
    const issued = issueAccessToken(keys, config, user);
    noStore(res).json({
      access_token: issued.accessToken,
      token_type: 'bearer',
      expires_in: issued.expiresIn,
      ...(scope === null ? {} : { scope }),
    });
  });

  app.use(notFound);
  app.use(tokenErrorHandler(deps));
  return app;
}

/** Unparseable bodies are OAuth2 `invalid_request`; anything else is a logged 500 without details. */
function tokenErrorHandler({ logger }: AppDeps): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (clientErrorStatus(error) !== null) {
      oauthError(res, { error: 'invalid_request', error_description: 'The request body could not be read' });
      return;
    }
    logger.error('unhandled error', {
      requestId: requestIdOf(req),
      method: req.method,
      path: req.path,
      error,
    });
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(500).json({ error: 'server_error', error_description: 'Internal Server Error' });
  };
}
