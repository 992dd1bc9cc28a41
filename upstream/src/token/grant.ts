/**
 * Validation of an OAuth2 password grant request (RFC 6749 §4.3). The descriptions of malformed
 * requests never name both username and password: clients (SPEC §5) tell "wrong credentials"
 * from "malformed" by exactly that.
 */

export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unsupported_grant_type';

export interface OAuthError {
  error: OAuthErrorCode;
  error_description: string;
}

export interface PasswordGrant {
  username: string;
  password: string;
  scope: string | null;
}

export const BAD_CREDENTIALS: OAuthError = {
  error: 'invalid_grant',
  error_description: 'Invalid username or password',
};

const GRANT_FIELDS = ['grant_type', 'client_id', 'username', 'password', 'scope'] as const;

const invalid = (error: OAuthErrorCode, description: string): { error: OAuthError } => ({
  error: { error, error_description: description },
});

/**
 * `form` is the parsed urlencoded body, or undefined when the request was not form-encoded.
 * Returns the grant, or the OAuth2 error to answer with 400.
 */
export const MAX_USERNAME_LENGTH = 254;
export const MAX_PASSWORD_BYTES = 72;

export function readPasswordGrant(
  form: unknown,
  clientId: string,
): { grant: PasswordGrant } | { error: OAuthError } {
  if (typeof form !== 'object' || form === null) {
    return invalid('invalid_request', 'The request body must be application/x-www-form-urlencoded');
  }
  const fields = form as Readonly<Record<string, unknown>>;
  // RFC 6749 §3.2: parameters must not be included more than once (the parser gives an array).
  const repeated = GRANT_FIELDS.find((name) => Array.isArray(fields[name]));
  if (repeated) return invalid('invalid_request', `Repeated parameter: ${repeated}`);
  const text = (name: (typeof GRANT_FIELDS)[number]): string | null => {
    const value = fields[name];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const [grant_type, client_id, username, password, scope] = GRANT_FIELDS.map(text);
  if (!grant_type) return invalid('invalid_request', 'Missing parameter: grant_type');
  if (grant_type !== 'password')
    return invalid('unsupported_grant_type', 'Only the password grant is supported');
  if (!client_id) return invalid('invalid_request', 'Missing parameter: client_id');
  if (client_id !== clientId) return invalid('invalid_client', 'Unknown client');
  if (!username) return invalid('invalid_request', 'Missing parameter: username');
  if (!password) return invalid('invalid_request', 'Missing parameter: password');
  // bcrypt reads only 72 bytes and hashing huge inputs is a cheap denial of service: refuse them
  // as malformed before any lookup.
  if (username.length > MAX_USERNAME_LENGTH)
    return invalid('invalid_request', 'Parameter too long: username');
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES)
    return invalid('invalid_request', 'Parameter too long: password');
  return { grant: { username, password, scope: scope ?? null } };
}
