/**
 * Bearer authentication of the portal routes: the JWT is verified in-process with the token
 * service's keys, then its user is loaded, and must exist and be active. Every failure is the same
 * 401, so a client cannot tell a forged token from a disabled account.
 */
import type { Request, RequestHandler } from 'express';
import type { Db } from '../db/connection.ts';
import { findUsableClient } from '../kernel/api-clients.ts';
import type { RoleFlag } from '../kernel/roles.ts';
import { findActiveViewer, type Viewer } from '../kernel/viewer.ts';
import { type TokenSettings, verifyAccessClaims } from '../token/jwt.ts';
import type { KeyStore } from '../token/keys.ts';
import { forbidden, HttpError, notAuthenticated } from './errors.ts';

export interface AuthDeps {
  db: Db;
  keys: KeyStore;
  config: TokenSettings;
}

const viewers = new WeakMap<Request, Viewer>();
/** The API client a request comes from (docs/integrators.md), when its token is a client's. */
const clients = new WeakMap<Request, string>();

/** The token of `Authorization: Bearer <token>` (scheme case-insensitive), or null. */
export function bearerToken(req: Request): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(req.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/** Why a token good only for enrolling a second factor is refused elsewhere (REQUIRE_2FA_ROLES). */
export const ENROLMENT_REQUIRED_DETAIL = 'Ative a verificação em duas etapas para continuar.';

export interface AuthenticateOptions {
  /**
   * The route is part of the second factor's enrolment (GET /me and /me/two-factor, its two
   * steps): an enrolment-only token (domains/auth/enrolment-policy.ts) is let through. Every other
   * route refuses it with 403.
   */
  enrolment?: boolean;
}

export function authenticate(
  { db, keys, config }: AuthDeps,
  { enrolment = false }: AuthenticateOptions = {},
): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req);
    const claims = token === null ? null : verifyAccessClaims(keys, config, token);
    const viewer = claims === null ? null : await findActiveViewer(db, claims.userId);
    if (!viewer || !claims) throw notAuthenticated();
    if (claims.enrolmentOnly && !enrolment) throw new HttpError(403, ENROLMENT_REQUIRED_DETAIL);
    if (claims.clientId !== null) {
      // A revoked or expired key stops at once, not when its token expires.
      const client = await findUsableClient(db, claims.clientId);
      if (client?.ownerId !== viewer.id) throw notAuthenticated();
      clients.set(req, client.id);
    }
    viewers.set(req, viewer);
    next();
  };
}

/** The authenticated user; only valid on routes behind `authenticate`. */
export function viewerOf(req: Request): Viewer {
  const viewer = viewers.get(req);
  if (!viewer) throw new Error(`route ${req.method} ${req.path} reads the viewer without authenticate`);
  return viewer;
}

/** The API client behind the request's token, or null for a person's own session. */
export const apiClientOf = (req: Request): string | null => clients.get(req) ?? null;

/** Refuses (403) API clients' tokens: managing keys and webhooks takes the person's own session. */
export const requirePersonalSession: RequestHandler = (req, _res, next) => {
  if (apiClientOf(req) !== null) throw forbidden();
  next();
};

/** Lets through viewers holding at least one of `roles`; 403 otherwise. */
export function requireAnyRole(...roles: RoleFlag[]): RequestHandler {
  return (req, _res, next) => {
    if (!viewerOf(req).roles.some((role) => roles.includes(role))) throw forbidden();
    next();
  };
}
