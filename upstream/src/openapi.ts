/**
 * The OpenAPI document of both apps, bundled from its parts: src/openapi.yaml (the document's
 * head, the platform paths and the components several domains share) and each domain's
 * `domains/<d>/openapi.yaml` (its paths and the components only it uses), named by its manifest.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { DOMAINS } from './domains/index.ts';

type Section = Record<string, unknown>;
interface Part {
  paths?: Section;
  components?: Record<string, Section>;
}

const read = (url: URL): unknown => parse(readFileSync(url, 'utf8'));

/** `into` with `from`'s entries added; a key both have is a mistake in the parts, never merged. */
function merged(into: Section, from: Section, where: string): Section {
  for (const key of Object.keys(from)) {
    if (key in into) throw new Error(`OpenAPI: ${where} ${key} is declared twice`);
  }
  return { ...into, ...from };
}

/** The bundled document of `root` and `parts` (exported for the bundling test). */
export function bundle(root: URL, parts: readonly URL[]): unknown {
  const document = read(root) as Part & Section;
  let paths = document.paths ?? {};
  const components = { ...(document.components ?? {}) };
  for (const url of parts) {
    const part = read(url) as Part;
    paths = merged(paths, part.paths ?? {}, 'path');
    for (const [kind, entries] of Object.entries(part.components ?? {})) {
      components[kind] = merged(components[kind] ?? {}, entries, kind);
    }
  }
  return { ...document, paths, components };
}

let document: unknown;

/** The whole document, bundled once on first use (it never changes while the process runs). */
export function openApiDocument(): unknown {
  document ??= bundle(
    new URL('./openapi.yaml', import.meta.url),
    DOMAINS.flatMap((domain) => (domain.openapi ? [domain.openapi] : [])),
  );
  return document;
}
