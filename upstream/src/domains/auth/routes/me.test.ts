import { describe, expect, it } from 'vitest';
import { organisationId } from '../../../db/seed/organisations.ts';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { useTestUpstream } from '../../../testing/harness.ts';

const up = useTestUpstream();

async function me(username: string) {
  const res = await up().portal('/me', { token: await up().login(username) });
  expect(res.status).toBe(200);
  return res.json();
}

describe('GET /me', () => {
  it('describes the affiliate with its user info', async () => {
    expect(await me(DEMO_USERS.affiliated.username)).toEqual({
      id: userId(DEMO_USERS.affiliated.username),
      name: 'Mariana Albuquerque Costa',
      username: 'afiliado@demo.com.br',
      roles: 'isAffiliated',
      status: 'OK',
      branchName: null,
      mobilePhoneNumber: '85988123456',
      userInfo: { status_cnpj: 'FINISHED', status_points: 'ACCEPTED', points_and_vouchers: 'ACCEPTED' },
    });
  });

  it.each([
    [DEMO_USERS.agent.username, 'isAgent', null],
    [DEMO_USERS.branch.username, 'isBranch', 'Unidade Fortaleza Centro'],
    [DEMO_USERS.producer.username, 'isProducer', null],
    [DEMO_USERS.holding.username, 'isHolding', null],
    [DEMO_USERS.admin.username, 'isAdmin', null],
    [DEMO_USERS.multi.username, 'isAffiliated isBranch', 'Unidade Fortaleza Aldeota'],
  ])('gives %s the roles "%s"', async (username, roles, branchName) => {
    expect(await me(username)).toMatchObject({ username, roles, branchName });
  });

  it('adds isAgent for members of an agenciador organisation', async () => {
    const { db } = up();
    const multi = DEMO_USERS.multi.username;
    await db
      .updateTable('users')
      .set({ organisation_id: organisationId('agency') })
      .where('username', '=', multi)
      .execute();
    try {
      expect(await me(multi)).toMatchObject({ roles: 'isAffiliated isBranch isAgent' });
    } finally {
      await db
        .updateTable('users')
        .set({ organisation_id: organisationId('unitAldeota') })
        .where('username', '=', multi)
        .execute();
    }
  });
});
