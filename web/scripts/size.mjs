#!/usr/bin/env node
// The bundle budget (issue #6): the JavaScript that the login route ('/' logged out) downloads
// before it can show the form, and what each lazily loaded route adds on top of the entry. Prints
// every chunk with its gzip size, then each route's own share; exits 1 over a budget.
// It builds nothing: run `pnpm --filter @portal/web build` first (CI does, then runs this).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/** Entry, its static imports, the login page and the login page's static imports. */
const LOGIN_BUDGET_KB = 170;
/** A lazy route's chunk plus whatever it imports that the entry does not already load. */
const ROUTE_BUDGET_KB = 100;
// The login page's module as the manifest names it (keys are paths relative to web/).
const LOGIN_PAGE = 'src/features/auth/LoginPage.tsx';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`pnpm --filter @portal/web build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipBytes = new Map();
const sizeOf = (file) => {
  if (!gzipBytes.has(file)) gzipBytes.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipBytes.get(file);
};

/** A manifest entry's own file plus everything it imports statically, transitively. */
const staticClosure = (key, files = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
};

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const total = (files) => [...files].reduce((sum, file) => sum + sizeOf(file), 0);
const row = (size, text) => `  ${kb(size).padStart(9)}  ${text}`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}
if (!manifest[LOGIN_PAGE]) {
  console.error(`The manifest has no chunk for ${LOGIN_PAGE}; update LOGIN_PAGE in scripts/size.mjs.`);
  process.exit(1);
}

const entryFiles = staticClosure(entryKey);
// What '/' logged out loads: the entry with its static imports, then the lazy login page with its own.
const loginFiles = staticClosure(LOGIN_PAGE, new Set(entryFiles));

// Which lazy modules (pages, the signed-in shell) pull each chunk in, for the table.
const lazyKeys = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .sort();
const usedBy = new Map();
for (const key of lazyKeys) {
  for (const file of staticClosure(key)) {
    if (entryFiles.has(file)) continue;
    if (!usedBy.has(file)) usedBy.set(file, []);
    usedBy.get(file).push(manifest[key].name);
  }
}

const chunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, size: sizeOf(file) }))
  .sort((a, b) => b.size - a.size || a.file.localeCompare(b.file));

console.log(`Chunks (${chunks.length}, gzip):`);
for (const { file, size } of chunks) {
  const where = entryFiles.has(file)
    ? 'entry'
    : `${loginFiles.has(file) ? 'login route; ' : ''}lazy: ${(usedBy.get(file) ?? ['?']).join(', ')}`;
  console.log(row(size, `${file}  (${where})`));
}

const failures = [];

// A route's own share: its lazy chunk and the chunks it imports that the entry does not load.
console.log(`\nLazy routes, what each adds to the entry (budget ${ROUTE_BUDGET_KB} KB each):`);
for (const key of lazyKeys) {
  const own = [...staticClosure(key)].filter((file) => !entryFiles.has(file));
  const size = total(own);
  const over = size > ROUTE_BUDGET_KB * KB;
  if (over) failures.push(`${key}: ${kb(size)} > ${ROUTE_BUDGET_KB} KB`);
  console.log(row(size, `${key}  (${own.length} files)${over ? '  OVER BUDGET' : ''}`));
}

const entryTotal = total(entryFiles);
const loginTotal = total(loginFiles);
const loginOver = loginTotal > LOGIN_BUDGET_KB * KB;
if (loginOver) failures.push(`login route: ${kb(loginTotal)} > ${LOGIN_BUDGET_KB} KB`);
console.log(`\nEntry + static imports: ${kb(entryTotal)} (${entryFiles.size} files)`);
console.log(
  `Login route (entry + login page and their static imports): ${kb(loginTotal)} (${loginFiles.size} files), ` +
    `budget ${LOGIN_BUDGET_KB} KB → ${loginOver ? 'OVER BUDGET' : 'OK'}`,
);

if (failures.length > 0) {
  console.error(`\nOver the bundle budget:\n${failures.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('Bundle budget: OK');
