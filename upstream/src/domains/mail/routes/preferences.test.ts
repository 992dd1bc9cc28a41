/**
 * E-mail preferences (docs/mail.md "Preferences and one-click unsubscribe"): the account page's
 * route, the one-click address of each category, and the choice honoured when a message is queued.
 */
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../../db/connection.ts';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { queueUserMail } from '../../../kernel/mail.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { unsubscribeTokenOf } from '../preferences.ts';
import { PREFERENCE_MESSAGES, PREFERENCES_PATH } from './preferences.ts';

const up = useTestUpstream();

const get = async (username: string) => {
  const res = await up().portal(PREFERENCES_PATH, { token: await up().login(username) });
  expect(res.status).toBe(200);
  return res.json();
};
const put = async (username: string, json: unknown) =>
  up().portal(PREFERENCES_PATH, { method: 'PUT', token: await up().login(username), json });

describe('e-mail preferences', () => {
  it('need a token', async () => {
    expect((await up().portal(PREFERENCES_PATH)).status).toBe(401);
    expect((await up().portal(PREFERENCES_PATH, { method: 'PUT', json: { bills: false } })).status).toBe(401);
  });

  it('offer each person the categories they can receive, all on at first', async () => {
    const all = { bills: true, ed_notifications: true, weekly_summary: true };
    expect(await get(DEMO_USERS.affiliated.username)).toEqual({
      ...all,
      categories: ['bills', 'ed_notifications', 'weekly_summary'],
    });
    expect(await get(DEMO_USERS.branch.username)).toEqual({ ...all, categories: ['bills'] });
    expect(await get(DEMO_USERS.holding.username)).toEqual({ ...all, categories: [] });
  });

  it('refuse a value that is not a boolean, and a category the person cannot receive', async () => {
    const bad = await put(DEMO_USERS.affiliated.username, { bills: 'não' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ detail: PREFERENCE_MESSAGES.invalid });
    const notYours = await put(DEMO_USERS.branch.username, { weekly_summary: false });
    expect(notYours.status).toBe(400);
    expect(await notYours.json()).toEqual({ detail: PREFERENCE_MESSAGES.notYours });
  });

  it('store a change, and the next message of that category is not written while a security notice is', async () => {
    const person = DEMO_USERS.multi.username;
    const saved = await put(person, { ed_notifications: false });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ bills: true, ed_notifications: false, weekly_summary: true });
    const id = userId(person);
    const [notification, notice] = await inTransaction(up().db, async (trx) => [
      await queueUserMail(trx, id, 'ed-notification', { title: 'Aviso', message: 'Texto', type: 'INFO' }),
      await queueUserMail(trx, id, 'password-changed', { at: '2026-11-28T12:00:00.000Z' }),
    ]);
    expect(notification).toBeNull();
    expect(notice).toEqual(expect.any(String));
    // Turned back on, it is written again.
    await put(person, { ed_notifications: true });
    const again = await inTransaction(up().db, (trx) =>
      queueUserMail(trx, id, 'ed-notification', { title: 'Aviso', message: 'Texto', type: 'INFO' }),
    );
    expect(again).toEqual(expect.any(String));
  });

  it('turn one category off by its one-click address, without signing in, naming it on the page', async () => {
    const person = DEMO_USERS.affiliated.username;
    const token = await unsubscribeTokenOf(up().db, userId(person));
    const path = `/v1/mail/unsubscribe/${token}/notificacoes`;
    const page = await up().portal(path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Notificações da holding por e-mail');
    // The page only asks.
    expect(await get(person)).toMatchObject({ ed_notifications: true });
    const done = await up().portal(path, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Desativado: <strong>Notificações da holding</strong>');
    expect(await get(person)).toMatchObject({ bills: true, ed_notifications: false, weekly_summary: true });
    expect((await up().portal(`/v1/mail/unsubscribe/${token}/outra`, { method: 'POST' })).status).toBe(404);
  });
});
