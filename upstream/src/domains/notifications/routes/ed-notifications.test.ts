import { describe, expect, it } from 'vitest';
import { organisationId } from '../../../db/seed/organisations.ts';
import { DEMO_USERS, SEED_USERS, userId } from '../../../db/seed/users.ts';
import { AFFILIATED } from '../../../kernel/users.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { createEdNotification } from '../queries.ts';
import { ED_AUDIENCE_MAX_EDS, ED_MESSAGES } from './ed-notifications.ts';

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
    // Every active ED now, the network seed's (db/seed/network-units.ts) included.
    const eds = await up()
      .db.selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('active', '=', true)
      .where(AFFILIATED)
      .executeTakeFirstOrThrow();
    expect(created).toEqual({
      id: expect.any(String),
      ...draft,
      date: expect.any(String),
      recipients: Number(eds.n),
      audience: 'ALL',
      audience_unit_id: null,
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

  describe('audience', () => {
    const centro = organisationId('unitCentro');
    const inCentro = affiliated.filter((user) => user.organisation === 'unitCentro');

    async function send(body: object) {
      return up().portal(ED_PATH, { token: await up().login(DEMO_USERS.admin.username), json: body });
    }

    it('lists the units that have EDs, by name', async () => {
      const res = await up().portal(`${ED_PATH}/units`, {
        token: await up().login(DEMO_USERS.holding.username),
      });
      const names = ((await res.json()) as { items: { id: string; name: string }[] }).items.map(
        (u) => u.name,
      );
      // The demo units and the network seed's (db/seed/network-units.ts), by name.
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
      expect(names).toEqual(
        expect.arrayContaining(['Unidade Fortaleza Aldeota', 'Unidade Fortaleza Centro']),
      );
      const denied = await up().portal(`${ED_PATH}/units`, {
        token: await up().login(DEMO_USERS.branch.username),
      });
      expect(denied.status).toBe(403);
    });

    it("of a unit reaches that unit's EDs only, and is listed with it", async () => {
      const title = 'Só para o Centro';
      const res = await send({ ...draft, title, audience: { kind: 'UNIT', unit_id: centro } });
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({
        audience: 'UNIT',
        audience_unit_id: centro,
        recipients: inCentro.length,
      });
      expect(await titlesOf(DEMO_USERS.affiliated.username)).toContain(title);
      expect(await titlesOf(DEMO_USERS.multi.username)).not.toContain(title);
      const token = await up().login(DEMO_USERS.admin.username);
      const listed = (await (await up().portal(ED_PATH, { token })).json()) as {
        title: string;
        audience: string;
      }[];
      expect(listed.find((item) => item.title === title)).toMatchObject({
        audience: 'UNIT',
        audience_unit_id: centro,
      });
    });

    it('of chosen EDs reaches them only; an unknown one sends nothing', async () => {
      const title = 'Para EDs escolhidos';
      const chosen = [userId(DEMO_USERS.multi.username)];
      const res = await send({ ...draft, title, audience: { kind: 'EDS', ed_ids: chosen } });
      expect(await res.json()).toMatchObject({ audience: 'EDS', audience_unit_id: null, recipients: 1 });
      expect(await titlesOf(DEMO_USERS.multi.username)).toContain(title);
      expect(await titlesOf(DEMO_USERS.affiliated.username)).not.toContain(title);

      const other = 'Com um ED que não existe';
      // The branch user is no ED: the whole notification is refused, the real ED gets nothing.
      const bad = await send({
        ...draft,
        title: other,
        audience: { kind: 'EDS', ed_ids: [...chosen, userId(DEMO_USERS.branch.username)] },
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ detail: ED_MESSAGES.unknownEds });
      expect(await titlesOf(DEMO_USERS.multi.username)).not.toContain(other);
      const list = (await (
        await up().portal(ED_PATH, { token: await up().login(DEMO_USERS.admin.username) })
      ).json()) as {
        title: string;
      }[];
      expect(list.map((item) => item.title)).not.toContain(other);
    });

    it.each([
      [{ kind: 'SOME' }, ED_MESSAGES.audience],
      [{ kind: 'UNIT' }, ED_MESSAGES.audience],
      [{ kind: 'UNIT', unit_id: '00000000-0000-4000-8000-000000000000' }, ED_MESSAGES.unitNotFound],
      [{ kind: 'EDS', ed_ids: [] }, ED_MESSAGES.edIds],
      [{ kind: 'EDS', ed_ids: Array(ED_AUDIENCE_MAX_EDS + 1).fill(centro) }, ED_MESSAGES.edIds],
      [{ kind: 'EDS', ed_ids: ['x'] }, ED_MESSAGES.unknownEds],
    ])('refuses the audience %j with 400', async (audience, detail) => {
      const res = await send({ ...draft, audience });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail });
    });

    it('is written in one transaction: an interruption after the notification leaves neither it nor copies', async () => {
      const title = 'Interrompida';
      await expect(
        createEdNotification(
          up().db,
          { ...draft, type: 'INFO', title, audience: { kind: 'UNIT', unitId: centro } },
          { createdBy: null, afterNotification: () => Promise.reject(new Error('interrupted')) },
        ),
      ).rejects.toThrow('interrupted');
      const rows = await up()
        .db.selectFrom('ed_notifications')
        .select('id')
        .where('title', '=', title)
        .execute();
      expect(rows).toEqual([]);
      expect(await titlesOf(DEMO_USERS.affiliated.username)).not.toContain(title);
    });
  });
});
