/** HTTP behaviour shared by every portal route: JSON errors, body limits, request ids. */
import { describe, expect, it } from 'vitest';
import { useTestUpstream } from './testing/harness.ts';

const up = useTestUpstream();

describe('portal API', () => {
  it('answers /healthz after checking the database', async () => {
    const res = await up().portal('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it.each([
    ['an unknown path', '/v1/nada', 'GET'],
    ['an unknown method on a known path', '/me', 'PATCH'],
  ])('answers JSON 404 for %s', async (_case, path, method) => {
    const res = await up().portal(path, { method });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ detail: 'Not Found' });
  });

  it('answers JSON 400 for a malformed JSON body, without a stack trace', async () => {
    const res = await up().portal('/unknown-password', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"mail": ',
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ detail: 'Corpo da requisição inválido.' });
    expect(text).not.toMatch(/at .+\.js|SyntaxError/);
  });

  it('answers JSON 400 for a body that is not a JSON object', async () => {
    for (const body of ['[]', '"texto"']) {
      const res = await up().portal('/unknown-password', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: 'Corpo da requisição inválido.' });
    }
  });

  it('answers JSON 413 for a body over the limit', async () => {
    const res = await up().portal('/unknown-password', {
      method: 'PUT',
      json: { mail: 'x'.repeat(200_000) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'Corpo da requisição muito grande.' });
  });

  it('echoes x-request-id, and makes one up when absent or unusable', async () => {
    const echoed = await up().portal('/healthz', { headers: { 'x-request-id': 'req-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('req-123');
    expect(up().logs).toContainEqual(expect.objectContaining({ message: 'request', requestId: 'req-123' }));
    const generated = await up().portal('/healthz');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const replaced = await up().portal('/healthz', { headers: { 'x-request-id': 'a b\tc' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
