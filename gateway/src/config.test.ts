import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, sizeInBytes } from './config.ts';

describe('loadConfig', () => {
  it('has local defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      portalUrl: 'http://localhost:4010',
      tokenUrl: 'http://localhost:4011',
      paymentsUrl: 'http://localhost:4010',
      jwksUrl: 'http://localhost:4011/.well-known/jwks.json',
      jwtPublicKey: null,
      jwtIssuer: 'portal-token',
      jwtAudience: 'portal',
      tokenClientId: 'portal-web',
      upstreamTimeoutMs: 10_000,
      upstreamRetries: 3,
      upstreamRetryDelayMs: 5_000,
      introspection: true,
      limits: { maxDepth: 10, maxAliases: 15, maxDirectives: 50, maxTokens: 2_000, maxCost: 10_000 },
      bodyLimit: '100kb',
      uploadBodyLimit: '7mb',
      integrationCacheSize: 10_000,
      corsOrigins: ['http://localhost:5173'],
    });
    expect(config.graphiqlDir).toMatch(/gateway\/dist\/graphiql$/);
  });

  it('derives payments and JWKS URLs from the portal and token URLs', () => {
    const config = loadConfig({
      PORTAL_URL: 'https://api.example.com/portal/',
      TOKEN_URL: 'https://auth.example.com',
    });
    expect(config.portalUrl).toBe('https://api.example.com/portal');
    expect(config.paymentsUrl).toBe('https://api.example.com/portal');
    expect(config.jwksUrl).toBe('https://auth.example.com/.well-known/jwks.json');
  });

  it('reads overrides, lists and a one-line PEM', () => {
    const config = loadConfig({
      PORT: '0',
      INTROSPECTION: 'false',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com/',
      JWT_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\\nABC\\n-----END PUBLIC KEY-----',
      MAX_DEPTH: '7',
    });
    expect(config.port).toBe(0);
    expect(config.introspection).toBe(false);
    expect(config.corsOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(config.jwtPublicKey).toBe('-----BEGIN PUBLIC KEY-----\nABC\n-----END PUBLIC KEY-----');
    expect(config.limits.maxDepth).toBe(7);
  });

  it.each([
    ['PORT', 'abc'],
    ['UPSTREAM_TIMEOUT_MS', '0'],
    ['INTROSPECTION', 'maybe'],
    ['PORTAL_URL', 'ftp://x'],
    ['BODY_LIMIT', 'lots'],
    ['UPLOAD_BODY_LIMIT', '50kb'],
    ['INTEGRATION_CACHE_SIZE', '0'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
  });

  it('reads the rate limits and the trusted proxy hops', () => {
    expect(loadConfig({})).toMatchObject({
      trustProxy: 'loopback',
      authRateLimit: { windowMs: 900_000, maxPerIp: 50, maxPerUsername: 10, maxKeys: 50_000 },
    });
    const config = loadConfig({
      TRUST_PROXY: 'loopback, 172.28.0.10',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
      AUTH_RATE_LIMIT_PER_IP: '100',
      AUTH_RATE_LIMIT_PER_USERNAME: '5',
      AUTH_RATE_LIMIT_MAX_KEYS: '10',
      AUTH_RATE_LIMIT_USERNAME_CEILING: '40',
      AUTH_RATE_LIMIT_USERNAME_CEILING_WINDOW_SECONDS: '7200',
    });
    expect(config.trustProxy).toBe('loopback, 172.28.0.10');
    expect(config.authRateLimit).toEqual({
      windowMs: 60_000,
      maxPerIp: 100,
      maxPerUsername: 5,
      maxKeys: 10,
      usernameCeiling: { max: 40, windowMs: 7_200_000 },
    });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ AUTH_RATE_LIMIT_PER_USERNAME: '0' })).toThrow(ConfigError);
  });

  it('reads the cost budget, never below MAX_COST, and Redis only when REDIS_URL is set', () => {
    expect(loadConfig({})).toMatchObject({
      costBudget: { capacity: 20_000, restorePerMinute: 60_000 },
      redis: null,
    });
    expect(
      loadConfig({ COST_BUDGET_CAPACITY: '500', COST_BUDGET_RESTORE_PER_MINUTE: '60', MAX_COST: '400' })
        .costBudget,
    ).toEqual({ capacity: 500, restorePerMinute: 60 });
    expect(() => loadConfig({ COST_BUDGET_CAPACITY: '500', MAX_COST: '501' })).toThrow(ConfigError);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'portal:',
      replicas: 2,
    });
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_REPLICAS: '3' }).redis?.replicas).toBe(3);
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(ConfigError);
  });

  it('lets only invoice uploads reach 7 MB by default', () => {
    const config = loadConfig({});
    expect(sizeInBytes(config.bodyLimit)).toBe(100 * 1024);
    expect(sizeInBytes(config.uploadBodyLimit)).toBe(7 * 1024 * 1024);
  });
});
