import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { CLIENTS_PATH } from './integrators.ts';

const up = useTestUpstream();
const producer = DEMO_USERS.producer.username;

interface Created {
  client: { id: string; name: string; scopes: string[]; lastUsedAt: string | null; revokedAt: string | null };
  secret: string;
}

async function create(username: string, json: unknown): Promise<Response> {
  return up().portal(CLIENTS_PATH, { token: await up().login(username), json });
}

async function newClient(
  username: string = producer,
  scopes = ['points:read', 'profile:read'],
): Promise<Created> {
  const res = await create(username, { name: 'Loja virtual', scopes });
  expect(res.status).toBe(201);
  return (await res.json()) as Created;
}

const clientToken = (fields: Record<string, string>) =>
  up().requestToken({ grant_type: 'client_credentials', ...fields });

async function tokenOf(created: Created): Promise<string> {
  const res = await clientToken({ client_id: created.client.id, client_secret: created.secret });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('API clients', () => {
  it('shows the secret once and stores only its hash', async () => {
    const created = await newClient();
    expect(created.secret).toMatch(/^pk_[\w-]{43}$/);
    expect(created.client).toMatchObject({ name: 'Loja virtual', scopes: ['points:read', 'profile:read'] });
    const stored = await up()
      .db.selectFrom('api_clients')
      .select('secret_hash')
      .where('id', '=', created.client.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret_hash).not.toContain(created.secret);
    const listed = await up().portal(CLIENTS_PATH, { token: await up().login(producer) });
    const text = await listed.text();
    expect(text).toContain(created.client.id);
    expect(text).not.toContain(created.secret);
  });

  it("never grants more than the owner's roles allow", async () => {
    const res = await create(producer, { name: 'Rede', scopes: ['network:read'] });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'Seu perfil não permite conceder esta permissão.' });
  });

  it('refuses bad input with the shared texts', async () => {
    const res = await create(producer, { name: ' ', scopes: ['points:read'] });
    expect(res.status).toBe(400);
    const unknown = await create(producer, { name: 'X', scopes: ['everything'] });
    expect(await unknown.json()).toEqual({ detail: 'Permissão inválida.' });
    const past = await create(producer, {
      name: 'X',
      scopes: ['points:read'],
      expiresAt: '2000-01-01T00:00:00Z',
    });
    expect(past.status).toBe(400);
  });

  it('is only for the integrating profiles', async () => {
    expect(
      (await create(DEMO_USERS.affiliated.username, { name: 'X', scopes: ['profile:read'] })).status,
    ).toBe(403);
    expect((await up().portal(CLIENTS_PATH)).status).toBe(401);
  });
});

describe('the client_credentials grant', () => {
  it('issues a short-lived token carrying the owner, the client id and its scopes, and records the use', async () => {
    const created = await newClient();
    const res = await clientToken({ client_id: created.client.id, client_secret: created.secret });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string; expires_in: number; scope: string };
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 900, scope: 'points:read profile:read' });
    expect(jwt.decode(body.access_token)).toMatchObject({
      sub: userId(producer),
      client_id: created.client.id,
      scope: 'points:read profile:read',
    });
    const me = await up().portal('/me', { token: body.access_token });
    expect(me.status).toBe(200);
    const [listed] = (await (
      await up().portal(CLIENTS_PATH, { token: await up().login(producer) })
    ).json()) as [{ lastUsedAt: string | null }];
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('narrows to the scopes asked for, never widens', async () => {
    const created = await newClient();
    const base = { client_id: created.client.id, client_secret: created.secret };
    const narrowed = await clientToken({ ...base, scope: 'profile:read' });
    expect(((await narrowed.json()) as { scope: string }).scope).toBe('profile:read');
    const widened = await clientToken({ ...base, scope: 'files:write' });
    expect(widened.status).toBe(400);
    expect(await widened.json()).toMatchObject({ error: 'invalid_scope' });
  });

  it('fails alike for a wrong secret, an unknown, revoked or expired client and a disabled owner', async () => {
    const refused = async (fields: Record<string, string>) => {
      const res = await clientToken(fields);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: 'invalid_client',
        error_description: 'Client authentication failed',
      });
    };
    const created = await newClient();
    await refused({ client_id: created.client.id, client_secret: `${created.secret}x` });
    await refused({ client_id: '00000000-0000-4000-8000-000000000000', client_secret: created.secret });
    await refused({ client_id: 'not-a-uuid', client_secret: created.secret });

    const expired = await newClient();
    await up()
      .db.updateTable('api_clients')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.client.id)
      .execute();
    await refused({ client_id: expired.client.id, client_secret: expired.secret });

    const revoked = await newClient();
    const owner = await up().login(producer);
    const res = await up().portal(`${CLIENTS_PATH}/${revoked.client.id}`, { method: 'DELETE', token: owner });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { revokedAt: string | null }).revokedAt).not.toBeNull();
    await refused({ client_id: revoked.client.id, client_secret: revoked.secret });

    const holding = await newClient(DEMO_USERS.holding.username, ['profile:read']);
    await up()
      .db.updateTable('users')
      .set({ active: false })
      .where('id', '=', userId(DEMO_USERS.holding.username))
      .execute();
    try {
      await refused({ client_id: holding.client.id, client_secret: holding.secret });
    } finally {
      await up()
        .db.updateTable('users')
        .set({ active: true })
        .where('id', '=', userId(DEMO_USERS.holding.username))
        .execute();
    }
  });

  it('stops a token already issued as soon as its client is revoked', async () => {
    const created = await newClient();
    const token = await tokenOf(created);
    expect((await up().portal('/me', { token })).status).toBe(200);
    const owner = await up().login(producer);
    await up().portal(`${CLIENTS_PATH}/${created.client.id}`, { method: 'DELETE', token: owner });
    expect((await up().portal('/me', { token })).status).toBe(401);
  });

  it("cannot manage keys nor be renewed: those take the person's own session", async () => {
    const token = await tokenOf(await newClient());
    expect((await up().portal(CLIENTS_PATH, { token })).status).toBe(403);
    const exchange = await up().requestToken({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      client_id: 'portal-web',
      subject_token: token,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    });
    expect(exchange.status).toBe(400);
  });

  it("answers someone else's key like a missing one", async () => {
    const created = await newClient();
    const other = await up().login(DEMO_USERS.holding.username);
    const res = await up().portal(`${CLIENTS_PATH}/${created.client.id}`, { method: 'DELETE', token: other });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Chave de API não encontrada.' });
  });
});
