/**
 * The errors a request can end in: a status and a detail text (pt-BR where users read it). Domain
 * modules throw them without knowing about HTTP; the app's error handler (http/errors.ts) answers
 * them as `{"detail": ...}`.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

export const DETAIL = {
  notAuthenticated: 'Not authenticated',
  forbidden: 'Forbidden',
  notFound: 'Not Found',
  internal: 'Internal Server Error',
  invalidBody: 'Corpo da requisição inválido.',
  bodyTooLarge: 'Corpo da requisição muito grande.',
} as const;

export const notAuthenticated = () => new HttpError(401, DETAIL.notAuthenticated);
export const forbidden = () => new HttpError(403, DETAIL.forbidden);
