/**
 * The docker-compose layout without Docker (issue 6, "Scale beyond one machine"): the real
 * deploy/nginx.conf (names and ports swapped for loopback ones) in front of one, then two gateway
 * processes, the web's `Me` query through nginx with 10 connections. Prints throughput and CPU per
 * request of each replica, then stops one replica in the middle of a run and counts the requests
 * that failed (nginx must move to the other one).
 *
 *   pnpm --filter @portal/gateway bench:replicas
 *   pnpm --filter @portal/gateway bench:replicas --serve   (keeps it up, serving web/dist, for e2e)
 *
 * Needs an nginx binary (Debian: apt-get install nginx); without one it says so and exits 0. On a
 * 2-core machine the replicas, upstream, nginx and the load generator share the same two cores, so
 * the second replica cannot double anything here: the figure to read is CPU per request.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuSeconds } from './processes.ts';
import {
  autocannonRun,
  CONNECTIONS,
  type GatewayProcess,
  int,
  ms,
  PORT_BLOCKS,
  printMachine,
  printTable,
  REPO_ROOT,
  runBench,
  SECONDS,
  type Stack,
  startBenchGateway,
  startBenchUpstream,
  tokenFor,
  WARMUP_SECONDS,
} from './support.ts';
import { viewerOperation } from './web-operations.ts';

const USER = 'afiliado@demo.com.br';
const MIME_TYPES = '/etc/nginx/mime.types';
/** `--serve` keeps the layout up this long at most. */
const SERVE_MINUTES = 30;

export const nginxBinary = (): string | null => {
  for (const candidate of [process.env.NGINX ?? '', 'nginx', '/usr/sbin/nginx']) {
    if (candidate && spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  return null;
};

/** deploy/nginx.conf on loopback ports, in an http block of its own, run in the foreground. */
export async function startNginx(
  stack: Stack,
  binary: string,
  port: number,
  gateways: readonly string[],
  root?: string,
) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  for (const sub of ['logs', 'html']) mkdirSync(join(dir, sub));
  const site = readFileSync(join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8')
    .replace(/server gateway-1:4000/, `server ${gateways[0]}`)
    .replace(/server gateway-2:4000/, `server ${gateways[1]}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root \S+;/, `root ${root ?? join(dir, 'html')};`);
  if (site.includes('gateway-1') || site.includes('gateway-2')) throw new Error('nginx.conf changed shape');
  writeFileSync(join(dir, 'site.conf'), site);
  // The official image's nginx.conf includes the MIME types; without them the SPA's modules are text/plain.
  const mimeTypes = existsSync(MIME_TYPES)
    ? `include ${MIME_TYPES}; default_type application/octet-stream;`
    : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `${name}_temp_path ${join(dir, name)};`)
    .join(' ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off; pid ${join(dir, 'nginx.pid')}; error_log ${join(dir, 'logs/error.log')} warn;
events {}
http { access_log off; ${mimeTypes} ${temp} include ${join(dir, 'site.conf')}; }\n`,
  );
  const child = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  stack.add({
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await fetch(`${url}/`);
      return url;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not start: ${readFileSync(join(dir, 'logs/error.log'), 'utf8')}`);
}

runBench(async (stack) => {
  printMachine('Two gateway replicas behind the web nginx (docker-compose layout, on loopback)');
  const binary = nginxBinary();
  if (!binary) {
    console.log('no nginx binary here (NGINX=/path/to/nginx, or apt-get install nginx): skipped.');
    return 0;
  }
  const base = PORT_BLOCKS.replicas;
  const upstream = stack.add(await startBenchUpstream(base + 2));
  const env = { TRUST_PROXY: 'loopback' };
  const replicas: GatewayProcess[] = [
    await startBenchGateway(stack, base + 4, upstream, env),
    await startBenchGateway(stack, base + 5, upstream, env),
  ];
  const serve = process.argv.includes('--serve');
  const web = await startNginx(
    stack,
    binary,
    base,
    replicas.map((replica) => new URL(replica.url).host),
    serve ? join(REPO_ROOT, 'web/dist') : undefined,
  );
  if (serve) {
    // The layout for the e2e suite, with the built web app (pnpm --filter @portal/web build).
    console.log(
      `serving ${web} (web/dist, /graphql on two replicas) for ${SERVE_MINUTES} min, Ctrl+C to stop:`,
    );
    console.log(`  E2E_WEB_URL=${web} pnpm --filter @portal/e2e test`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, SERVE_MINUTES * 60_000);
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.once(signal, () => {
          clearTimeout(timer);
          resolve();
        });
      }
    });
    return 0;
  }
  const token = await tokenFor(upstream.tokenUrl, USER);
  const request = (url: string) => ({
    url: `${url}/graphql`,
    method: 'POST' as const,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: viewerOperation().document, operationName: 'Me' }),
  });

  const measured = async (label: string, url: string) => {
    const before = replicas.map((replica) => cpuSeconds(replica.pid));
    const figures = await autocannonRun(request(url), { seconds: SECONDS });
    const cpu = replicas.map((replica, index) => cpuSeconds(replica.pid) - (before[index] ?? 0));
    const total = cpu.reduce((sum, value) => sum + value, 0);
    return [
      label,
      ms(figures.p50),
      ms(figures.p99),
      int(figures.rps),
      String(figures.failures),
      cpu.map((value) => `${Math.round((value / Math.max(total, 1e-9)) * 100)}%`).join(' / '),
      ms((total * 1000) / Math.max(1, figures.requests)),
    ];
  };
  console.log(`warming up ${WARMUP_SECONDS} s...`);
  await autocannonRun(request(web), { seconds: WARMUP_SECONDS });
  const rows = [
    await measured('one replica, no nginx', replicas[0]?.url ?? ''),
    await measured('nginx → two replicas', web),
  ];
  console.log(`\nquery Me as ${USER}, ${CONNECTIONS} connections, ${SECONDS} s each:`);
  printTable(
    ['path', 'p50 ms', 'p99 ms', 'req/s', 'failed', 'gateway CPU split', 'gateway CPU ms/req'],
    rows,
  );

  // Failover: stop replica 2 (SIGTERM: it drains and closes) a third of the way into a run.
  const failoverRun = autocannonRun(request(web), { seconds: SECONDS });
  await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 3));
  await replicas[1]?.stop();
  const failover = await failoverRun;
  console.log(
    `\nfailover: replica 2 stopped during a ${SECONDS} s run through nginx: ${failover.requests} requests, ` +
      `${failover.failures} failed.`,
  );
  if (failover.failures > 0) {
    console.error('FAIL: requests failed while a replica stopped.');
    return 1;
  }
  console.log('OK: both replicas served, and losing one failed no request.');
  return 0;
});
