import { describe, expect, it } from 'vitest';
import { DEMO_USERS, SEED_USERS } from '../db/seed/users.ts';
import { useTestUpstream } from '../testing/harness.ts';
import { ED_MESSAGES } from './ed-notifications.ts';

const up = useTestUpstream();
const ED_PATH = '/v1/notifications/portal/ed';

/** Active users whose stored roles include isAffiliated: who receives an ED notification. */
const affiliated = SEED_USERS.filter(
  (user) => user.roles.split(' ').includes('isAffiliated') && user.active !== false,
);

const draft = {
  title: 'Treinamento de vendas',
  message: 'Participe do treinamento na quinta-feira, às 19h.',
  type: 'SUCCESS',
};

async function titlesOf(username: string): Promise<string[]> {
  const res = await up().portal('/v1/notifications/portal/list', { token: await up().login(username) });
  return ((await res.json()) as { title: string }[]).map((item) => item.title);
}

describe('ED notifications', () => {
  it.each([
    DEMO_USERS.affiliated,
    DEMO_USERS.agent,
    DEMO_USERS.branch,
    DEMO_USERS.producer,
    DEMO_USERS.multi,
  ])('are forbidden to $username', async ({ username }) => {
    const token = await up().login(username);
    for (const res of [
      await up().portal(ED_PATH, { token }),
      await up().portal(ED_PATH, { token, json: draft }),
      await up().portal(`${ED_PATH}/00000000-0000-4000-8000-000000000000`, { method: 'DELETE', token }),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ detail: 'Forbidden' });
    }
  });

  it('need a token', async () => {
    expect((await up().portal(ED_PATH)).status).toBe(401);
  });

  it('list the seeded one for the admin, with its recipients', async () => {
    const res = await up().portal(ED_PATH, { token: await up().login(DEMO_USERS.admin.username) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      expect.objectContaining({
        title: 'Campanha de férias no ar',
        type: 'INFO',
        recipients: affiliated.length,
      }),
    ]);
  });

  it('fan out to every active affiliated user, and are deleted with their copies', async () => {
    const token = await up().login(DEMO_USERS.holding.username);
    const res = await up().portal(ED_PATH, { token, json: draft });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; date: string };
    expect(created).toEqual({
      id: expect.any(String),
      ...draft,
      date: expect.any(String),
      recipients: affiliated.length,
    });
    expect((await titlesOf(DEMO_USERS.affiliated.username))[0]).toBe(draft.title);
    expect((await titlesOf(DEMO_USERS.multi.username))[0]).toBe(draft.title);
    expect(await titlesOf(DEMO_USERS.branch.username)).not.toContain(draft.title);

    const listed = (await (await up().portal(ED_PATH, { token })).json()) as { id: string }[];
    expect(listed[0]?.id).toBe(created.id);

    expect((await up().portal(`${ED_PATH}/${created.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect(await titlesOf(DEMO_USERS.affiliated.username)).not.toContain(draft.title);
    const again = await up().portal(`${ED_PATH}/${created.id}`, { method: 'DELETE', token });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ detail: ED_MESSAGES.notFound });
  });

  it('default to INFO', async () => {
    const token = await up().login(DEMO_USERS.admin.username);
    const res = await up().portal(ED_PATH, {
      token,
      json: { title: 'Aviso', message: 'Mensagem de teste.' },
    });
    expect(await res.json()).toMatchObject({ type: 'INFO' });
  });

  it.each([
    [{ ...draft, title: '  ' }, ED_MESSAGES.titleRequired],
    [{ ...draft, title: 'x'.repeat(121) }, ED_MESSAGES.titleTooLong],
    [{ title: 'Aviso' }, ED_MESSAGES.messageRequired],
    [{ ...draft, message: 'x'.repeat(2001) }, ED_MESSAGES.messageTooLong],
    [{ ...draft, type: 'URGENT' }, ED_MESSAGES.invalidType],
  ])('refuse %j with 400', async (body, detail) => {
    const token = await up().login(DEMO_USERS.admin.username);
    const res = await up().portal(ED_PATH, { token, json: body });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail });
  });
});
