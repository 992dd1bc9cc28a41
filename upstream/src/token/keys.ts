/**
 * The token service's RS256 key pair: created on first start and kept in `signing_keys`, so a
 * restart keeps issued tokens valid. Every stored key is published (JWKS) and accepted; the newest
 * one signs. Private keys sit in the database unencrypted: acceptable for this reference
 * implementation, whose production counterpart is the company's own token service.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { sql } from 'kysely';
import { type Db, inTransaction } from '../db/connection.ts';
import type { Logger } from '../logger.ts';

export interface PublicJwk {
  kty: 'RSA';
  kid: string;
  use: 'sig';
  alg: 'RS256';
  n: string;
  e: string;
}

interface LoadedKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  jwk: PublicJwk;
}

const rsaComponents = (publicKey: KeyObject): { n: string; e: string } => {
  const { n, e } = publicKey.export({ format: 'jwk' });
  if (typeof n !== 'string' || typeof e !== 'string') throw new Error('signing key is not an RSA key');
  return { n, e };
};

/** RFC 7638 thumbprint: a kid derived from the key itself, stable across restarts and instances. */
const thumbprint = (publicKey: KeyObject): string => {
  const { n, e } = rsaComponents(publicKey);
  return createHash('sha256')
    .update(JSON.stringify({ e, kty: 'RSA', n }))
    .digest('base64url');
};

const load = (kid: string, privatePem: string, publicPem: string): LoadedKey => {
  const publicKey = createPublicKey(publicPem);
  return {
    kid,
    privateKey: createPrivateKey(privatePem),
    publicKey,
    jwk: { kty: 'RSA', kid, use: 'sig', alg: 'RS256', ...rsaComponents(publicKey) },
  };
};

export class KeyStore {
  private constructor(private readonly keys: readonly LoadedKey[]) {}

  /** Loads the stored keys, creating the first pair when there is none. */
  static async open(db: Db, logger: Logger): Promise<KeyStore> {
    const rows = await inTransaction(db, async (trx) => {
      // Two instances starting together on one PostgreSQL must not each create a key.
      await sql`select pg_advisory_xact_lock(hashtext('portal.signing_keys'))`.execute(trx);
      const query = trx
        .selectFrom('signing_keys')
        .select(['kid', 'private_key_pem', 'public_key_pem'])
        .orderBy('created_at', 'desc')
        .orderBy('kid');
      const existing = await query.execute();
      if (existing.length > 0) return existing;
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const kid = thumbprint(publicKey);
      await trx
        .insertInto('signing_keys')
        .values({
          kid,
          private_key_pem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
          public_key_pem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
        })
        .execute();
      logger.info('signing key created', { kid });
      return query.execute();
    });
    return new KeyStore(rows.map((row) => load(row.kid, row.private_key_pem, row.public_key_pem)));
  }

  /** The key new tokens are signed with (the newest). */
  get current(): { kid: string; privateKey: KeyObject } {
    const [newest] = this.keys;
    if (!newest) throw new Error('no signing key loaded');
    return newest;
  }

  publicKey(kid: string): KeyObject | undefined {
    return this.keys.find((key) => key.kid === kid)?.publicKey;
  }

  jwks(): { keys: PublicJwk[] } {
    return { keys: this.keys.map((key) => key.jwk) };
  }
}
