// What a real browser downloads to show the login page ('/' logged out), for the bundle budget
// (scripts/size.mjs): the built dist/ served by `vite preview` with the app's own configuration
// (what `npm start` serves: gzip at zlib's default level from 1 KB, the security headers; nginx in
// Compose is set up the same way, deploy/nginx.conf), opened in Debian's Chromium from an empty
// cache. Every response is counted by its body bytes on the wire (compressed when the server
// compressed it; headers left out), so preloads, CSS and fonts count as they really load.
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { chromiumFlags, chromiumPath } from '../bench/stack.mjs';

/** Response kinds that the budget counts, by Content-Type. */
const KINDS = [
  ['js', /javascript/],
  ['css', /text\/css/],
  ['font', /font\/|application\/(font|x-font)/],
];
const kindOf = (contentType) => KINDS.find(([, pattern]) => pattern.test(contentType))?.[0] ?? 'other';

/**
 * Serves `webDir`'s dist/ on a free port, loads '/' and waits for the login form and a quiet
 * network. Resolves with every response: path, kind, bytes on the wire and Content-Encoding.
 */
export async function loginTransfer(webDir) {
  // Port 0: a free port, never the developer's 5173 (the config's strictPort still applies).
  const server = await preview({ root: webDir, logLevel: 'error', preview: { port: 0, open: false } });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const { port } = server.httpServer.address();
    const page = await browser.newPage();
    const finished = [];
    page.on('requestfinished', (request) => finished.push(request));
    await page.goto(`http://localhost:${port}/`);
    await page.getByRole('form', { name: 'Entrar' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    return await Promise.all(
      finished.map(async (request) => {
        const response = await request.response();
        const headers = (await response?.allHeaders()) ?? {};
        const { responseBodySize, responseHeadersSize } = await request.sizes();
        return {
          path: new URL(request.url()).pathname,
          kind: kindOf(headers['content-type'] ?? ''),
          bodyBytes: responseBodySize,
          headerBytes: responseHeadersSize,
          encoding: headers['content-encoding'] ?? 'identity',
        };
      }),
    );
  } finally {
    await browser.close();
    await server.close();
  }
}
