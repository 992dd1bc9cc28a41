/**
 * A Redis that does not answer must not take logins down (docs/decisions/security.md, "Rate limits
 * on credentials"): the gateway starts, counts in its own memory and logs a warning. Nothing listens
 * on the port below (this worktree's port block).
 */
import { describe, expect, it } from 'vitest';
import { capturingLogger } from '../test/capturing-logger.ts';
import { startTestGateway } from '../test/gateway.ts';
import { setupTestStack } from '../test/stack.ts';

const stack = setupTestStack();

describe('Redis unreachable', () => {
  it('keeps logins, limits and cost working in memory, with a warning', async () => {
    const { upstream } = stack();
    const { logger, lines } = capturingLogger('warn');
    const gateway = await startTestGateway(
      {
        PORTAL_URL: upstream.portalUrl,
        TOKEN_URL: upstream.tokenUrl,
        REDIS_URL: 'redis://127.0.0.1:4281',
        // One replica: its local limits while Redis is away are the shared ones (REDIS_REPLICAS).
        REDIS_REPLICAS: '1',
        AUTH_RATE_LIMIT_PER_USERNAME: '1',
      },
      { logger },
    );
    try {
      const token = await gateway.login('afiliado@demo.com.br');
      const { body } = await gateway.gql('{ me { id } }', { token });
      expect(body.extensions).toMatchObject({ cost: { requested: 2, budget: { available: 19_998 } } });
      // The limit still holds, in this process's memory.
      await gateway.login('agente@demo.com.br', 'Errada123').catch(() => undefined);
      await expect(gateway.login('agente@demo.com.br')).rejects.toThrow('TOO_MANY_REQUESTS');
      expect(lines().some((line) => String(line.message).startsWith('redis unavailable'))).toBe(true);
    } finally {
      await gateway.stop();
    }
  });
});
