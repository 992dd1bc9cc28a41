import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DATA_DIR, loadConfig } from './config.ts';
import { DEV_SIGNING_SECRET } from './files-config.ts';

describe('loadConfig', () => {
  it('has local defaults for everything', () => {
    expect(loadConfig({})).toEqual({
      portalPort: 4010,
      tokenPort: 4011,
      database: { kind: 'pglite', dataDir: DEFAULT_DATA_DIR },
      tokenIssuer: 'portal-token',
      tokenAudience: 'portal',
      tokenTtlSeconds: 3600,
      sessionMaxSeconds: 43200,
      tokenClientId: 'portal-web',
      recoveryTtlMinutes: 60,
      webUrl: 'http://localhost:5173',
      twoFactorKey: expect.any(Buffer),
      requireTwoFactorRoles: [],
      bcryptCost: 10,
      logLevel: 'info',
      metrics: true,
      webhookAllowLoopback: false,
      jobsPollingIntervalSeconds: 2,
      weeklySummaryTickSeconds: 300,
      files: {
        signingSecret: DEV_SIGNING_SECRET,
        urlTtlSeconds: 900,
        storage: { kind: 'local', dir: join(dirname(DEFAULT_DATA_DIR), 'files') },
        orphanGraceSeconds: 86400,
        sweepIntervalSeconds: 3600,
      },
      mail: { fromName: 'Portal de Afiliados', fromAddress: 'nao-responda@portal.localhost' },
    });
    expect(DEFAULT_DATA_DIR).toMatch(/[/\\]\.data[/\\]pglite$/);
    expect(DEFAULT_DATA_DIR).not.toMatch(/[/\\]upstream[/\\]\.data/);
  });

  it('reads the e-mail settings and refuses wrong ones', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:secret@smtp.exemplo.com.br:465',
        MAIL_FROM_NAME: 'Rede Exemplo',
        MAIL_FROM_ADDRESS: 'contato@exemplo.com.br',
        MAIL_REPLY_TO: 'suporte@exemplo.com.br',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://user:secret@smtp.exemplo.com.br:465',
      fromName: 'Rede Exemplo',
      fromAddress: 'contato@exemplo.com.br',
      replyTo: 'suporte@exemplo.com.br',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.exemplo.com.br' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAIL_FROM_ADDRESS: 'sem-arroba' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAIL_REPLY_TO: 'a b@c' })).toThrow(ConfigError);
  });

  it('reads TWO_FACTOR_KEY as 32 bytes of base64 and refuses any other length', () => {
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ TWO_FACTOR_KEY: key.toString('base64') }).twoFactorKey).toEqual(key);
    expect(() => loadConfig({ TWO_FACTOR_KEY: 'c2hvcnQ=' })).toThrow('TWO_FACTOR_KEY must be 32 bytes');
  });

  it('reads REQUIRE_2FA_ROLES: nobody by default, the holding and admins in production', () => {
    const production = {
      NODE_ENV: 'production',
      UPLOAD_SIGNING_SECRET: 'x'.repeat(32),
      TWO_FACTOR_KEY: Buffer.alloc(32, 2).toString('base64'),
    };
    expect(loadConfig({}).requireTwoFactorRoles).toEqual([]);
    expect(loadConfig(production).requireTwoFactorRoles).toEqual(['isHolding', 'isAdmin']);
    expect(loadConfig({ ...production, REQUIRE_2FA_ROLES: '' }).requireTwoFactorRoles).toEqual([]);
    expect(loadConfig({ REQUIRE_2FA_ROLES: ' holding, BRANCH ' }).requireTwoFactorRoles).toEqual([
      'isHolding',
      'isBranch',
    ]);
    expect(() => loadConfig({ REQUIRE_2FA_ROLES: 'HOLDING,CEO' })).toThrow(
      'REQUIRE_2FA_ROLES lists "CEO", which is not one of AFFILIATED, AGENT, BRANCH, PRODUCER, HOLDING, ADMIN',
    );
  });

  it('refuses to start in production without TWO_FACTOR_KEY (the development key is in the source)', () => {
    const upload = { UPLOAD_SIGNING_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ NODE_ENV: 'production', ...upload })).toThrow(
      'TWO_FACTOR_KEY must be set in production',
    );
    const key = Buffer.alloc(32, 9);
    const config = loadConfig({ NODE_ENV: 'production', ...upload, TWO_FACTOR_KEY: key.toString('base64') });
    expect(config.twoFactorKey).toEqual(key);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORTAL_PORT: '0',
      TOKEN_PORT: '5011',
      DATABASE_URL: 'postgres://portal@db:5432/portal',
      DATA_DIR: 'memory://',
      TOKEN_TTL_SECONDS: '600',
      SESSION_MAX_SECONDS: '7200',
      WEB_URL: 'https://portal.exemplo.com.br/',
      BCRYPT_COST: '12',
      METRICS: 'false',
    });
    expect(config).toMatchObject({
      portalPort: 0,
      tokenPort: 5011,
      database: { kind: 'postgres', url: 'postgres://portal@db:5432/portal' },
      tokenTtlSeconds: 600,
      sessionMaxSeconds: 7200,
      webUrl: 'https://portal.exemplo.com.br',
      bcryptCost: 12,
      metrics: false,
    });
    expect(loadConfig({ DATA_DIR: 'memory://' }).database).toEqual({ kind: 'pglite', dataDir: 'memory://' });
    expect(loadConfig({ DATA_DIR: '/tmp/portal' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/tmp/portal',
    });
  });

  it('polls the job queue every 2 s unless told, a fraction of a second allowed', () => {
    expect(loadConfig({}).jobsPollingIntervalSeconds).toBe(2);
    expect(loadConfig({ JOBS_POLLING_INTERVAL_SECONDS: '0.5' }).jobsPollingIntervalSeconds).toBe(0.5);
  });

  it('leaves the job recovery timings to each worker unless told', () => {
    expect(loadConfig({})).toMatchObject({
      jobsLeaseSeconds: undefined,
      jobsRetryDelaySeconds: undefined,
      jobsMaintenanceIntervalSeconds: undefined,
    });
    expect(
      loadConfig({
        JOBS_LEASE_SECONDS: '5',
        JOBS_RETRY_DELAY_SECONDS: '0',
        JOBS_MAINTENANCE_INTERVAL_SECONDS: '1',
      }),
    ).toMatchObject({ jobsLeaseSeconds: 5, jobsRetryDelaySeconds: 0, jobsMaintenanceIntervalSeconds: 1 });
  });

  it('takes a relative DATA_DIR from the repository root, like the default', () => {
    const database = loadConfig({ DATA_DIR: '.data/outro' }).database;
    expect(database).toEqual({ kind: 'pglite', dataDir: join(dirname(DEFAULT_DATA_DIR), 'outro') });
  });

  it.each([
    { PORTAL_PORT: '70000' },
    { TOKEN_TTL_SECONDS: 'uma hora' },
    { DATABASE_URL: 'mysql://db' },
    { BCRYPT_COST: '3' },
    { LOG_LEVEL: 'verbose' },
    { WEB_URL: 'not a url' },
    { JOBS_POLLING_INTERVAL_SECONDS: '0.1' },
    { JOBS_POLLING_INTERVAL_SECONDS: 'meio' },
    { JOBS_LEASE_SECONDS: '0' },
    { JOBS_RETRY_DELAY_SECONDS: '1.5' },
    { JOBS_MAINTENANCE_INTERVAL_SECONDS: '0' },
  ])('refuses %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });

  it('requires an upload signing secret in production, and a long one anywhere', () => {
    const secret = 'x'.repeat(32);
    const production = { NODE_ENV: 'production', TWO_FACTOR_KEY: Buffer.alloc(32, 1).toString('base64') };
    expect(() => loadConfig(production)).toThrow('UPLOAD_SIGNING_SECRET must be set in production');
    expect(() => loadConfig({ ...production, UPLOAD_SIGNING_SECRET: DEV_SIGNING_SECRET })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ UPLOAD_SIGNING_SECRET: 'short' })).toThrow('at least 32 characters');
    expect(loadConfig({ ...production, UPLOAD_SIGNING_SECRET: secret }).files.signingSecret).toBe(secret);
  });

  it('selects S3-compatible storage from the environment', () => {
    const files = loadConfig({
      FILES_STORAGE: 's3',
      S3_BUCKET: 'portal-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      FILES_PUBLIC_URL: 'https://portal.example/',
    }).files;
    expect(files.storage).toEqual({
      kind: 's3',
      bucket: 'portal-files',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
    expect(files.publicUrl).toBe('https://portal.example');
    expect(() => loadConfig({ FILES_STORAGE: 's3' })).toThrow('S3_BUCKET is required');
    expect(() => loadConfig({ FILES_STORAGE: 'ftp' })).toThrow('FILES_STORAGE must be local or s3');
    expect(() => loadConfig({ FILES_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a' })).toThrow(
      'go together',
    );
  });
});
