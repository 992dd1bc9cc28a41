import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { SECOND_FACTOR_GRANT } from '../grant.ts';
import { TWO_FACTOR_DETAIL } from '../two-factor.ts';
import { CHALLENGE_MAX_FAILURES } from '../two-factor-challenge.ts';

const up = useTestUpstream();
const STEP = 30;

/**
 * A valid code later than every code used before: a code is accepted once per time step, and one
 * step either side of now; so each call takes the next step, starting one before now.
 */
function codes(secret: string) {
  let last = Math.floor(Date.now() / 1000 / STEP) - 2;
  return () => {
    last = Math.max(last + 1, Math.floor(Date.now() / 1000 / STEP) - 1);
    return generateSync({ secret, epoch: last * STEP });
  };
}

/** The answers these tests read, typed once. */
interface Answer {
  mfa_token: string;
  access_token: string;
  secret: string;
  otpauthUri: string;
  recoveryCodes: string[];
  recoveryCodesLeft: number;
}
const read = async (res: Response | Promise<Response>): Promise<Answer> =>
  (await (await res).json()) as Answer;

const passwordGrant = (username: string) =>
  up().requestToken({ grant_type: 'password', client_id: 'portal-web', username, password: DEMO_PASSWORD });

const secondStep = (mfaToken: string, otp: string) =>
  up().requestToken({ grant_type: SECOND_FACTOR_GRANT, client_id: 'portal-web', mfa_token: mfaToken, otp });

async function challenge(username: string): Promise<string> {
  const res = await passwordGrant(username);
  expect(res.status).toBe(403);
  const body = await read(res);
  expect(body).toEqual({
    error: 'mfa_required',
    error_description: 'Second factor required',
    mfa_token: expect.stringMatching(/^[\w-]{43}$/),
    expires_in: 300,
  });
  return body.mfa_token;
}

/** Enrols the account of `token`; answers its secret, a code source and the recovery codes. */
async function enrol(token: string) {
  const started = await up().portal('/me/two-factor/enrolment', { method: 'POST', token });
  expect(started.status).toBe(201);
  const { secret, otpauthUri } = await read(started);
  expect(otpauthUri).toContain(`secret=${secret}`);
  const next = codes(secret);
  const confirmed = await up().portal('/me/two-factor/confirmation', {
    method: 'POST',
    token,
    json: { code: next() },
  });
  expect(confirmed.status).toBe(200);
  const { recoveryCodes } = await read(confirmed);
  return { secret, next, recoveryCodes: recoveryCodes as string[] };
}

describe('the second factor', () => {
  it('enrols with a confirmation code, keeps the secret encrypted and the recovery codes hashed', async () => {
    const username = DEMO_USERS.holding.username;
    const token = await up().login(username);
    const before = await up().portal('/me/two-factor', { token });
    expect(await before.json()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });

    const started = await up().portal('/me/two-factor/enrolment', { method: 'POST', token });
    const { secret } = await read(started);
    const wrong = await up().portal('/me/two-factor/confirmation', {
      method: 'POST',
      token,
      json: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ detail: TWO_FACTOR_DETAIL.wrongCode });
    // Not enabled by a wrong code: the password alone still signs in.
    expect((await passwordGrant(username)).status).toBe(200);

    const next = codes(secret);
    const confirmed = await up().portal('/me/two-factor/confirmation', {
      method: 'POST',
      token,
      json: { code: next() },
    });
    const { recoveryCodes } = await read(confirmed);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);

    const stored = await up().db.selectFrom('two_factor_secrets').selectAll().executeTakeFirstOrThrow();
    expect(stored.secret_enc).not.toContain(secret);
    const hashes = await up().db.selectFrom('two_factor_recovery_codes').select('code_hash').execute();
    expect(hashes.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);

    const after = await (await up().portal('/me/two-factor', { token })).json();
    expect(after).toEqual({ enabled: true, enabledAt: expect.any(String), recoveryCodesLeft: 10 });
    expect(JSON.stringify(after)).not.toContain(secret);
    // An enabled factor cannot be enrolled again (the secret would be replaced without a code).
    expect((await up().portal('/me/two-factor/enrolment', { method: 'POST', token })).status).toBe(409);

    const disabled = await up().portal('/me/two-factor/deactivation', {
      method: 'POST',
      token,
      json: { password: DEMO_PASSWORD, code: next() },
    });
    expect(disabled.status).toBe(204);
  });

  it('asks for the code after the password; a code and a recovery code work once each', async () => {
    const username = DEMO_USERS.admin.username;
    const { next, recoveryCodes } = await enrol(await up().login(username));

    const wrong = await secondStep(await challenge(username), '123456');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid second factor code',
    });

    const code = next();
    const signedIn = await secondStep(await challenge(username), code);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ access_token: expect.any(String), expires_in: 3600 });
    // The same code again is a replay.
    expect((await secondStep(await challenge(username), code)).status).toBe(400);
    // A challenge is spent by its sign-in.
    const mfaToken = await challenge(username);
    expect((await secondStep(mfaToken, next())).status).toBe(200);
    expect(await (await secondStep(mfaToken, '000000')).json()).toMatchObject({
      error_description: 'Invalid or expired mfa_token',
    });

    const recovery = recoveryCodes[0] ?? '';
    expect((await secondStep(await challenge(username), recovery.toLowerCase())).status).toBe(200);
    expect((await secondStep(await challenge(username), recovery)).status).toBe(400);
    const token = await read(secondStep(await challenge(username), recoveryCodes[1] ?? ''));
    const status = await read(up().portal('/me/two-factor', { token: token.access_token }));
    expect(status.recoveryCodesLeft).toBe(8);
  });

  it(`drops a challenge after ${CHALLENGE_MAX_FAILURES} wrong codes`, async () => {
    const username = DEMO_USERS.producer.username;
    const { next } = await enrol(await up().login(username));
    const mfaToken = await challenge(username);
    for (let i = 0; i < CHALLENGE_MAX_FAILURES; i += 1) await secondStep(mfaToken, '999999');
    const late = await secondStep(mfaToken, next());
    expect(await late.json()).toMatchObject({ error_description: 'Invalid or expired mfa_token' });
  });

  it('disables only with the password and a code; the password alone signs in again', async () => {
    const username = DEMO_USERS.branch.username;
    const { next } = await enrol(await up().login(username));
    const mfaToken = await challenge(username);
    const token = (await read(secondStep(mfaToken, next()))).access_token;
    const disable = (json: object) =>
      up().portal('/me/two-factor/deactivation', { method: 'POST', token, json });
    const badPassword = await disable({ password: 'errada123', code: '000000' });
    expect(await badPassword.json()).toEqual({ detail: TWO_FACTOR_DETAIL.wrongPassword });
    const badCode = await disable({ password: DEMO_PASSWORD, code: '000000' });
    expect(await badCode.json()).toEqual({ detail: TWO_FACTOR_DETAIL.wrongCode });
    expect((await disable({ password: DEMO_PASSWORD, code: next() })).status).toBe(204);
    const audit = await up()
      .db.selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id', 'actor_id'])
      .where('entity_id', '=', userId(username))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'two_factor.enabled',
        entity: 'user',
        entity_id: userId(username),
        actor_id: userId(username),
      },
      {
        action: 'two_factor.disabled',
        entity: 'user',
        entity_id: userId(username),
        actor_id: userId(username),
      },
    ]);
    // Both changes are e-mailed to the person as security notices, written with the change.
    const notices = await up()
      .db.selectFrom('mail_messages')
      .select(['data', 'category'])
      .where('user_id', '=', userId(username))
      .where('template', '=', 'two-factor-changed')
      .orderBy('created_at')
      .execute();
    expect(notices.map((notice) => [notice.data.enabled, notice.category])).toEqual([
      [true, null],
      [false, null],
    ]);
    expect((await passwordGrant(username)).status).toBe(200);
    const left = up()
      .db.selectFrom('two_factor_recovery_codes')
      .selectAll()
      .where('user_id', '=', userId(username));
    expect(await left.execute()).toEqual([]);
  });
});
