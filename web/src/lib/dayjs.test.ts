/** dayjs is configured in lib/dayjs.ts only, and every other module takes it from there. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dayjs } from './dayjs.ts';

// import.meta.dirname: jsdom's URL class is not the one node:url's fileURLToPath accepts.
const SRC = join(import.meta.dirname, '..');
const CONFIG = 'lib/dayjs.ts';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Files other than lib/dayjs.ts whose text matches `pattern`, relative to src/. */
const filesMatching = (pattern: RegExp): string[] =>
  sources(SRC)
    .map((path) => relative(SRC, path))
    .filter((path) => path !== CONFIG && !path.endsWith('.test.ts'))
    .filter((path) => pattern.test(readFileSync(join(SRC, path), 'utf8')));

describe('dayjs configuration', () => {
  it('is made nowhere else: no plugin, locale or default zone set outside lib/dayjs.ts', () => {
    expect(filesMatching(/\.extend\(|dayjs\.locale\(|\.locale\('pt-br'\)|tz\.setDefault\(/)).toEqual([]);
  });

  it("is the only module importing 'dayjs' (and its plugins and locales) itself", () => {
    expect(filesMatching(/from 'dayjs(\/[^']*)?'|import 'dayjs/)).toEqual([]);
  });

  it('speaks pt-BR and reads local times in Fortaleza (UTC−3)', () => {
    expect(dayjs.locale()).toBe('pt-br');
    expect(dayjs.tz('2024-06-10 12:00').toISOString()).toBe('2024-06-10T15:00:00.000Z');
    expect(dayjs.utc('2024-06-10T15:00:00Z').tz().format('dddd, HH:mm')).toBe('segunda-feira, 12:00');
  });
});
