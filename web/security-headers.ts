/**
 * Security headers of the web app, one source for both servers of the built SPA: vite preview
 * (vite.config.ts `preview.headers`, what `npm start` and the e2e suite use) and nginx in Compose
 * (deploy/nginx.conf, kept equal by src/app/securityHeaders.test.ts). The dev server gets none:
 * React Fast Refresh injects an inline script there.
 *
 * Content-Security-Policy:
 * - scripts only from our origin, no inline script, no eval: the build emits one module script
 *   with a src, and index.html has no inline script (the test checks both);
 * - styles from our origin plus 'unsafe-inline': styled-components and react-hot-toast (goober)
 *   create <style> elements at run time, whose rules differ per render, so neither hashes nor a
 *   nonce fit a static server (a nonce would need every response of index.html rewritten). Inline
 *   styles cannot run code; the XSS surface (scripts) stays closed;
 * - images and fonts from our origin or data: URLs (the favicon, small assets Vite inlines);
 * - connect-src 'self': the app only calls the relative /graphql; no framing, no plugins, no
 *   <base> or form posts elsewhere;
 * - frame-src: our origin (the support material's inline PDF, /v1/files) and the two video hosts
 *   whose embedded players play support-material video links (docs/product.md §12.4).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // Ignored by browsers over plain http (local runs); effective once served over TLS.
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};
