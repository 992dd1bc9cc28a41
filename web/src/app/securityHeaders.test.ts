/**
 * The web app's security headers (web/security-headers.ts) are what both servers send: vite
 * preview takes them from vite.config.ts, nginx (deploy/nginx.conf) repeats them in every location
 * serving the SPA. And the page they protect has no inline script for the CSP to refuse.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../../security-headers.ts';

// Paths by node:path: under jsdom the global URL is jsdom's, which fileURLToPath does not accept.
const here = dirname(fileURLToPath(import.meta.url));
const read = (relative: string) => readFileSync(join(here, relative), 'utf8');

/** `location <path> { ... }` blocks of an nginx config, by path. */
const locations = (config: string): Map<string, string> =>
  new Map(
    [...config.matchAll(/location\s+(\S+)\s*\{([^}]*)\}/g)].map((match) => [match[1] ?? '', match[2] ?? '']),
  );

/** Inline scripts and inline event handlers: what `script-src 'self'` would refuse to run. */
const inlineScripts = (html: string): string[] => [
  ...[...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes, body]) => !/\bsrc=/.test(attributes ?? '') || (body ?? '').trim() !== '')
    .map(([script]) => script),
  ...[...html.matchAll(/<[^>]+\son[a-z]+\s*=/gi)].map(([tag]) => tag),
];

describe('security headers', () => {
  it('forbid inline and foreign scripts, eval, plugins and framing', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*(unsafe|data:|\*)/);
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
  });

  it('are sent by nginx, unchanged, in every location that serves the app', () => {
    const served = locations(read('../../../deploy/nginx.conf'));
    for (const path of ['/', '/assets/']) {
      const block = served.get(path) ?? '';
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(block, `${name} in location ${path}`).toContain(`add_header ${name} "${value}" always;`);
      }
    }
  });

  it('protect a page without inline scripts, in the source and in the build when there is one', () => {
    expect(inlineScripts(read('../../index.html'))).toEqual([]);
    const built = join(here, '../../dist/index.html');
    if (existsSync(built)) expect(inlineScripts(readFileSync(built, 'utf8'))).toEqual([]);
  });
});
