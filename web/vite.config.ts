import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress, servePrecompressed } from './precompressed.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:4000';
const portalUrl = process.env.PORTAL_URL ?? 'http://localhost:4010';
const webPort = Number(process.env.WEB_PORT ?? 5173);
// `npm start` sets INSTANCE_ID to tell its own preview server from another process on the port.
const instanceHeader: Record<string, string> = process.env.INSTANCE_ID
  ? { 'X-Instance-Id': process.env.INSTANCE_ID }
  : {};

// The SPA always calls the relative /graphql; in dev and preview Vite forwards it to the gateway
// (nginx does the same in Compose), so no CORS and no gateway URL baked into the build.
// xfwd: the gateway's login rate limits see the browser's address, not the proxy's.
// /files: downloads the gateway streams (an invoice's PDF, 'Baixar' on /notas-fiscais).
const toGateway = { target: gatewayUrl, changeOrigin: true, xfwd: true };
// /v1/files: signed uploads and stored images, straight to upstream (the CSP allows only 'self').
const toPortal = { target: portalUrl, changeOrigin: false, xfwd: true };
// ^/l/: affiliate links (docs/product.md §10.1) open on the app's origin; upstream counts the visit and
// redirects. A regex, so '/lista-dos-afiliados' stays the app's.
// /v1/mail: the e-mails' one-click unsubscribe (docs/mail.md), reached without signing in.
const proxy = {
  '/graphql': toGateway,
  '/files': toGateway,
  '/v1/files': toPortal,
  '/v1/mail': toPortal,
  '^/l/': toPortal,
};

// Vendor groups change far less often than app code, so they stay cached across deploys.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  {
    name: 'apollo',
    test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|@graphql-typed-document-node)[\\/]/,
  },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  {
    name: 'styles',
    test: /node_modules[\\/](styled-components|stylis|@emotion|shallowequal|goober|react-hot-toast)[\\/]/,
  },
];

const previewHeaders = { ...SECURITY_HEADERS, ...instanceHeader };

export default defineConfig({
  plugins: [react(), precompress(), servePrecompressed(previewHeaders)],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: webPort, proxy },
  preview: { port: webPort, strictPort: true, proxy, headers: previewHeaders },
  build: {
    // scripts/size.mjs reads the manifest to measure what the login route downloads.
    manifest: true,
    // Every browser the portal supports understands <link rel="modulepreload">; where one does not,
    // chunks still load, just without the hint, so the polyfill would only cost login bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
