// No Docker engine runs here, so the compose file is validated structurally: the services,
// their health checks, the wiring between them and the Dockerfile targets they build.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Service {
  image?: string;
  build?: { context: string; target: string };
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}

// `merge`: the two gateway replicas share one definition through a YAML merge key (`<<: *gateway`).
const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const dockerfile = readFileSync('Dockerfile', 'utf8');
const nginx = readFileSync('deploy/nginx.conf', 'utf8');
const { services } = compose;
const GATEWAYS = ['gateway-1', 'gateway-2'] as const;

describe('docker-compose.yml', () => {
  it('describes postgres, upstream, two gateway replicas and web', () => {
    expect(Object.keys(services).sort()).toEqual([...GATEWAYS, 'postgres', 'upstream', 'web']);
  });

  it.each(Object.keys(services))('%s has a health check', (name) => {
    expect(services[name]?.healthcheck?.test.length).toBeGreaterThan(1);
  });

  it('builds every service but postgres from an existing Dockerfile target', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'postgres') continue;
      const target = name.replace(/-\d+$/, '');
      expect(service.build?.target).toBe(target);
      expect(dockerfile).toMatch(new RegExp(`^FROM .+ AS ${target}$`, 'm'));
    }
  });

  it('starts each service only after its dependency is healthy', () => {
    expect(services.upstream?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const gateway of GATEWAYS) {
      expect(services[gateway]?.depends_on).toEqual({ upstream: { condition: 'service_healthy' } });
    }
    expect(services.web?.depends_on).toEqual({
      'gateway-1': { condition: 'service_healthy' },
      'gateway-2': { condition: 'service_healthy' },
    });
  });

  it('points upstream at postgres and the gateway at upstream', () => {
    const db = services.postgres?.environment ?? {};
    expect(services.upstream?.environment?.DATABASE_URL).toBe(
      `postgres://${db.POSTGRES_USER}:${db.POSTGRES_PASSWORD}@postgres:5432/${db.POSTGRES_DB}`,
    );
    for (const gateway of GATEWAYS) {
      expect(services[gateway]?.environment).toMatchObject({
        PORTAL_URL: 'http://upstream:4010',
        TOKEN_URL: 'http://upstream:4011',
      });
    }
  });

  it('publishes the default ports', () => {
    expect(services.web?.ports).toContain('5173:80');
    expect(services['gateway-1']?.ports).toContain('4000:4000');
    expect(services['gateway-2']?.ports).toContain('4001:4000');
    expect(services.upstream?.ports).toEqual(['4010:4010', '4011:4011']);
  });

  it('proxies /graphql from the web server to both gateway replicas', () => {
    for (const gateway of GATEWAYS) expect(nginx).toMatch(new RegExp(`server ${gateway}:4000 `));
    expect(nginx).toMatch(/location \/graphql \{\s+proxy_pass http:\/\/gateway;/);
  });
});
