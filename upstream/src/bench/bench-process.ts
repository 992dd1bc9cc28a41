/** What the database benches share: their command-line options and the process's peak RSS. */
import { adminStatement } from '../testing/postgres-admin.ts';

const args = process.argv.slice(2).filter((arg) => arg !== '--');

/** The value after `--name`, if given. */
export const option = (name: string): string | undefined => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};

export const flag = (name: string): boolean => args.includes(`--${name}`);

export const BENCH_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

/** Samples RSS every 20 ms (a short peak between two reads would be missed otherwise). */
export function peakRssSampler() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  return {
    see: (rss: number) => {
      peak = Math.max(peak, rss);
    },
    stop: () => clearInterval(timer),
    report: () =>
      `peak RSS ${mb(peak)} (sampled every 20 ms; process.resourceUsage maxRSS ${mb(process.resourceUsage().maxRSS * 1024)})`,
  };
}

/** A new, empty database `name` on the bench server (dropped first if a run left it behind). */
export async function freshBenchDatabase(name: string) {
  await dropBenchDatabase(name);
  await adminStatement(BENCH_SERVER, `CREATE DATABASE ${name}`);
  const url = new URL(BENCH_SERVER);
  url.pathname = `/${name}`;
  return { kind: 'postgres' as const, url: url.toString() };
}

export const dropBenchDatabase = (name: string) =>
  adminStatement(BENCH_SERVER, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
