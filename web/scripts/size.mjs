#!/usr/bin/env node
// Prints the gzip size of the JavaScript the login route ('/' logged out) downloads, and of every
// chunk. It builds nothing: run `pnpm --filter @portal/web build` first. Exits 1 over the budget.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
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

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (files) => [...files].reduce((sum, file) => sum + sizeOf(file), 0);

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

console.log('Chunks (gzip):');
const chunks = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js'))
  .map((chunk) => ({ file: chunk.file, size: sizeOf(chunk.file), login: loginFiles.has(chunk.file) }))
  .filter((chunk, index, all) => all.findIndex((other) => other.file === chunk.file) === index)
  .sort((a, b) => b.size - a.size);
for (const { file, size, login } of chunks) {
  console.log(`  ${kb(size).padStart(9)}  ${file}${login ? '  (login route)' : ''}`);
}

const entryTotal = total(entryFiles);
const loginTotal = total(loginFiles);
console.log(`\nEntry + static imports: ${kb(entryTotal)} gzip (${entryFiles.size} files)`);
console.log(`Login route (entry + login page and their static imports): ${kb(loginTotal)} gzip`);
console.log(`Budget: ${BUDGET_KB} KB → ${loginTotal <= BUDGET_KB * 1024 ? 'OK' : 'OVER BUDGET'}`);
if (loginTotal > BUDGET_KB * 1024) process.exit(1);
