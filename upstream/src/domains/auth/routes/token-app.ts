/** The token service (docs/upstream-contract/auth.md, "Token service"): its own express app and port. */
import express, { type ErrorRequestHandler, type Express, type Request, type Response } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { answerServerError, clientErrorStatus, notFound } from '../../../http/errors.ts';
import { requestContext, requestIdOf } from '../../../http/request-context.ts';
import { findUsableClient, secretMatches } from '../../../kernel/api-clients.ts';
import { findActiveViewer, normaliseUsername } from '../../../kernel/viewer.ts';
import { healthRoutes } from '../../../routes/health.ts';
import {
  type IssuedToken,
  issueAccessToken,
  issueClientToken,
  verifyAccessClaims,
} from '../../../token/jwt.ts';
import { activeTracer, traceRequests } from '../../../tracing.ts';
import { mustEnrolTwoFactor } from '../enrolment-policy.ts';
import {
  ACCESS_TOKEN_TYPE,
  BAD_CLIENT,
  BAD_CREDENTIALS,
  BAD_MFA_TOKEN,
  BAD_SCOPE,
  BAD_SECOND_FACTOR,
  BAD_SUBJECT_TOKEN,
  type ClientGrant,
  type ExchangeGrant,
  type OAuthError,
  type PasswordGrant,
  readTokenRequest,
  type SecondFactorGrant,
  type TokenRequest,
} from '../grant.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import {
  CHALLENGE_TTL_SECONDS,
  completeChallenge,
  createChallenge,
  hasTwoFactor,
} from '../two-factor-challenge.ts';

/** A password grant of a user with a second factor: no token yet, a challenge to complete. */
interface Challenge {
  mfaToken: string;
}

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
  const tracer = activeTracer();
  if (tracer) app.use(traceRequests(tracer, 'token'));
  app.use(requestContext(logger, 'token', deps.metrics));
  app.use(healthRoutes(db, logger, config.instanceId));

  app.get('/.well-known/jwks.json', (_req, res) => {
    // Short cache: verifiers pick up a new key within minutes, and refetch on an unknown kid anyway.
    res.set('Cache-Control', 'public, max-age=300').json(keys.jwks());
  });

  /** A person's token; good only for enrolling a second factor while the role policy asks for one. */
  const personToken = async (user: { id: string; username: string }, authTime?: number) => {
    const enrolmentOnly = await mustEnrolTwoFactor(db, user.id, config.requireTwoFactorRoles);
    return issueAccessToken(keys, config, user, authTime, enrolmentOnly);
  };

  /** The password grant: a new session. */
  const signIn = async ({
    username,
    password,
  }: PasswordGrant): Promise<IssuedToken | OAuthError | Challenge> => {
    const user = await db
      .selectFrom('users')
      .select(['id', 'username', 'password_hash', 'active'])
      .where('username', '=', normaliseUsername(username))
      .executeTakeFirst();
    const matches = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
    if (!user || !matches || !user.active) return BAD_CREDENTIALS;
    if (await hasTwoFactor(db, user.id)) return { mfaToken: await createChallenge(db, user.id) };
    return personToken(user);
  };

  /** The second step: the challenge and a code; the session starts now (its auth time). */
  const completeSignIn = async (
    { mfaToken, otp }: SecondFactorGrant,
    req: Request,
  ): Promise<IssuedToken | OAuthError> => {
    const outcome = await completeChallenge(db, config.twoFactorKey, mfaToken, otp);
    // The audit of every second-factor attempt: who, which way, refused or not (never the code).
    logger.info('second factor attempt', {
      requestId: requestIdOf(req),
      userId: outcome.userId,
      outcome: 'refused' in outcome ? outcome.refused : outcome.method,
    });
    if ('refused' in outcome) return outcome.refused === 'expired' ? BAD_MFA_TOKEN : BAD_SECOND_FACTOR;
    const viewer = await findActiveViewer(db, outcome.userId);
    return viewer ? issueAccessToken(keys, config, viewer) : BAD_MFA_TOKEN;
  };

  /**
   * The token exchange: the same session, a fresh token. Only a token of ours that has not expired,
   * of a user who still exists and is active, inside the session's limit (issueAccessToken).
   */
  const renew = async ({ subjectToken }: ExchangeGrant): Promise<IssuedToken | OAuthError> => {
    const claims = verifyAccessClaims(keys, config, subjectToken);
    // An API client's token is never renewed: the client asks for a new one with its secret.
    if (claims?.clientId) return BAD_SUBJECT_TOKEN;
    const viewer = claims && (await findActiveViewer(db, claims.userId));
    const sessionEnds = claims ? claims.authTime + config.sessionMaxSeconds : 0;
    if (!claims || !viewer || sessionEnds <= Date.now() / 1000) return BAD_SUBJECT_TOKEN;
    // An enrolment-only session becomes a full one once the second factor is on (the code that
    // turned it on was the proof); a full session stays full until its next password login.
    if (claims.enrolmentOnly) return personToken(viewer, claims.authTime);
    return issueAccessToken(keys, config, viewer, claims.authTime);
  };

  const answerClientGrant = clientGrantAnswer(deps);

  type PersonGrant = Exclude<TokenRequest, { error: OAuthError } | { client: ClientGrant }>;
  const grantName = (parsed: PersonGrant) =>
    'password' in parsed ? 'password' : 'exchange' in parsed ? 'exchange' : 'mfa-otp';
  const answerPersonGrant = async (parsed: PersonGrant, req: Request) => {
    if ('password' in parsed) return { grant: parsed.password, issued: await signIn(parsed.password) };
    if ('exchange' in parsed) return { grant: parsed.exchange, issued: await renew(parsed.exchange) };
    return { grant: parsed.secondFactor, issued: await completeSignIn(parsed.secondFactor, req) };
  };

  app.post('/token', express.urlencoded({ extended: false, limit: '10kb' }), async (req, res) => {
    const parsed = readTokenRequest(req.body, config.tokenClientId);
    if ('error' in parsed) {
      oauthError(res, parsed.error);
      return;
    }
    if ('client' in parsed) {
      await answerClientGrant(parsed.client, req, res);
      return;
    }
    const { grant, issued } = await answerPersonGrant(parsed, req);
    if ('mfaToken' in issued) {
      // Auth0's shape: 403 mfa_required with the token of the second step.
      noStore(res).status(403).json({
        error: 'mfa_required',
        error_description: 'Second factor required',
        mfa_token: issued.mfaToken,
        expires_in: CHALLENGE_TTL_SECONDS,
      });
      return;
    }
    if ('error' in issued) {
      logger.info('token refused', { requestId: requestIdOf(req), grant: grantName(parsed) });
      oauthError(res, issued);
      return;
    }
    noStore(res).json({
      access_token: issued.accessToken,
      token_type: 'bearer',
      expires_in: issued.expiresIn,
      // RFC 8693 §2.2.1: an exchange says what it issued.
      ...('exchange' in parsed ? { issued_token_type: ACCESS_TOKEN_TYPE } : {}),
      // The role policy: this session may only enrol a second factor (enrolment-policy.ts).
      ...(issued.enrolmentOnly ? { two_factor_enrolment_required: true } : {}),
      ...(grant.scope === null ? {} : { scope: grant.scope }),
    });
  });

  app.use(notFound);
  app.use(tokenErrorHandler(deps));
  return app;
}

/** The client_credentials grant's answer (its own function: createTokenApp stays readable). */
function clientGrantAnswer({ db, keys, config, logger }: AppDeps) {
  /**
   * The client_credentials grant (docs/integrators.md): unknown, revoked, expired, owner disabled
   * or wrong secret are one answer. A scope asked for narrows the client's; it never widens it.
   */
  const authenticateClient = async ({ clientId, clientSecret, scope }: ClientGrant) => {
    const client = await findUsableClient(db, clientId);
    if (!client || !secretMatches(clientSecret, client.secretHash)) return { issued: BAD_CLIENT };
    const asked = scope === null ? client.scopes : scope.split(' ').filter(Boolean);
    if (!asked.every((name) => client.scopes.includes(name))) return { issued: BAD_SCOPE };
    await db
      .updateTable('api_clients')
      .set({ last_used_at: new Date() })
      .where('id', '=', client.id)
      .execute();
    return {
      issued: issueClientToken(keys, config, { ...client, scopes: asked }),
      scope: asked.join(' '),
    };
  };

  return async (grant: ClientGrant, req: Request, res: Response) => {
    const { issued, scope } = await authenticateClient(grant);
    if ('error' in issued) {
      logger.info('token refused', { requestId: requestIdOf(req), grant: 'client_credentials' });
      // RFC 6749 §5.2: a failed client authentication is 401.
      noStore(res)
        .status(issued === BAD_CLIENT ? 401 : 400)
        .json(issued);
      return;
    }
    noStore(res).json({
      access_token: issued.accessToken,
      token_type: 'bearer',
      expires_in: issued.expiresIn,
      scope,
    });
  };
}

/** Unparseable bodies are OAuth2 `invalid_request`; anything else is a logged 500 without details. */
function tokenErrorHandler({ logger }: AppDeps): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (clientErrorStatus(error) !== null) {
      oauthError(res, { error: 'invalid_request', error_description: 'The request body could not be read' });
      return;
    }
    answerServerError(logger, error, req, res, {
      error: 'server_error',
      error_description: 'Internal Server Error',
    });
  };
}
