import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import { NOTIFICATION_TYPES } from '../../../db/types.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { NOTIFICATION_NOT_FOUND } from './notifications.ts';

const up = useTestUpstream();

interface Item {
  id: string;
  title: string;
  message: string;
  type: string;
  date: string;
}

async function list(token: string): Promise<Item[]> {
  const res = await up().portal('/v1/notifications/portal/list', { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Item[];
}

const remove = (token: string, id: string) =>
  up().portal(`/v1/notifications/portal/${id}`, { method: 'DELETE', token });

describe('GET /v1/notifications/portal/list', () => {
  it.each(Object.values(DEMO_USERS).map((user) => user.username))(
    'gives %s notifications of every type, newest first',
    async (username) => {
      const items = await list(await up().login(username));
      expect(new Set(items.map((item) => item.type))).toEqual(new Set(NOTIFICATION_TYPES));
      const dates = items.map((item) => item.date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const item of items) {
        expect(item).toEqual({
          id: expect.any(String),
          title: expect.any(String),
          message: expect.any(String),
          type: expect.any(String),
          date: new Date(item.date).toISOString(),
        });
      }
    },
  );

  it('needs a token', async () => {
    expect((await up().portal('/v1/notifications/portal/list')).status).toBe(401);
  });
});

describe('DELETE /v1/notifications/portal/{notification_id}', () => {
  it("deletes the viewer's own notification once", async () => {
    const token = await up().login(DEMO_USERS.producer.username);
    const [first] = await list(token);
    expect((await remove(token, first?.id ?? '')).status).toBe(204);
    expect((await list(token)).map((item) => item.id)).not.toContain(first?.id);
    const again = await remove(token, first?.id ?? '');
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ detail: NOTIFICATION_NOT_FOUND });
  });

  it("cannot delete another user's notification", async () => {
    const ownerToken = await up().login(DEMO_USERS.admin.username);
    const [theirs] = await list(ownerToken);
    const intruder = await up().login(DEMO_USERS.holding.username);
    expect((await remove(intruder, theirs?.id ?? '')).status).toBe(404);
    expect((await list(ownerToken)).map((item) => item.id)).toContain(theirs?.id);
  });

  it('answers 404 for an id that is not a uuid, 401 without a token', async () => {
    const token = await up().login(DEMO_USERS.producer.username);
    expect((await remove(token, 'nao-e-um-id')).status).toBe(404);
    expect((await up().portal('/v1/notifications/portal/x', { method: 'DELETE' })).status).toBe(401);
  });
});
