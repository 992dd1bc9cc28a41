/** What the fuzz test and the fuzz command share: the callers and the after-run health check. */
import type { FuzzCaller } from './fuzz.ts';
import type { TestGateway } from './gateway.ts';

/** Every seeded demo account (docs/product.md §1.4 roles, and one user holding several). */
export const DEMO_USERS = ['afiliado', 'agente', 'unidade', 'produtor', 'holding', 'admin', 'multi'] as const;

export async function fuzzCallers(gateway: TestGateway): Promise<FuzzCaller[]> {
  const callers: FuzzCaller[] = [{ name: 'anonymous', token: null }];
  for (const user of DEMO_USERS) {
    callers.push({ name: user, token: await gateway.login(`${user}@demo.com.br`) });
  }
  return callers;
}

/**
 * The gateway still answers: liveness, and a real query through upstream with a token from before
 * the run (fuzzed logins may have tripped the login rate limit, as they should).
 */
export async function gatewayAlive(gateway: TestGateway, callers: readonly FuzzCaller[]): Promise<boolean> {
  const token = callers.find((caller) => caller.name === 'afiliado')?.token;
  if (!token) return false;
  try {
    const health = await fetch(`${gateway.url}/healthz`, { signal: AbortSignal.timeout(10_000) });
    const { body } = await gateway.gql<{ me: { id: string } }>('{ me { id } }', { token, timeoutMs: 10_000 });
    return health.status === 200 && typeof body.data?.me.id === 'string';
  } catch {
    return false;
  }
}
