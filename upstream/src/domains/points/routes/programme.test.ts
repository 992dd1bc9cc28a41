/**
 * Points programme membership (docs/upstream-contract/points.md, "Points programme membership"): status
 * by type (NOT_AFFILIATE for others), the user's flow agree → accept → code, wrong codes and their
 * limited attempts, units and holding joining in one step, the programme's companies.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_POINTS_CODE } from '../../../db/seed/points.ts';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { FIN, financeClient } from '../../../testing/finance.ts';
import { useInboxUpstream } from '../../../testing/inbox.ts';
import { CODE_NOT_VALID, MAX_CODE_ATTEMPTS, TOO_MANY_ATTEMPTS, WRONG_STEP } from '../membership.ts';
import { PROGRAMME_VIDEO_PATH, TYPE_FIELD } from './points.ts';

// The code is read from the e-mail the member gets (testing/inbox.ts), never from the log.
const { up, inbox } = useInboxUpstream();
const { call } = financeClient(up);
const { affiliated, multi, holding, branch, producer, admin } = DEMO_USERS;
const larissa = 'larissa.nunes@exemplo.com.br';
const P = `${FIN}/points`;

type Status = { type: string; status: string };
const statusOf = (username: string, type: string) => call<Status>(username, `${P}/programme/${type}`);
const post = (username: string, path: string, json: unknown = {}) =>
  call<Status>(username, `${P}/${path}`, { json });

/** The code of the next points programme e-mail to this user (the code alone on its line). */
const nextCode = async (username: string): Promise<string> =>
  (await inbox.next(username, /^(\d{6})$/m))[1] ?? '';

describe('programme status by type', () => {
  it('answers each viewer for its types and NOT_AFFILIATE for the others', async () => {
    expect((await statusOf(affiliated.username, 'user')).body).toEqual({ type: 'user', status: 'ACCEPTED' });
    expect((await statusOf(multi.username, 'user')).body.status).toBe('ELIGIBLE');
    expect((await statusOf(larissa, 'user')).body.status).toBe('WAITING_CODE');
    expect((await statusOf(branch.username, 'units')).body.status).toBe('ELIGIBLE');
    expect((await statusOf(holding.username, 'holding')).body.status).toBe('ELIGIBLE');
    for (const [username, type] of [
      [holding.username, 'user'],
      [producer.username, 'units'],
      [admin.username, 'holding'],
      [affiliated.username, 'holding'],
    ] as const) {
      expect((await statusOf(username, type)).body.status).toBe('NOT_AFFILIATE');
    }
    expect(await statusOf(affiliated.username, 'nope')).toEqual({
      status: 400,
      body: { detail: TYPE_FIELD },
    });
  });
});

describe("a user's membership", () => {
  it('goes agree → accept → code, with limited attempts and a resend', async () => {
    expect((await post(multi.username, 'agree')).body).toEqual({ type: 'user', status: 'WAITING_SIGNATURE' });
    expect(await post(multi.username, 'agree')).toEqual({ status: 409, body: { detail: WRONG_STEP } });
    expect(await post(multi.username, 'codes/validate', { code: '000000' })).toEqual({
      status: 409,
      body: { detail: WRONG_STEP },
    });
    expect((await post(multi.username, 'accept')).body).toEqual({ type: 'user', status: 'WAITING_CODE' });
    const first = await nextCode(multi.username);
    expect(first).toMatch(/^\d{6}$/);
    const wrong = first === '999999' ? '000000' : '999999';
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
      expect(await post(multi.username, 'codes/validate', { code: wrong })).toEqual({
        status: 400,
        body: { detail: CODE_NOT_VALID },
      });
    }
    // The code is burned: even the right one is refused until a new one is sent.
    expect(await post(multi.username, 'codes/validate', { code: first })).toEqual({
      status: 429,
      body: { detail: TOO_MANY_ATTEMPTS },
    });
    expect((await post(multi.username, 'codes/resend')).body.status).toBe('WAITING_CODE');
    const second = await nextCode(multi.username);
    expect((await post(multi.username, 'codes/validate', { code: second })).body).toEqual({
      type: 'user',
      status: 'ACCEPTED',
    });
    expect((await statusOf(multi.username, 'user')).body.status).toBe('ACCEPTED');
    const row = await up()
      .db.selectFrom('users')
      .select(['points_and_vouchers', 'status_points'])
      .where('id', '=', userId(multi.username))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ points_and_vouchers: 'ACCEPTED', status_points: 'ACCEPTED' });
  });

  it("accepts the seeded user's demo code after a wrong one", async () => {
    expect((await post(larissa, 'codes/validate', { code: '000001' })).status).toBe(400);
    expect((await post(larissa, 'codes/validate', { code: DEMO_POINTS_CODE })).body.status).toBe('ACCEPTED');
  });

  it('refuses steps of a type the viewer does not have', async () => {
    expect((await post(producer.username, 'agree', { type: 'units' })).status).toBe(403);
    expect((await post(holding.username, 'accept')).status).toBe(403);
    expect((await post(affiliated.username, 'agree', { type: 'x' })).body).toEqual({ detail: TYPE_FIELD });
  });
});

describe('units and holding', () => {
  it('join in one step (the ED programme)', async () => {
    expect((await post(branch.username, 'agree', { type: 'units' })).body).toEqual({
      type: 'units',
      status: 'ACCEPTED',
    });
    expect((await statusOf(branch.username, 'units')).body.status).toBe('ACCEPTED');
    expect((await post(holding.username, 'agree', { type: 'holding' })).body.status).toBe('ACCEPTED');
    // The holding's join is a holding write: audited, in its transaction; the unit's is not.
    const audited = await up()
      .db.selectFrom('audit_log')
      .select(['actor_id', 'action', 'entity', 'before', 'after'])
      .where('entity', '=', 'points_membership')
      .execute();
    expect(audited).toEqual([
      {
        actor_id: userId(holding.username),
        action: 'points_membership.joined',
        entity: 'points_membership',
        before: { status: 'ELIGIBLE' },
        after: { status: 'ACCEPTED' },
      },
    ]);
  });

  it('lists the programme companies and the video URL', async () => {
    const companies = await call<{ items: { id: string; name: string }[] }>(
      affiliated.username,
      `${P}/companies`,
    );
    expect(companies.body.items).toHaveLength(3);
    const { url } = (await call<{ url: string }>(affiliated.username, `${P}/videos`)).body;
    expect(url).toBe(PROGRAMME_VIDEO_PATH);
    // The file itself: a real WebM (EBML magic), public, from the upstream's own bytes (no CDN).
    const video = await up().portal(url);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await video.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(bytes.length).toBeLessThan(10_000);
  });
});
