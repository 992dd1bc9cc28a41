/**
 * Validation of the token service's two grants: the OAuth2 password grant (RFC 6749 §4.3) that
 * signs in, and the token exchange (RFC 8693) that renews a session: a still-valid access token of
 * ours for a fresh one of the same user. The descriptions of malformed requests never name both
 * username and password: clients (docs/product.md §2.1) tell "wrong credentials" from "malformed"
 * by exactly that.
 */

export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'mfa_required';

export interface OAuthError {
  error: OAuthErrorCode;
  error_description: string;
}

export interface PasswordGrant {
  username: string;
  password: string;
  scope: string | null;
}

/** RFC 8693 §2.1: the grant type and the only subject token type we accept (our access tokens). */
export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';

export interface ExchangeGrant {
  subjectToken: string;
  scope: string | null;
}

/** RFC 6749 §4.4: an API client (docs/integrators.md) authenticating with its own id and secret. */
export interface ClientGrant {
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes asked for (a subset of the client's), or null for all of them. */
  scope: string | null;
}

/**
 * The second step of a sign-in with a second factor (docs/decisions/security.md, "Second factor"),
 * shaped like Auth0's MFA grant: the challenge the password grant answered and a code (TOTP or a
 * recovery code).
 */
export const SECOND_FACTOR_GRANT = 'urn:portal:params:oauth:grant-type:mfa-otp';

export interface SecondFactorGrant {
  mfaToken: string;
  otp: string;
  scope: string | null;
}

export const BAD_SECOND_FACTOR: OAuthError = {
  error: 'invalid_grant',
  error_description: 'Invalid second factor code',
};

/** The challenge is unknown, spent, expired or used up its wrong codes: sign in again. */
export const BAD_MFA_TOKEN: OAuthError = {
  error: 'invalid_grant',
  error_description: 'Invalid or expired mfa_token',
};

export type TokenRequest =
  | { password: PasswordGrant }
  | { secondFactor: SecondFactorGrant }
  | { exchange: ExchangeGrant }
  | { client: ClientGrant }
  | { error: OAuthError };

/**
 * RFC 8693 §2.2.2: a subject token that is invalid for any reason (forged, expired, of a user no
 * longer active, past the session's limit) is `invalid_request`; one answer for all of them.
 */
export const BAD_SUBJECT_TOKEN: OAuthError = {
  error: 'invalid_request',
  error_description: 'Invalid subject_token',
};

export const BAD_CREDENTIALS: OAuthError = {
  error: 'invalid_grant',
  error_description: 'Invalid username or password',
};

/** RFC 6749 §5.2: a client that is unknown, revoked, expired or presents a wrong secret. */
export const BAD_CLIENT: OAuthError = {
  error: 'invalid_client',
  error_description: 'Client authentication failed',
};

export const BAD_SCOPE: OAuthError = {
  error: 'invalid_scope',
  error_description: 'The requested scope exceeds the scope granted to the client',
};

const GRANT_FIELDS = [
  'grant_type',
  'client_id',
  'client_secret',
  'username',
  'password',
  'scope',
  'subject_token',
  'subject_token_type',
  'mfa_token',
  'otp',
] as const;

const invalid = (error: OAuthErrorCode, description: string): TokenRequest => ({
  error: { error, error_description: description },
});

export const MAX_USERNAME_LENGTH = 254;
export const MAX_PASSWORD_BYTES = 72;
/** Far above any token we issue (under 1 KB); bounds the work spent on a hostile one. */
export const MAX_SUBJECT_TOKEN_LENGTH = 4096;

type Field = (typeof GRANT_FIELDS)[number];

/**
 * `form` is the parsed urlencoded body, or undefined when the request was not form-encoded.
 * Returns the grant, or the OAuth2 error to answer with 400.
 */
export function readTokenRequest(form: unknown, clientId: string): TokenRequest {
  if (typeof form !== 'object' || form === null) {
    return invalid('invalid_request', 'The request body must be application/x-www-form-urlencoded');
  }
  const fields = form as Readonly<Record<string, unknown>>;
  // RFC 6749 §3.2: parameters must not be included more than once (the parser gives an array).
  const repeated = GRANT_FIELDS.find((name) => Array.isArray(fields[name]));
  if (repeated) return invalid('invalid_request', `Repeated parameter: ${repeated}`);
  const text = (name: Field): string | null => {
    const value = fields[name];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const grantType = text('grant_type');
  if (!grantType) return invalid('invalid_request', 'Missing parameter: grant_type');
  if (!GRANT_TYPES.includes(grantType))
    return invalid(
      'unsupported_grant_type',
      'Only the password, mfa-otp, token-exchange and client_credentials grants are supported',
    );
  const clientIdSent = text('client_id');
  if (!clientIdSent) return invalid('invalid_request', 'Missing parameter: client_id');
  if (grantType === 'client_credentials') return readClient(clientIdSent, text);
  if (clientIdSent !== clientId) return invalid('invalid_client', 'Unknown client');
  if (grantType === SECOND_FACTOR_GRANT) return readSecondFactor(text);
  return grantType === 'password' ? readPassword(text) : readExchange(text);
}

const GRANT_TYPES: readonly string[] = [
  'password',
  TOKEN_EXCHANGE_GRANT,
  'client_credentials',
  SECOND_FACTOR_GRANT,
];

/** Far above a challenge (43 characters) or a code (6 digits, or 11 for a recovery code). */
const MAX_SECOND_FACTOR_LENGTH = 64;

function readSecondFactor(text: (name: Field) => string | null): TokenRequest {
  const mfaToken = text('mfa_token');
  const otp = text('otp');
  if (!mfaToken) return invalid('invalid_request', 'Missing parameter: mfa_token');
  if (!otp) return invalid('invalid_request', 'Missing parameter: otp');
  if (mfaToken.length > MAX_SECOND_FACTOR_LENGTH || otp.length > MAX_SECOND_FACTOR_LENGTH)
    return invalid('invalid_request', 'Parameter too long: mfa_token or otp');
  return { secondFactor: { mfaToken, otp, scope: text('scope') } };
}

function readPassword(text: (name: Field) => string | null): TokenRequest {
  const username = text('username');
  const password = text('password');
  if (!username) return invalid('invalid_request', 'Missing parameter: username');
  if (!password) return invalid('invalid_request', 'Missing parameter: password');
  // bcrypt reads only 72 bytes and hashing huge inputs is a cheap denial of service: refuse them
  // as malformed before any lookup.
  if (username.length > MAX_USERNAME_LENGTH)
    return invalid('invalid_request', 'Parameter too long: username');
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES)
    return invalid('invalid_request', 'Parameter too long: password');
  return { password: { username, password, scope: text('scope') } };
}

function readExchange(text: (name: Field) => string | null): TokenRequest {
  const subjectToken = text('subject_token');
  const type = text('subject_token_type');
  if (!subjectToken) return invalid('invalid_request', 'Missing parameter: subject_token');
  if (!type) return invalid('invalid_request', 'Missing parameter: subject_token_type');
  if (type !== ACCESS_TOKEN_TYPE) return invalid('invalid_request', 'Unsupported subject_token_type');
  if (subjectToken.length > MAX_SUBJECT_TOKEN_LENGTH)
    return invalid('invalid_request', 'Parameter too long: subject_token');
  return { exchange: { subjectToken, scope: text('scope') } };
}

/** Far above any secret we issue (47 characters); bounds the hashing of a hostile one. */
export const MAX_CLIENT_SECRET_LENGTH = 256;

function readClient(clientId: string, text: (name: Field) => string | null): TokenRequest {
  const clientSecret = text('client_secret');
  if (!clientSecret) return invalid('invalid_request', 'Missing parameter: client_secret');
  if (clientSecret.length > MAX_CLIENT_SECRET_LENGTH || clientId.length > MAX_CLIENT_SECRET_LENGTH)
    return invalid('invalid_client', BAD_CLIENT.error_description);
  return { client: { clientId, clientSecret, scope: text('scope') } };
}
