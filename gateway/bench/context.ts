/**
 * The per-request context's own cost (issue 32, part 1): createContext for a signed-in request,
 * in process, with a verifier that answers at once, so what is timed is the composition alone
 * (domains' clients and loaders, kernel/lazy-record.ts). Prints µs per request over three rounds
 * of 20 000; the first round includes warm-up.
 *
 *   pnpm --filter @portal/gateway bench:context
 */

import type { TokenVerifier } from '../src/auth/jwt.ts';
import { loadConfig } from '../src/config.ts';
import { createContext, createDomainCaches } from '../src/context.ts';
import { createLogger } from '../src/logger.ts';
import { createAuthRateLimits } from '../src/security/rate-limit.ts';
import { CircuitBreakers } from '../src/upstream/breaker.ts';
import { printMachine } from './support.ts';

const config = loadConfig({
  ...process.env,
  PORTAL_URL: 'http://127.0.0.1:9',
  TOKEN_URL: 'http://127.0.0.1:9',
});
const verifier: TokenVerifier = {
  verify: async () => ({ userId: 'bench', username: 'afiliado@demo.com.br', client: null }),
};
const deps = {
  config,
  logger: createLogger('silent'),
  caches: { ...createDomainCaches({ config }), breakers: new CircuitBreakers(config.circuitBreaker) },
  verifier,
  rateLimits: createAuthRateLimits(config.authRateLimit),
};
const request = { authorization: 'Bearer bench', requestId: 'bench', clientIp: '127.0.0.1' };
const PER_ROUND = 20_000;

printMachine('Per-request context: createContext for a signed-in request');
for (let round = 1; round <= 3; round += 1) {
  const started = performance.now();
  for (let i = 0; i < PER_ROUND; i += 1) {
    // What the Me query reads: the viewer loader over the auth client.
    const context = await createContext(deps, request);
    void context.loaders.viewer;
  }
  const micros = ((performance.now() - started) * 1000) / PER_ROUND;
  console.log(`  round ${round}: ${micros.toFixed(1)} µs per request`);
}
