/**
 * The cost budget through the real gateway and upstream (docs/product.md §13): every answer tells
 * the cost, a signed-in user's bucket drains and refuses with THROTTLED, HTTP 429 and Retry-After.
 * Small numbers keep it short: `me { id username }` costs 3, the bucket holds 10 and gets back 1
 * per minute (slow, so a busy machine's delays change nothing).
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../test/gateway.ts';
import { setupTestStack } from '../test/stack.ts';

const stack = setupTestStack({
  MAX_COST: '10',
  COST_BUDGET_CAPACITY: '10',
  COST_BUDGET_RESTORE_PER_MINUTE: '1',
});

const ME = '{ me { id username } }';
const LOGIN = 'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';

describe('cost budget', () => {
  it('tells an anonymous operation its cost, with no budget', async () => {
    const { gateway } = stack();
    const { body } = await gateway.gql(LOGIN, { variables: { u: 'afiliado@demo.com.br', p: DEMO_PASSWORD } });
    expect(body).toMatchObject({ extensions: { cost: { requested: 2, budget: null } } });
  });

  it('spends a signed-in user budget and throttles when it is spent, with 429 and Retry-After', async () => {
    const { gateway } = stack();
    const token = await gateway.login('agente@demo.com.br');
    const first = await gateway.gql(ME, { token });
    expect(first.body).toMatchObject({
      extensions: { cost: { requested: 3, budget: { capacity: 10, available: 7, restorePerMinute: 1 } } },
    });
    await gateway.gql(ME, { token });
    const third = await gateway.gql(ME, { token });
    expect(third.body.extensions).toMatchObject({ cost: { budget: { available: 1 } } });
    const throttled = await gateway.gql(ME, { token });
    expect(throttled.status).toBe(429);
    expect(throttled.body.data).toBeUndefined();
    const error = throttled.body.errors?.[0];
    expect(error).toMatchObject({ message: MESSAGES.throttled, extensions: { code: 'THROTTLED' } });
    // 3 wanted, about 1 left, 1 a minute back: about two minutes.
    const retryAfter = Number(error?.extensions?.retryAfter);
    expect(retryAfter).toBeGreaterThan(100);
    expect(retryAfter).toBeLessThanOrEqual(120);
    expect(throttled.headers.get('retry-after')).toBe(String(retryAfter));
    expect(throttled.body.extensions).toMatchObject({ cost: { requested: 3, budget: { available: 1 } } });
    // Another user has a bucket of their own.
    const other = await gateway.gql(ME, { token: await gateway.login('unidade@demo.com.br') });
    expect(other.status).toBe(200);
  });
});
