/**
 * Probes for orchestrators: /healthz says the process answers (liveness, never touches upstream);
 * /readyz says it can serve (readiness: the portal and token services answer their /healthz).
 * A Redis that is down (REDIS_URL set) makes it `degraded`, still 200: the replica serves with its
 * stricter local limits (security/redis-store.ts), and taking every replica out of the balancer
 * for a Redis outage would turn a weaker limit into no service.
 */
import { Router } from 'express';
import type { GatewayConfig } from './config.ts';
import type { SharedRedis } from './security/redis-store.ts';

/** Readiness must answer fast even when an upstream hangs. */
const PROBE_TIMEOUT_MS = 2_000;

async function probe(url: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer(); // drain, so the keep-alive socket is reusable
    return response.ok;
  } catch {
    return false;
  }
}

export function healthRoutes(
  config: Pick<GatewayConfig, 'portalUrl' | 'tokenUrl' | 'upstreamTimeoutMs' | 'instanceId'>,
  redis: Pick<SharedRedis, 'up'> | null = null,
): Router {
  const router = Router();
  const timeoutMs = Math.min(config.upstreamTimeoutMs, PROBE_TIMEOUT_MS);
  router.get('/healthz', (_req, res) => {
    if (config.instanceId) res.set('x-instance-id', config.instanceId);
    res.set('cache-control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const [portal, token] = await Promise.all([
      probe(`${config.portalUrl}/healthz`, timeoutMs),
      probe(`${config.tokenUrl}/healthz`, timeoutMs),
    ]);
    const ready = portal && token;
    const redisUp = redis?.up();
    // Which upstream is down helps operators; their URLs stay out of the response.
    res
      .status(ready ? 200 : 503)
      .set('cache-control', 'no-store')
      .json({
        status: ready ? (redisUp === false ? 'degraded' : 'ready') : 'unavailable',
        checks: {
          portal: portal ? 'ok' : 'down',
          token: token ? 'ok' : 'down',
          ...(redis ? { redis: redisUp ? 'ok' : 'down' } : {}),
        },
      });
  });
  return router;
}
