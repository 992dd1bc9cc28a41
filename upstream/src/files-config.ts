/**
 * Configuration of the signed uploads, read from the environment with the rest of the upstream's
 * (config.ts). Every value has a development default except the signing secret in production.
 */
import { resolve } from 'node:path';

type Env = Readonly<Record<string, string | undefined>>;

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** An S3-compatible endpoint (MinIO); absent for AWS itself. */
      endpoint?: string;
      forcePathStyle: boolean;
      /** Absent: the SDK's default chain (instance role, AWS_* variables). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
    };

export interface FilesConfig {
  /** HMAC-SHA256 key of the upload URLs. */
  signingSecret: string;
  /** How long a put URL stays valid. */
  urlTtlSeconds: number;
  /** Base of the URLs handed out; absent: the address the request came in on. */
  publicUrl?: string;
  storage: StorageConfig;
  /** An unreferenced object younger than this is kept (it may be about to be referenced). */
  orphanGraceSeconds: number;
  /** How often the orphan sweep runs; 0 turns it off. */
  sweepIntervalSeconds: number;
}

/** Only for development and tests: production refuses to start with it (or without a secret). */
export const DEV_SIGNING_SECRET = 'dev-only-upload-signing-secret-change-me';
export const MIN_SECRET_LENGTH = 32;

export interface FilesConfigHelpers {
  read(name: string): string | undefined;
  integer(name: string, fallback: number, min: number, max: number): number;
  fail(message: string): never;
  repoRoot: string;
}

function signingSecret(env: Env, { read, fail }: FilesConfigHelpers): string {
  const secret = read('UPLOAD_SIGNING_SECRET');
  if (env.NODE_ENV === 'production' && (secret === undefined || secret === DEV_SIGNING_SECRET)) {
    fail('UPLOAD_SIGNING_SECRET must be set in production (a random string of 32 characters or more)');
  }
  if (secret !== undefined && secret.length < MIN_SECRET_LENGTH) {
    fail(`UPLOAD_SIGNING_SECRET must have at least ${MIN_SECRET_LENGTH} characters`);
  }
  return secret ?? DEV_SIGNING_SECRET;
}

function storage({ read, fail, repoRoot }: FilesConfigHelpers): StorageConfig {
  const kind = read('FILES_STORAGE') ?? 'local';
  if (kind === 'local') return { kind, dir: resolve(repoRoot, read('FILES_DIR') ?? '.data/files') };
  if (kind !== 's3') fail(`FILES_STORAGE must be local or s3, got "${kind}"`);
  const bucket = read('S3_BUCKET') ?? fail('S3_BUCKET is required when FILES_STORAGE=s3');
  const endpoint = read('S3_ENDPOINT');
  const accessKeyId = read('S3_ACCESS_KEY_ID');
  const secretAccessKey = read('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    fail('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  return {
    kind: 's3',
    bucket,
    region: read('S3_REGION') ?? 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    // MinIO and most S3-compatible stores address buckets by path, not by host name.
    forcePathStyle: (read('S3_FORCE_PATH_STYLE') ?? (endpoint ? 'true' : 'false')) === 'true',
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
}

function publicUrl({ read, fail }: FilesConfigHelpers): string | undefined {
  const raw = read('FILES_PUBLIC_URL');
  if (raw === undefined) return undefined;
  try {
    new URL(raw);
  } catch {
    fail(`FILES_PUBLIC_URL must be a URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

export function loadFilesConfig(env: Env, helpers: FilesConfigHelpers): FilesConfig {
  const { integer } = helpers;
  const url = publicUrl(helpers);
  return {
    signingSecret: signingSecret(env, helpers),
    urlTtlSeconds: integer('UPLOAD_URL_TTL_SECONDS', 15 * 60, 10, 24 * 3600),
    ...(url ? { publicUrl: url } : {}),
    storage: storage(helpers),
    orphanGraceSeconds: integer('FILES_ORPHAN_GRACE_SECONDS', 24 * 3600, 0, 365 * 24 * 3600),
    sweepIntervalSeconds: integer('FILES_SWEEP_INTERVAL_SECONDS', 3600, 0, 7 * 24 * 3600),
  };
}
