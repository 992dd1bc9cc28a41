import { ServerError } from '@apollo/client/errors';
import { MESSAGES } from '@portal/schema/messages';
import { describe, expect, it, vi } from 'vitest';
import {
  createFakeTransport,
  demoUser,
  type RecordedRequest,
  unauthenticated,
} from '@/app/testing/renderApp.tsx';
import { ShellDocument } from '@/features/notifications/__generated__/notifications.ts';
import { createSessionStore } from '../session/sessionStore.ts';
import { createApolloClient } from './createApolloClient.ts';
import { newTraceparent } from './links.ts';

const user = demoUser('afiliado');

describe('auth link', () => {
  it('sends the token restored from storage as a bearer token', async () => {
    createSessionStore({ storage: window.localStorage }).signIn('restored-token', user);
    const store = createSessionStore({ storage: window.localStorage });
    const requests: RecordedRequest[] = [];
    const client = createApolloClient({
      getToken: store.getToken,
      onUnauthenticated: vi.fn(),
      transport: createFakeTransport(
        [['Shell', () => ({ data: { me: user, notifications: [] } })]],
        requests,
      ),
    });

    await client.query({ query: ShellDocument });
    expect(requests[0]?.headers.Authorization).toBe('Bearer restored-token');
  });

  it('sends no Authorization header while logged out', async () => {
    const requests: RecordedRequest[] = [];
    const client = createApolloClient({
      getToken: () => null,
      onUnauthenticated: vi.fn(),
      transport: createFakeTransport(
        [['Shell', () => ({ data: { me: user, notifications: [] } })]],
        requests,
      ),
    });
    await client.query({ query: ShellDocument });
    expect(requests[0]?.headers.Authorization).toBeUndefined();
  });
});

describe('expiry link', () => {
  it('sends nothing once the session has expired and ends it instead', async () => {
    const requests: RecordedRequest[] = [];
    const onExpired = vi.fn();
    const client = createApolloClient({
      getToken: () => 'expired-token',
      onUnauthenticated: vi.fn(),
      isExpired: () => true,
      onExpired,
      transport: createFakeTransport(
        [['Shell', () => ({ data: { me: user, notifications: [] } })]],
        requests,
      ),
    });
    void client.query({ query: ShellDocument }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
    expect(onExpired).toHaveBeenCalledTimes(1);
    // Signing out clears the store, which stops the held request.
    await client.clearStore();
  });
});

describe('error link', () => {
  const run = async (result: Parameters<typeof createFakeTransport>[0][number][1]) => {
    const onUnauthenticated = vi.fn();
    const client = createApolloClient({
      getToken: () => 'expired',
      onUnauthenticated,
      transport: createFakeTransport([['Shell', result]]),
    });
    await client.query({ query: ShellDocument }).catch(() => undefined);
    return onUnauthenticated;
  };

  it('reports an UNAUTHENTICATED GraphQL error', async () => {
    expect(await run(unauthenticated)).toHaveBeenCalledTimes(1);
  });

  it('reports an HTTP 401', async () => {
    const response = new Response('{}', { status: 401 });
    const error = new ServerError('Unauthorized', { response, bodyText: '{}' });
    expect(await run(() => error)).toHaveBeenCalledTimes(1);
  });

  it('ignores other errors', async () => {
    const onUnauthenticated = await run(() => ({
      errors: [{ message: 'Campos incorretos.', extensions: { code: 'BAD_USER_INPUT' } }],
    }));
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});

describe('throttling', () => {
  const run = async (result: Parameters<typeof createFakeTransport>[0][number][1]) => {
    const onThrottled = vi.fn();
    const client = createApolloClient({
      getToken: () => 'token',
      onUnauthenticated: vi.fn(),
      onThrottled,
      transport: createFakeTransport([['Shell', result]]),
    });
    await client.query({ query: ShellDocument }).catch(() => undefined);
    return onThrottled;
  };

  it('shows the gateway text of a THROTTLED error', async () => {
    const onThrottled = await run(() => ({
      errors: [{ message: MESSAGES.throttled, extensions: { code: 'THROTTLED', retryAfter: 3 } }],
    }));
    expect(onThrottled).toHaveBeenCalledWith(MESSAGES.throttled);
  });

  it('shows the same text for a bare HTTP 429, and nothing for other errors', async () => {
    const response = new Response('', { status: 429 });
    const error = new ServerError('Too Many Requests', { response, bodyText: '' });
    expect(await run(() => error)).toHaveBeenCalledWith(MESSAGES.throttled);
    expect(await run(unauthenticated)).not.toHaveBeenCalled();
  });
});

describe('cache policies', () => {
  it('drops an evicted notification from the cached list', async () => {
    const notification = (id: string) => ({
      __typename: 'Notification',
      id,
      title: `Aviso ${id}`,
      message: 'Mensagem',
      type: 'INFO',
      date: '2026-01-10T12:00:00.000Z',
    });
    const client = createApolloClient({
      getToken: () => 't',
      onUnauthenticated: vi.fn(),
      transport: createFakeTransport([
        ['Shell', () => ({ data: { me: user, notifications: [notification('1'), notification('2')] } })],
      ]),
    });
    await client.query({ query: ShellDocument });

    client.cache.evict({ id: client.cache.identify({ __typename: 'Notification', id: '1' }) });
    const cached = client.readQuery({ query: ShellDocument });
    expect(cached?.notifications.map((item) => item.id)).toEqual(['2']);
  });

  it('normalises users by id', async () => {
    const client = createApolloClient({
      getToken: () => 't',
      onUnauthenticated: vi.fn(),
      transport: createFakeTransport([['Shell', () => ({ data: { me: user, notifications: [] } })]]),
    });
    await client.query({ query: ShellDocument });
    expect(client.cache.identify({ __typename: 'User', id: user.id })).toBe(`User:{"id":"${user.id}"}`);
    const normalized = client.cache.extract() as Record<string, unknown>;
    expect(normalized[`User:{"id":"${user.id}"}`]).toMatchObject({ username: user.username });
  });
});

describe('trace link', () => {
  it('starts a new sampled W3C trace on every request', async () => {
    const requests: RecordedRequest[] = [];
    const shell = () => ({ data: { me: user, notifications: [] } });
    const client = createApolloClient({
      getToken: () => 'a-token',
      onUnauthenticated: vi.fn(),
      transport: createFakeTransport([['Shell', shell]], requests),
    });
    await client.query({ query: ShellDocument, fetchPolicy: 'network-only' });
    await client.query({ query: ShellDocument, fetchPolicy: 'network-only' });
    const [first, second] = requests.map((request) => request.headers.traceparent);
    expect(first).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(second).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(second?.slice(3, 35)).not.toBe(first?.slice(3, 35));
  });

  it('never makes the all-zero ids the standard calls invalid', () => {
    const zeros = vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => array);
    expect(newTraceparent()).toBe(`00-${'0'.repeat(31)}1-${'0'.repeat(15)}1-01`);
    zeros.mockRestore();
  });
});
