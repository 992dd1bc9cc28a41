/**
 * Upstream configuration, read once from the environment. Every value has a local default so that
 * `pnpm --filter @portal/upstream start` works on a fresh machine (embedded PGlite under .data/).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FilesConfig, loadFilesConfig } from './files-config.ts';
import { ROLE_FLAGS, type RoleFlag } from './kernel/roles.ts';
import { loadMailConfig, type MailConfig } from './mail-config.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

/** Where the data lives: an embedded PGlite folder (or `memory://`), or a real PostgreSQL server. */
export type DatabaseConfig = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface UpstreamConfig {
  /** 0 picks a random free port. */
  portalPort: number;
  tokenPort: number;
  database: DatabaseConfig;
  tokenIssuer: string;
  tokenAudience: string;
  tokenTtlSeconds: number;
  /** How long a session may be renewed for after its password login (token service, RFC 8693 grant). */
  sessionMaxSeconds: number;
  /** The only OAuth2 client the token service accepts. */
  tokenClientId: string;
  recoveryTtlMinutes: number;
  /** The web app's public address: the base of every link in an e-mail (never an internal one). */
  webUrl: string;
  /**
   * TWO_FACTOR_KEY: 32 bytes in base64, the AES-256-GCM key the second factor's secrets are stored
   * under (domains/auth/two-factor-secret.ts). Unset, a fixed development key, refused when
   * NODE_ENV=production (docs/decisions/security.md, "Second factor").
   */
  twoFactorKey: Buffer;
  /**
   * REQUIRE_2FA_ROLES (e.g. `HOLDING,ADMIN`): a person holding one of these roles and no second
   * factor gets, at the password login, a token good only for enrolling one (domains/auth/
   * enrolment-policy.ts). Unset: nobody in development (`npm start`'s demo accounts log in with the
   * password alone), HOLDING and ADMIN when NODE_ENV=production; empty: nobody.
   */
  requireTwoFactorRoles: RoleFlag[];
  /** Production keeps 10 (the contract); tests lower it because bcrypt dominates their run time. */
  bcryptCost: number;
  logLevel: LogLevel;
  /** Prometheus metrics at the portal API's /metrics (http/metrics.ts); off only to measure their cost. */
  metrics: boolean;
  /**
   * INSTANCE_ID, echoed by /healthz as X-Instance-Id: `npm start` sets it so that it can tell its
   * own services from another process answering on the same port.
   */
  instanceId?: string;
  /** Signed uploads and their storage (files/config.ts). */
  files: FilesConfig;
  /** SMTP and the sender of the e-mails (mail-config.ts, docs/mail.md). */
  mail: MailConfig;
  /**
   * WEBHOOK_ALLOW_LOOPBACK=true (local development and tests only): webhook receivers may be
   * http://127.0.0.1 / localhost. Production accepts public https addresses only (docs/integrators.md).
   */
  webhookAllowLoopback: boolean;
  /**
   * How often an idle job worker asks the queue for work (JOBS_POLLING_INTERVAL_SECONDS, default
   * 2). The e2e stack polls at 0.5 s so a test waits on a job's state, not on the queue's clock.
   */
  jobsPollingIntervalSeconds: number;
  /**
   * How often each process asks whether this week's summaries are due (WEEKLY_SUMMARY_TICK_SECONDS,
   * default 300; 0 turns the summaries off, as the test stacks do: their pinned day is always due).
   */
  weeklySummaryTickSeconds: number;
  /**
   * Recovery timings of the job queue, each unset by default (every worker keeps its own): a
   * running job not finished within JOBS_LEASE_SECONDS is taken as lost with its process and
   * retried, JOBS_RETRY_DELAY_SECONDS after it failed or was taken back; pg-boss looks for expired
   * leases every JOBS_MAINTENANCE_INTERVAL_SECONDS (default 60). The kill tests
   * (jobs/process-kill.test.ts) shorten them so a restart's recovery takes seconds.
   */
  jobsLeaseSeconds?: number;
  jobsRetryDelaySeconds?: number;
  jobsMaintenanceIntervalSeconds?: number;
  /**
   * GEOGRAPHY_URL: base of a ViaCEP-compatible postal-code service (`{base}/{cep}/json/`). Unset,
   * upstream answers from its shipped dataset, which is also the fallback when the service fails.
   */
  geographyUrl?: string;
  /**
   * BILLS_INTEGRATION_URL: where the invoice integrations (DMEI, BBP) read the bills, shown on
   * 'Integração' (docs/product.md §11.5). Unset, the screen says it is not configured.
   */
  billsIntegrationUrl?: string;
  /**
   * SALESFORCE_URL: base of the CRM's campaign feed (`{base}/campaigns?status=Active`), read by the
   * campaigns poll (products/salesforce-crm.ts). Unset, upstream's own fake feed answers in-process
   * (and is served at /fake-salesforce/campaigns).
   */
  salesforceUrl?: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Thrown at start-up so a misconfigured service never starts half-working. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** `<repo root>/.data/pglite`, independent of the working directory the process starts in. */
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, '.data/pglite');

/**
 * A relative DATA_DIR is taken from the repository root, like the default: `pnpm --filter` runs
 * the service inside upstream/, which is not where whoever set the variable was standing.
 */
const dataDir = (raw: string | undefined): string => {
  if (raw === undefined) return DEFAULT_DATA_DIR;
  return raw.startsWith('memory://') ? raw : resolve(REPO_ROOT, raw);
};

const read = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

const integer = (env: Env, name: string, fallback: number, min: number, max: number): number => {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
};

/** An integer setting that is left out (undefined) unless given. */
const optionalInteger = (env: Env, name: string, min: number, max: number): number | undefined =>
  read(env, name) === undefined ? undefined : integer(env, name, min, min, max);

/** A number of seconds with a fraction allowed (pg-boss polls at 0.5 s at the quickest). */
const seconds = (env: Env, name: string, fallback: number, min: number, max: number): number => {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a number of seconds between ${min} and ${max}, got "${raw}"`);
  }
  return value;
};

const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

const logLevel = (env: Env): LogLevel => {
  const raw = read(env, 'LOG_LEVEL') ?? 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === raw);
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
};

const database = (env: Env): DatabaseConfig => {
  const url = read(env, 'DATABASE_URL');
  if (url !== undefined) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new ConfigError('DATABASE_URL must be a postgres:// URL');
    return { kind: 'postgres', url };
  }
  return { kind: 'pglite', dataDir: dataDir(read(env, 'DATA_DIR')) };
};

const webUrl = (env: Env): string => {
  const raw = read(env, 'WEB_URL') ?? 'http://localhost:5173';
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(`WEB_URL must be a URL, got "${raw}"`);
  }
  // The link is built as `${webUrl}/alterar-senha`, so a trailing slash would double up.
  return raw.replace(/\/+$/, '');
};

const geographyUrl = (env: Env): string | undefined => {
  const raw = read(env, 'GEOGRAPHY_URL');
  if (raw === undefined) return undefined;
  try {
    new URL(raw);
  } catch {
    throw new ConfigError(`GEOGRAPHY_URL must be a URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
};

const billsIntegrationUrl = (env: Env): string | undefined => {
  const raw = read(env, 'BILLS_INTEGRATION_URL');
  if (raw === undefined) return undefined;
  if (!/^https?:\/\//.test(raw) || !URL.canParse(raw)) {
    throw new ConfigError(`BILLS_INTEGRATION_URL must be an http(s) URL, got "${raw}"`);
  }
  return raw;
};

const salesforceUrl = (env: Env): string | undefined => {
  const raw = read(env, 'SALESFORCE_URL');
  if (raw === undefined) return undefined;
  if (!/^https?:\/\//.test(raw) || !URL.canParse(raw)) {
    throw new ConfigError(`SALESFORCE_URL must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
};

/** Only for development and tests: a deployment sets TWO_FACTOR_KEY. */
const DEVELOPMENT_TWO_FACTOR_KEY = Buffer.alloc(32, 'portal-dev-two-factor');

const twoFactorKey = (env: Env): Buffer => {
  const raw = read(env, 'TWO_FACTOR_KEY');
  // The development key is in this file: secrets stored under it in production would be readable
  // by anyone with the source, so the images (NODE_ENV=production) refuse to start without one.
  if (raw === undefined && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'TWO_FACTOR_KEY must be set in production (32 random bytes in base64: openssl rand -base64 32)',
    );
  }
  if (raw === undefined) return DEVELOPMENT_TWO_FACTOR_KEY;
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new ConfigError('TWO_FACTOR_KEY must be 32 bytes in base64');
  return key;
};

/** The production default of REQUIRE_2FA_ROLES: who can close bills, start batches, create keys. */
const PRODUCTION_TWO_FACTOR_ROLES: readonly RoleFlag[] = ['isHolding', 'isAdmin'];

/** GraphQL's role names (HOLDING, ADMIN...), the ones people configure, to upstream's flags. */
const roleFlagOf = (name: string): RoleFlag | undefined =>
  ROLE_FLAGS.find((flag) => flag.slice(2).toUpperCase() === name.toUpperCase());

const requireTwoFactorRoles = (env: Env): RoleFlag[] => {
  const raw = env.REQUIRE_2FA_ROLES;
  if (raw === undefined) return env.NODE_ENV === 'production' ? [...PRODUCTION_TWO_FACTOR_ROLES] : [];
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.map((name) => {
    const flag = roleFlagOf(name);
    if (!flag) {
      const known = ROLE_FLAGS.map((known) => known.slice(2).toUpperCase()).join(', ');
      throw new ConfigError(`REQUIRE_2FA_ROLES lists "${name}", which is not one of ${known}`);
    }
    return flag;
  });
};

const PORT_MAX = 65_535;

/** Builds the configuration from an environment map (process.env in production, literals in tests). */
export function loadConfig(env: Env = process.env): UpstreamConfig {
  return {
    portalPort: integer(env, 'PORTAL_PORT', 4010, 0, PORT_MAX),
    tokenPort: integer(env, 'TOKEN_PORT', 4011, 0, PORT_MAX),
    database: database(env),
    tokenIssuer: read(env, 'TOKEN_ISSUER') ?? 'portal-token',
    tokenAudience: read(env, 'TOKEN_AUDIENCE') ?? 'portal',
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', 3600, 1, 7 * 24 * 3600),
    sessionMaxSeconds: integer(env, 'SESSION_MAX_SECONDS', 12 * 3600, 60, 30 * 24 * 3600),
    tokenClientId: read(env, 'TOKEN_CLIENT_ID') ?? 'portal-web',
    recoveryTtlMinutes: integer(env, 'RECOVERY_TTL_MINUTES', 60, 1, 7 * 24 * 60),
    webUrl: webUrl(env),
    twoFactorKey: twoFactorKey(env),
    requireTwoFactorRoles: requireTwoFactorRoles(env),
    // bcryptjs accepts 4..31; above 14 a login takes seconds, which is never what anyone wants.
    bcryptCost: integer(env, 'BCRYPT_COST', 10, 4, 14),
    logLevel: logLevel(env),
    metrics: read(env, 'METRICS')?.toLowerCase() !== 'false',
    instanceId: read(env, 'INSTANCE_ID'),
    webhookAllowLoopback: read(env, 'WEBHOOK_ALLOW_LOOPBACK')?.toLowerCase() === 'true',
    jobsPollingIntervalSeconds: seconds(env, 'JOBS_POLLING_INTERVAL_SECONDS', 2, 0.5, 60),
    weeklySummaryTickSeconds: integer(env, 'WEEKLY_SUMMARY_TICK_SECONDS', 300, 0, 24 * 3600),
    jobsLeaseSeconds: optionalInteger(env, 'JOBS_LEASE_SECONDS', 1, 24 * 3600),
    jobsRetryDelaySeconds: optionalInteger(env, 'JOBS_RETRY_DELAY_SECONDS', 0, 3600),
    jobsMaintenanceIntervalSeconds: optionalInteger(env, 'JOBS_MAINTENANCE_INTERVAL_SECONDS', 1, 3600),
    geographyUrl: geographyUrl(env),
    billsIntegrationUrl: billsIntegrationUrl(env),
    salesforceUrl: salesforceUrl(env),
    files: loadFilesConfig(env, {
      read: (name) => read(env, name),
      integer: (name, fallback, min, max) => integer(env, name, fallback, min, max),
      fail: (message) => {
        throw new ConfigError(message);
      },
      repoRoot: REPO_ROOT,
    }),
    mail: loadMailConfig(
      (name) => read(env, name),
      (message) => {
        throw new ConfigError(message);
      },
    ),
  };
}
