#!/usr/bin/env node
// Compiles a server package (schema, upstream, gateway) to plain JavaScript in its dist/, for the
// production images: `node --conditions=compiled dist/index.js` instead of tsx at run time. Run in
// the package's folder (its `compile` script); arguments are the extensions of files the code
// reads at run time beside itself (the SDL's .graphql, the OpenAPI .yaml), copied from src/.
// tsc rewrites the `.ts` import specifiers to `.js` (rewriteRelativeImportExtensions in each
// package's tsconfig.build.json); the "compiled" export condition points @portal/schema at its dist.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, resolve } from 'node:path';

const assets = new Set(process.argv.slice(2));
// gateway/dist/graphiql is the GraphiQL bundle `vite build` puts there; everything else is ours.
const KEEP = new Set(['graphiql']);
if (existsSync('dist')) {
  for (const name of readdirSync('dist')) {
    if (!KEEP.has(name)) rmSync(join('dist', name), { recursive: true, force: true });
  }
}
// The workspace's TypeScript (root devDependency), found from the package folder upwards.
const tsc = createRequire(resolve('package.json')).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
for (const file of readdirSync('src', { recursive: true, encoding: 'utf8' })) {
  if (assets.has(extname(file))) cpSync(join('src', file), join('dist', file));
}
