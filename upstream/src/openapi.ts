import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

let document: unknown;

/** src/openapi.yaml, parsed once on first use (it never changes while the process runs). */
export function openApiDocument(): unknown {
  document ??= parse(readFileSync(new URL('./openapi.yaml', import.meta.url), 'utf8'));
  return document;
}
