// The production images run compiled JavaScript (Dockerfile: `pnpm run build:server`, then
// `node --conditions=compiled dist/index.js` in each service's folder). With no Docker engine
// here, this runs the same build and starts the compiled upstream and gateway against each other,
// on free ports and an in-memory database: the gateway's readiness check must answer.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pnpmCommand, run } from '../scripts/lib/proc.mjs';

/** Source modules under `dir` (relative paths): what tsconfig.build.json compiles (no tests, no lint CLI). */
const sourceModules = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('lint/'),
  );

const [pnpm, ...pnpmArgs] = pnpmCommand();
const children: ChildProcess[] = [];

/** Starts `<pkg>/dist/index.js` as the image does; resolves with the first stdout line matching. */
function startCompiled(pkg: string, env: Record<string, string>, ready: RegExp) {
  const child = spawn(process.execPath, ['--conditions=compiled', 'dist/index.js'], {
    cwd: pkg,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise<RegExpExecArray>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${pkg} exited (${code}) before it was up`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const match = ready.exec(line);
      if (match) resolve(match);
    });
  });
}

beforeAll(async () => {
  expect(await run(pnpm, [...pnpmArgs, 'run', 'build:server'], { stdio: 'inherit' })).toBe(0);
}, 240_000);

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

describe('compiled servers', () => {
  it('@portal/schema resolves every export to an existing compiled file under "compiled"', () => {
    const { exports } = JSON.parse(readFileSync('schema/package.json', 'utf8')) as {
      exports: Record<string, { compiled?: string; default?: string }>;
    };
    for (const [subpath, target] of Object.entries(exports)) {
      expect(target.compiled, subpath).toMatch(/^\.\/dist\/.+\.js$/);
      expect(target.default, subpath).toMatch(/^\.\/src\/.+\.ts$/);
      // A subpath pattern ('./*') maps every source module: each must have its compiled twin.
      const sources = target.default?.includes('*')
        ? sourceModules('schema/src').map((file) => `./src/${file}`)
        : [target.default ?? ''];
      for (const source of sources) {
        const compiled = source.replace(/^\.\/src\//, './dist/').replace(/\.ts$/, '.js');
        expect(existsSync(`schema/${compiled}`), `${subpath} → ${compiled}`).toBe(true);
      }
    }
  });

  it('the compiled gateway answers ready against the compiled upstream', async () => {
    expect(existsSync('upstream/dist/index.js')).toBe(true);
    expect(existsSync('gateway/dist/index.js')).toBe(true);
    const [, portalPort, tokenPort] = await startCompiled(
      'upstream',
      { PORTAL_PORT: '0', TOKEN_PORT: '0', DATA_DIR: 'memory://', BCRYPT_COST: '4', LOG_LEVEL: 'warn' },
      /"portalPort":(\d+),"tokenPort":(\d+)/,
    );
    const [, gatewayUrl] = await startCompiled(
      'gateway',
      {
        PORT: '0',
        PORTAL_URL: `http://localhost:${portalPort}`,
        TOKEN_URL: `http://localhost:${tokenPort}`,
        LOG_LEVEL: 'info',
      },
      /gateway listening on (http:\/\/[^/"]+)/,
    );

    const response = await fetch(`${gatewayUrl}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ready' });
  }, 120_000);
});
