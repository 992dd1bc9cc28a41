/**
 * Static assets compressed once at build, at the strongest settings, instead of per response:
 * every file of 1 KB or more gets a `.br` (brotli, quality 11) and a `.gz` (gzip, level 9) beside it,
 * and `vite preview` (what `npm start` and the e2e suite serve) answers /assets/ with the smallest
 * one the browser accepts. nginx in Compose serves the same files (deploy/nginx.conf). Brotli takes
 * the login page from about 181 to under 170 KB on the wire (scripts/size.mjs measures it).
 */
import { constants } from 'node:zlib';
import sirv from 'sirv';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** Below this, compression saves less than its own headers cost (the same threshold as nginx's). */
const THRESHOLD = 1024;
/** Hashed file names: a new build gets new names, so browsers may keep these for a year. */
const IMMUTABLE_MAX_AGE = 31_536_000;

export const precompress = (): Plugin =>
  compression({
    include: /\.(js|css|svg|json|html|txt|woff2?)$/,
    threshold: THRESHOLD,
    skipIfLargerOrEqual: true,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
  });

/** Serves dist/assets/ precompressed, before Vite's own on-the-fly gzip; other paths go on. */
export const servePrecompressed = (headers: Record<string, string>): Plugin => ({
  name: 'portal:serve-precompressed',
  configurePreviewServer(server) {
    const assets = `${server.config.root}/${server.config.build.outDir}/assets`;
    server.middlewares.use(
      '/assets',
      sirv(assets, {
        brotli: true,
        gzip: true,
        etag: true,
        maxAge: IMMUTABLE_MAX_AGE,
        immutable: true,
        setHeaders: (res) => {
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        },
      }),
    );
  },
});
