import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS, OTHER_AFFILIATES } from '../../../db/seed/users.ts';
import { useInboxUpstream } from '../../../testing/inbox.ts';
import { PASSWORD_MESSAGES } from '../passwords.ts';
import { INVALID_MAIL } from './password.ts';

// The link is read from the e-mail the person gets (testing/inbox.ts), never from the log.
const { up, inbox } = useInboxUpstream({ webUrl: 'https://portal.exemplo.com.br' });

/** Asks for a reset link and returns the token of the link in the e-mail. */
async function requestReset(mail: string): Promise<string> {
  const res = await up().portal('/unknown-password', { method: 'PUT', json: { mail } });
  expect(res.status).toBe(204);
  const [link] = await inbox.next(mail, /https:\/\/\S+\/alterar-senha\?token=[\w-]+/);
  expect(link).toMatch(/^https:\/\/portal\.exemplo\.com\.br\/alterar-senha\?token=[\w-]{43}$/);
  return new URL(link).searchParams.get('token') ?? '';
}

const changePassword = (token: string, password: string) =>
  up().portal('/change-password', { token, json: { password } });

describe('PUT /unknown-password', () => {
  const disabled = OTHER_AFFILIATES.find((user) => user.active === false)?.username ?? '';
  // The message is written with the link, in one transaction: no row, no link.
  const resetMails = (mail: string) =>
    up()
      .db.selectFrom('mail_messages')
      .select('id')
      .where('recipient', '=', mail)
      .where('template', '=', 'password-reset')
      .execute();

  it.each([
    ['an unknown address', 'ninguem@exemplo.com.br'],
    ['a disabled account', disabled],
  ])('answers 204 for %s without creating a link', async (_case, mail) => {
    const res = await up().portal('/unknown-password', { method: 'PUT', json: { mail } });
    expect(res.status).toBe(204);
    expect(await resetMails(mail)).toEqual([]);
  });

  it.each([{ mail: 'sem-arroba' }, { mail: '' }, {}, { mail: 42 }])('refuses %j with 400', async (body) => {
    const res = await up().portal('/unknown-password', { method: 'PUT', json: body });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: INVALID_MAIL });
  });

  it('stores only the SHA-256 of the token, for any case of the address', async () => {
    const token = await requestReset(DEMO_USERS.producer.username.toUpperCase());
    const hash = createHash('sha256').update(token).digest('hex');
    const rows = await up().db.selectFrom('recovery_tokens').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).toContain(hash);
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
  });
});

describe('POST /change-password', () => {
  const username = DEMO_USERS.branch.username;

  it('changes the password once per token, refusing weak passwords without spending it', async () => {
    const token = await requestReset(username);

    for (const weak of ['curta1', 'somenteletras', '1234567890']) {
      const res = await changePassword(token, weak);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: PASSWORD_MESSAGES.weak });
    }
    const tooLong = await changePassword(token, `a1${'x'.repeat(80)}`);
    expect(await tooLong.json()).toEqual({ detail: PASSWORD_MESSAGES.tooLong });

    expect((await changePassword(token, 'NovaSenha2026')).status).toBe(204);
    await expect(up().login(username, DEMO_PASSWORD)).rejects.toThrow(/400/);
    await expect(up().login(username, 'NovaSenha2026')).resolves.toEqual(expect.any(String));

    const reused = await changePassword(token, 'OutraSenha2026');
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ detail: 'Not authenticated' });
  });

  it('refuses an expired token', async () => {
    const token = await requestReset(username);
    await up()
      .db.updateTable('recovery_tokens')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .execute();
    expect((await changePassword(token, 'NovaSenha2027')).status).toBe(401);
  });

  it('spends the other outstanding tokens of the user', async () => {
    const older = await requestReset(username);
    const newer = await requestReset(username);
    expect((await changePassword(newer, 'NovaSenha2028')).status).toBe(204);
    expect((await changePassword(older, 'NovaSenha2029')).status).toBe(401);
  });

  it('refuses a missing, unknown or access token', async () => {
    expect((await up().portal('/change-password', { json: { password: 'NovaSenha2030' } })).status).toBe(401);
    expect((await changePassword('x'.repeat(43), 'NovaSenha2030')).status).toBe(401);
    const accessToken = await up().login(DEMO_USERS.affiliated.username);
    expect((await changePassword(accessToken, 'NovaSenha2030')).status).toBe(401);
  });
});
