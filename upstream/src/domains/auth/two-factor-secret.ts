/**
 * The second factor's secrets and codes (docs/decisions/security.md, "Second factor"): TOTP by
 * otplib (RFC 6238: SHA-1, 6 digits, 30 s), the secret kept under AES-256-GCM with the
 * TWO_FACTOR_KEY, recovery codes kept as SHA-256 only.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';

const ISSUER = 'Portal de Afiliados';
/** One step either side: a phone clock a little off, or a code typed as it changed. */
const TOLERANCE_SECONDS = 30;

export function encryptSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('malformed second-factor secret');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

export const newSecret = (): string => generateSecret();

/** The otpauth:// address the QR code carries (issuer and account shown by the app). */
export const otpauthUri = (secret: string, username: string): string =>
  generateURI({ issuer: ISSUER, label: username, secret });

export const isTotpShaped = (code: string): boolean => /^\d{6}$/.test(code);

/**
 * The time step of `code` when it is valid now and later than `afterStep` (a code already used is
 * refused: replay), or null.
 */
export function totpStep(secret: string, code: string, afterStep: number | null): number | null {
  if (!isTotpShaped(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** No 0/O, 1/I/L: codes are copied by hand from paper. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes shaped XXXXX-XXXXX (about 49 bits each). */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });

/** Case, spaces and the dash do not matter when a recovery code is typed. */
export const normaliseRecoveryCode = (code: string): string => code.toUpperCase().replace(/[\s-]/g, '');

export const hashCode = (code: string): string => createHash('sha256').update(code).digest('hex');
