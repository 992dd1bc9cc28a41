/**
 * HTTP security headers of every gateway answer (helmet). Two Content-Security-Policies:
 *
 * - API answers (JSON, probes, errors) load nothing and are never framed: `default-src 'none'`.
 * - GraphiQL (GET /graphql from a browser, and its bundle under /graphiql/) runs our own bundled
 *   scripts only (`script-src 'self'`, no inline script, no eval) and talks to /graphql on the
 *   same origin. Its page has one small inline <style> and CodeMirror positions its editors with
 *   inline styles, so `style-src` allows 'unsafe-inline' there; styles cannot run code.
 *
 * The web app's own policy is set by its server (web/security-headers.mjs: nginx and vite preview).
 */
import type { Request, RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { GRAPHIQL_BASE, wantsGraphiQL } from '../graphiql.ts';

type Directives = Record<string, string[]>;

export const API_CSP: Directives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

export const GRAPHIQL_CSP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/** Browser features neither the API nor GraphiQL use. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

const options = (directives: Directives): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // Browsers ignore HSTS over plain http, so local development is unaffected.
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
});

const isGraphiQL = (req: Request): boolean =>
  req.path.startsWith(GRAPHIQL_BASE) ||
  (req.path === '/graphql' && req.method === 'GET' && wantsGraphiQL(req));

/** helmet's headers with the policy that fits the answer, plus Permissions-Policy. */
export function securityHeaders(): RequestHandler {
  const api = helmet(options(API_CSP));
  const graphiql = helmet(options(GRAPHIQL_CSP));
  return (req, res, next) => {
    res.set('permissions-policy', PERMISSIONS_POLICY);
    (isGraphiQL(req) ? graphiql : api)(req, res, next);
  };
}
