// No Docker engine runs here, so the compose file is validated structurally: the services,
// their health checks, the wiring between them and the Dockerfile targets they build; and the
// images' recipe: a supported Node LTS, an unprivileged user, compiled JavaScript (the compiled
// servers are built and run in tests/compiled-servers.test.ts).
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
  profiles?: string[];
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
  it('describes postgres, redis, upstream, two gateway replicas and web, a mail catcher, a trace viewer and an optional MinIO', () => {
    expect(Object.keys(services).sort()).toEqual([
      ...GATEWAYS,
      'jaeger',
      'maildev',
      'minio',
      'postgres',
      'redis',
      'upstream',
      'web',
    ]);
    expect(services.minio?.profiles).toEqual(['minio']);
  });

  it("sends the upstream's e-mail to the maildev catcher unless SMTP_URL says otherwise", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own interpolation, not JavaScript's.
    expect(services.upstream?.environment?.SMTP_URL).toBe('${SMTP_URL:-smtp://maildev:1025}');
    expect(services.maildev?.image).toBe('maildev/maildev:2.2.1');
  });

  it('sends the traces of upstream and both gateways to Jaeger over OTLP/HTTP unless told otherwise', () => {
    for (const name of ['upstream', ...GATEWAYS]) {
      expect(services[name]?.environment?.OTEL_EXPORTER_OTLP_ENDPOINT).toBe(
        // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own interpolation, not JavaScript's.
        '${OTEL_EXPORTER_OTLP_ENDPOINT-http://jaeger:4318}',
      );
    }
    expect(services.jaeger?.image).toMatch(/^jaegertracing\/all-in-one:\d+\.\d+\.\d+$/);
    expect(services.jaeger?.ports).toEqual(['16686:16686', '4318:4318']);
  });

  it('gives the production upstream an upload signing secret', () => {
    expect(services.upstream?.environment?.UPLOAD_SIGNING_SECRET).toBeTruthy();
  });

  it.each(Object.keys(services))('%s has a health check', (name) => {
    expect(services[name]?.healthcheck?.test.length).toBeGreaterThan(1);
  });

  it('builds every service but postgres, redis, MailDev, Jaeger and MinIO (stock images) from an existing Dockerfile target', () => {
    for (const [name, service] of Object.entries(services)) {
      if (['postgres', 'redis', 'maildev', 'jaeger', 'minio'].includes(name)) continue;
      const target = name.replace(/-\d+$/, '');
      expect(service.build?.target).toBe(target);
      expect(dockerfile).toMatch(new RegExp(`^FROM .+ AS ${target}$`, 'm'));
    }
  });

  it('starts each service only after its dependency is healthy', () => {
    expect(services.upstream?.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      maildev: { condition: 'service_healthy' },
    });
    for (const gateway of GATEWAYS) {
      expect(services[gateway]?.depends_on).toEqual({
        upstream: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
    }
    expect(services.web?.depends_on).toEqual({
      'gateway-1': { condition: 'service_healthy' },
      'gateway-2': { condition: 'service_healthy' },
    });
  });

  it('gives both gateway replicas the same Redis, so they share limits and cost budgets', () => {
    for (const gateway of GATEWAYS) {
      expect(services[gateway]?.environment?.REDIS_URL).toBe('redis://redis:6379');
    }
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
    expect(services.web?.ports).toContain('5173:8080');
    expect(services['gateway-1']?.ports).toContain('4000:4000');
    expect(services['gateway-2']?.ports).toContain('4001:4000');
    expect(services.upstream?.ports).toEqual(['4010:4010', '4011:4011']);
  });

  it('proxies /graphql from the web server to both gateway replicas', () => {
    for (const gateway of GATEWAYS) expect(nginx).toMatch(new RegExp(`server ${gateway}:4000 `));
    expect(nginx).toMatch(/location \/graphql \{\s+proxy_pass http:\/\/gateway;/);
  });

  it('proxies /v1/files (signed uploads, stored images) from the web server to upstream', () => {
    expect(nginx).toMatch(/location \/v1\/files\/ \{\s+proxy_pass http:\/\/upstream:4010;/);
    expect(nginx).toMatch(/proxy_request_buffering off;/);
  });

  it("proxies the e-mails' one-click unsubscribe (/v1/mail/) to upstream, on the public origin", () => {
    expect(nginx).toMatch(/location \/v1\/mail\/ \{\s+proxy_pass http:\/\/upstream:4010;/);
  });

  it('proxies affiliate links (/l/{code}) to upstream, which counts the visit and redirects', () => {
    expect(nginx).toMatch(/location \/l\/ \{\s+proxy_pass http:\/\/upstream:4010;/);
  });

  it('compresses scripts and styles like `vite preview`, which the bundle budget measures', () => {
    expect(nginx).toMatch(/^\s*gzip on;$/m);
    expect(nginx).toMatch(/^\s*gzip_comp_level 6;$/m);
    expect(nginx).toMatch(/^\s*gzip_types .*text\/css application\/javascript/m);
  });

  it("serves the build's precompressed assets, brotli first, like `vite preview`", () => {
    const assets = /location \/assets\/ \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(assets).toMatch(/^\s*brotli_static on;$/m);
    expect(assets).toMatch(/^\s*gzip_static on;$/m);
    // The module that reads brotli_static is in the web image (the official images have none).
    expect(stages.get('web')).toMatch(/apk add [^\n]*nginx-mod-http-brotli/);
  });
});

/** Each `FROM … AS name` stage of the Dockerfile with its lines. */
const stages = new Map(
  dockerfile
    .split(/^(?=FROM )/m)
    .filter((stage) => stage.startsWith('FROM '))
    .map((stage) => [/^FROM \S+ AS (\S+)/.exec(stage)?.[1] ?? '', stage]),
);
/** The stage a target starts from, then its parents' (`FROM runtime AS gateway`). */
const lineage = (name: string): string[] => {
  const stage = stages.get(name) ?? '';
  const parent = /^FROM (\S+)/.exec(stage)?.[1] ?? '';
  return [stage, ...(stages.has(parent) ? lineage(parent) : [])];
};
// Node's LTS lines with support (https://nodejs.org/en/about/previous-releases): 20 ended in
// April 2026, 22 is in maintenance until April 2027, 24 is the active LTS until October 2026 and
// maintained until April 2028.
const SUPPORTED_NODE_LTS = [22, 24];
const SERVICES = ['upstream', 'gateway'] as const;

describe('Dockerfile', () => {
  it('builds and runs on a supported Node LTS', () => {
    const nodeImages = [...dockerfile.matchAll(/^FROM node:(\d+)\S* AS/gm)].map((match) => Number(match[1]));
    expect(nodeImages.length).toBeGreaterThan(0);
    for (const major of nodeImages) expect(SUPPORTED_NODE_LTS).toContain(major);
  });

  it.each([...SERVICES, 'web'])('%s runs as an unprivileged user', (target) => {
    const user = /^USER (\S+)$/m.exec(lineage(target).join('\n'))?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
  });

  it.each(SERVICES)('%s runs its compiled JavaScript with node, not tsx or pnpm', (target) => {
    const cmd = /^CMD (\[.*\])$/m.exec(stages.get(target) ?? '')?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', '--conditions=compiled', 'dist/index.js']);
    expect(stages.get(target)).not.toMatch(/tsx/);
  });

  it.each(SERVICES)('%s gets production dependencies only (pnpm deploy --prod)', (target) => {
    expect(dockerfile).toContain(`pnpm --filter @portal/${target} deploy --prod --legacy /out/${target}`);
    expect(stages.get(target)).toContain(`COPY --from=build /out/${target} /app/${target}`);
  });
});

describe('benchmark-only tools', () => {
  const BENCH_TOOLS = ['autocannon', 'lighthouse', 'chrome-launcher'];
  const manifest = (path: string) =>
    JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, string> | string>;
  const dependencies = (path: string) => {
    const pkg = manifest(path);
    return ['dependencies', 'devDependencies', 'optionalDependencies'].flatMap((field) =>
      Object.keys((pkg[field] as Record<string, string> | undefined) ?? {}),
    );
  };

  it.each(['schema', 'gateway', 'web', 'upstream', 'e2e'])('are not dependencies of %s', (folder) => {
    expect(dependencies(`${folder}/package.json`).filter((name) => BENCH_TOOLS.includes(name))).toEqual([]);
  });

  it('live in the bench packages, which `npm start` leaves out of its install', () => {
    const benches = ['gateway/bench/package.json', 'web/bench/package.json'];
    expect(
      benches
        .flatMap(dependencies)
        .filter((name) => BENCH_TOOLS.includes(name))
        .sort(),
    ).toEqual([...BENCH_TOOLS].sort());
    const start = readFileSync('scripts/start.mjs', 'utf8');
    const skipped = /const BENCH_PACKAGES = \[(.*)\];/.exec(start)?.[1];
    expect(skipped).toBe(benches.map((path) => `'${manifest(path).name}'`).join(', '));
  });
});
