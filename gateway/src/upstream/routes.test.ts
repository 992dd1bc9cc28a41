/** The route registry is complete: every route table an upstream module exports is listed in it. */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLES } from '../registry.ts';

const SRC_DIR = fileURLToPath(new URL('../', import.meta.url));
/** Where upstream clients live: the platform's client folder and every domain. */
const CLIENT_DIRS = [join(SRC_DIR, 'upstream'), join(SRC_DIR, 'domains')];

/** The TypeScript modules under upstream/, sub-folders included, tests left out. */
const modules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

const isRoute = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).method === 'string' &&
  typeof (value as Record<string, unknown>).path === 'string';

/** An object whose every value is a `{ method, path }` route, i.e. a route table. */
const isRouteTable = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).length > 0 &&
  Object.values(value).every(isRoute);

describe('ROUTE_TABLES', () => {
  it('lists every route table exported under gateway/src/upstream and gateway/src/domains', async () => {
    const listed = new Set<unknown>(Object.values(ROUTE_TABLES));
    const unlisted: string[] = [];
    let found = 0;
    for (const path of CLIENT_DIRS.flatMap((dir) => modules(dir))) {
      const exports: Record<string, unknown> = await import(path);
      for (const [name, value] of Object.entries(exports)) {
        if (!isRouteTable(value)) continue;
        found += 1;
        if (!listed.has(value)) unlisted.push(`${relative(SRC_DIR, path)}: ${name}`);
      }
    }
    expect(unlisted).toEqual([]);
    expect(found).toBe(listed.size);
  });
});
