/** Notifications and ED notifications against the real upstream. */
import { describe, expect, it } from 'vitest';
import { setupTestStack } from '../../test/stack.ts';

interface Item {
  id: string;
  title: string;
  message: string;
  type: string;
  date: string;
}

const LIST = '{ notifications { id title message type date } }';
const DELETE = 'mutation ($id: ID!) { deleteNotification(id: $id) }';
const SEND = `mutation ($input: EdNotificationInput!) {
  sendEdNotification(input: $input) { id title message type date recipients }
}`;

const stack = setupTestStack();

const listAs = async (token: string) => {
  const { body } = await stack().gateway.gql<{ notifications: Item[] }>(LIST, { token });
  expect(body.errors).toBeUndefined();
  return body.data?.notifications ?? [];
};

describe('notifications', () => {
  it('lists the viewer notifications, newest first, with every type and ISO dates', async () => {
    const items = await listAs(await stack().gateway.login('afiliado@demo.com.br'));
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(['SUCCESS', 'WARN', 'ERROR', 'INFO']));
    for (const item of items) expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const dates = items.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('deletes one and returns its id; another user cannot delete it', async () => {
    const token = await stack().gateway.login('unidade@demo.com.br');
    const [first] = await listAs(token);
    if (!first) throw new Error('the branch account has no seeded notifications');

    const stranger = await stack().gateway.gql(DELETE, {
      token: await stack().gateway.login('holding@demo.com.br'),
      variables: { id: first.id },
    });
    expect(stranger.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const { body } = await stack().gateway.gql(DELETE, { token, variables: { id: first.id } });
    expect(body.data).toEqual({ deleteNotification: first.id });
    expect((await listAs(token)).map((item) => item.id)).not.toContain(first.id);
  });
});

describe('ED notifications', () => {
  it('are sent by admin to every affiliate and deleted with their copies', async () => {
    const admin = await stack().gateway.login('admin@demo.com.br');
    const input = { title: 'Nova campanha', message: 'Confira os novos produtos do ciclo.', type: 'SUCCESS' };
    const sent = await stack().gateway.gql<{ sendEdNotification: Item & { recipients: number } }>(SEND, {
      token: admin,
      variables: { input },
    });
    expect(sent.body.errors).toBeUndefined();
    const created = sent.body.data?.sendEdNotification;
    expect(created).toMatchObject({ ...input });
    expect(created?.recipients).toBeGreaterThanOrEqual(2); // afiliado and multi at least

    const affiliate = await stack().gateway.login('afiliado@demo.com.br');
    expect((await listAs(affiliate)).some((item) => item.title === input.title)).toBe(true);

    const removed = await stack().gateway.gql('mutation ($id: ID!) { deleteEdNotification(id: $id) }', {
      token: admin,
      variables: { id: created?.id },
    });
    expect(removed.body.data).toEqual({ deleteEdNotification: created?.id });
    expect((await listAs(affiliate)).some((item) => item.title === input.title)).toBe(false);
  });

  it('validates the title and message before calling upstream, and refuses affiliates', async () => {
    const admin = await stack().gateway.login('admin@demo.com.br');
    const blank = await stack().gateway.gql(SEND, {
      token: admin,
      variables: { input: { title: ' ', message: '' } },
    });
    expect(blank.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'title', message: '*campo obrigatório' },
        { field: 'message', message: '*campo obrigatório' },
      ],
    });
    const affiliate = await stack().gateway.login('afiliado@demo.com.br');
    const refused = await stack().gateway.gql(SEND, {
      token: affiliate,
      variables: { input: { title: 'a', message: 'b' } },
    });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("reach one unit's EDs only, named in the list through one units call", async () => {
    const admin = await stack().gateway.login('admin@demo.com.br');
    const units = await stack().gateway.gql<{ edNotificationUnits: { id: string; name: string }[] }>(
      '{ edNotificationUnits { id name } }',
      { token: admin },
    );
    const centro = units.body.data?.edNotificationUnits.find(
      (unit) => unit.name === 'Unidade Fortaleza Centro',
    );
    if (!centro) throw new Error('no Centro unit to send to');
    const input = {
      title: 'Aviso do Centro',
      message: 'Reunião na unidade.',
      audience: { kind: 'UNIT', unitId: centro.id },
    };
    const sent = await stack().gateway.gql(SEND, { token: admin, variables: { input } });
    expect(sent.body.errors).toBeUndefined();
    const inbox = async (username: string) =>
      (await listAs(await stack().gateway.login(username))).some((item) => item.title === input.title);
    expect(await inbox('afiliado@demo.com.br')).toBe(true);
    expect(await inbox('multi@demo.com.br')).toBe(false);

    const listed = await stack().gateway.gql<{
      edNotifications: { title: string; audience: string; audienceUnit: { name: string } | null }[];
    }>('{ edNotifications { title audience audienceUnit { name } } }', { token: admin });
    expect(listed.body.data?.edNotifications.find((item) => item.title === input.title)).toEqual({
      title: input.title,
      audience: 'UNIT',
      audienceUnit: { name: 'Unidade Fortaleza Centro' },
    });
  });

  it("refuse chosen EDs that are not all EDs, with upstream's text", async () => {
    const admin = await stack().gateway.login('admin@demo.com.br');
    const input = {
      title: 'Escolhidos',
      message: 'Texto.',
      audience: { kind: 'EDS', edIds: ['00000000-0000-4000-8000-000000000000'] },
    };
    const { body } = await stack().gateway.gql(SEND, { token: admin, variables: { input } });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toBe('Um ou mais EDs escolhidos não foram encontrados.');
  });
});
