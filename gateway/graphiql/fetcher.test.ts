import { describe, expect, it } from 'vitest';
import { createTokenAwareFetcher, TOKEN_STORAGE_KEY, type TokenStorage } from './fetcher.ts';

const memoryStorage = (): TokenStorage & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

/** Records requests and answers with the given GraphQL bodies in turn. */
const fakeFetch = (...answers: object[]) => {
  const requests: Array<{ headers: Record<string, string>; body: string }> = [];
  const impl = (async (_url: string, init: RequestInit) => {
    requests.push({ headers: init.headers as Record<string, string>, body: String(init.body) });
    return new Response(JSON.stringify(answers[requests.length - 1] ?? { data: {} }));
  }) as typeof fetch;
  return { impl, requests };
};

describe('GraphiQL token-aware fetcher', () => {
  it('remembers the token of a login and sends it afterwards', async () => {
    const storage = memoryStorage();
    const network = fakeFetch({ data: { login: { token: 'abc' } } }, { data: { me: { id: '1' } } });
    const fetcher = createTokenAwareFetcher({ url: '/graphql', storage, fetchImpl: network.impl });

    await fetcher({ query: 'mutation { login(username: "u", password: "p") { token } }' });
    expect(network.requests[0]?.headers.authorization).toBeUndefined();
    expect(storage.items.get(TOKEN_STORAGE_KEY)).toBe('abc');

    await fetcher({ query: '{ me { id } }' });
    expect(network.requests[1]?.headers.authorization).toBe('Bearer abc');
    expect(network.requests[1]?.headers['content-type']).toBe('application/json');
  });

  it('lets the headers editor win', async () => {
    const storage = memoryStorage();
    storage.setItem(TOKEN_STORAGE_KEY, 'remembered');
    const network = fakeFetch({ data: {} });
    const fetcher = createTokenAwareFetcher({ url: '/graphql', storage, fetchImpl: network.impl });
    await fetcher({ query: '{ me { id } }' }, { headers: { Authorization: 'Bearer mine' } });
    expect(network.requests[0]?.headers).toMatchObject({ Authorization: 'Bearer mine' });
    expect(network.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('forgets a remembered token the gateway refuses', async () => {
    const storage = memoryStorage();
    storage.setItem(TOKEN_STORAGE_KEY, 'expired');
    const network = fakeFetch({ errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] });
    const fetcher = createTokenAwareFetcher({ url: '/graphql', storage, fetchImpl: network.impl });
    await fetcher({ query: '{ me { id } }' });
    expect(storage.items.has(TOKEN_STORAGE_KEY)).toBe(false);
  });
});
