/**
 * The points ledger through the gateway against the real upstream: the list's defaults and its
 * constant upstream calls, the conversion answering the new summary, and 'Código inválido' for a
 * refused programme code or voucher secret (docs/product.md §5), with its field for integrators.
 */
import { POINTS_CODE_INVALID } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { DEMO_USERNAMES } from '../../security/access-outcomes.ts';
import { setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();
const tokens = new Map<string, string>();
/** Seeded affiliate waiting for the programme code; the demo code confirms it (upstream seed). */
const WAITING_CODE_USER = 'larissa.nunes@exemplo.com.br';
const DEMO_POINTS_CODE = '135790';

interface Summary {
  available: number;
  expired: number;
  used: number;
  totalPoints: number;
}

const run = async <T>(username: string, query: string, variables?: Record<string, unknown>) => {
  const { gateway, recorder } = stack();
  if (!tokens.has(username)) tokens.set(username, await gateway.login(username));
  recorder.reset();
  const { body } = await gateway.gql<T>(query, { token: tokens.get(username), variables });
  return { body, routes: recorder.calls.map((call) => call.route).sort() };
};

const SUMMARY = 'available expired used totalPoints';
const POINTS = `query ($pageSize: Int, $status: PointStatus) {
  pointsAndVouchers {
    pointSummary { ${SUMMARY} }
    points(pageSize: $pageSize, status: $status) { totalRows page pageSize items { id status points usedPoints customerName expiresAt } }
  }
}`;
type PointsAnswer = {
  pointsAndVouchers: {
    pointSummary: Summary | null;
    points: {
      totalRows: number;
      page: number;
      pageSize: number;
      items: { status: string; expiresAt: string; points: number; usedPoints: number }[];
    } | null;
  };
};

describe('pointsAndVouchers.points and pointSummary', () => {
  it('lists with the defaults (page 0, 10 rows, newest expiry first) in one call per field', async () => {
    const { body, routes } = await run<PointsAnswer>(DEMO_USERNAMES.afiliado, POINTS);
    expect(body.errors).toBeUndefined();
    const answer = body.data?.pointsAndVouchers;
    expect(answer?.points).toMatchObject({ page: 0, pageSize: 10 });
    const expiries = answer?.points?.items.map((item) => item.expiresAt) ?? [];
    expect([...expiries].sort().reverse()).toEqual(expiries);
    const summary = answer?.pointSummary;
    expect(summary && summary.available + summary.expired + summary.used).toBe(summary?.totalPoints);
    expect(routes).toEqual([
      'GET /me',
      'GET /v1/finances/portal/points',
      'GET /v1/finances/portal/points/summary',
    ]);
    // 100 rows cost the same calls as 10.
    const big = await run<PointsAnswer>(DEMO_USERNAMES.afiliado, POINTS, { pageSize: 100 });
    expect(big.routes).toEqual(routes);
  });

  it('filters by status', async () => {
    const { body } = await run<PointsAnswer>(DEMO_USERNAMES.afiliado, POINTS, {
      status: 'EXPIRED',
      pageSize: 100,
    });
    const items = body.data?.pointsAndVouchers.points?.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.status).toBe('EXPIRED');
  });
});

const CONVERT = `mutation ($points: Int!) {
  convertPoints(points: $points) { secret voucher { id status points value } pointSummary { ${SUMMARY} } }
}`;

describe('convertPoints', () => {
  it('answers the voucher, its secret once and the new summary (available down, used up)', async () => {
    const before = (await run<PointsAnswer>(DEMO_USERNAMES.afiliado, POINTS)).body.data?.pointsAndVouchers
      .pointSummary as Summary;
    const { body } = await run<{
      convertPoints: { secret: string; voucher: { points: number; value: number }; pointSummary: Summary };
    }>(DEMO_USERNAMES.afiliado, CONVERT, { points: 50 });
    expect(body.errors).toBeUndefined();
    expect(body.data?.convertPoints.secret).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect(body.data?.convertPoints.voucher).toMatchObject({ points: 50, value: 500 });
    expect(body.data?.convertPoints.pointSummary).toEqual({
      ...before,
      available: before.available - 50,
      used: before.used + 50,
    });
  });

  it('refuses a non-positive amount before calling upstream, and more than available with CONFLICT', async () => {
    const zero = await run(DEMO_USERNAMES.afiliado, CONVERT, { points: 0 });
    expect(zero.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(zero.routes).toEqual([]);
    const huge = await run(DEMO_USERNAMES.afiliado, CONVERT, { points: 1_000_000 });
    expect(huge.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

const VALIDATE = 'mutation ($code: String!) { validatePointsCode(code: $code) }';
const USE = 'mutation ($secret: String!) { useVoucher(secret: $secret) { id status } }';

describe("'Código inválido'", () => {
  it('maps a wrong programme code to BAD_USER_INPUT with the field, then accepts the right one', async () => {
    const malformed = await run(WAITING_CODE_USER, VALIDATE, { code: 'abc' });
    expect(malformed.body.errors?.[0]).toMatchObject({
      message: POINTS_CODE_INVALID,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(malformed.routes).toEqual([]);
    const wrong = await run(WAITING_CODE_USER, VALIDATE, { code: '000000' });
    expect(wrong.body.errors?.[0]).toMatchObject({
      message: POINTS_CODE_INVALID,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'code', message: POINTS_CODE_INVALID }] },
    });
    const right = await run<{ validatePointsCode: string }>(WAITING_CODE_USER, VALIDATE, {
      code: DEMO_POINTS_CODE,
    });
    expect(right.body.data?.validatePointsCode).toBe('ACCEPTED');
  });

  it('maps a refused voucher secret the same way', async () => {
    const wrong = await run(DEMO_USERNAMES.produtor, USE, { secret: 'AAAA-BBBB-CCCC-DDDD' });
    expect(wrong.body.errors?.[0]).toMatchObject({
      message: POINTS_CODE_INVALID,
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'secret', message: POINTS_CODE_INVALID }],
      },
    });
  });
});

describe('joining the programme', () => {
  it('takes a user through join → sign → resend, and refuses a step out of order with CONFLICT', async () => {
    const join = await run<{ joinPointsProgramme: string }>(
      DEMO_USERNAMES.multi,
      'mutation { joinPointsProgramme }',
    );
    expect(join.body.data?.joinPointsProgramme).toBe('WAITING_SIGNATURE');
    expect(join.routes).toContain('POST /v1/finances/portal/points/agree');
    const again = await run(DEMO_USERNAMES.multi, 'mutation { joinPointsProgramme }');
    expect(again.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const sign = await run<{ signPointsProgramme: string }>(
      DEMO_USERNAMES.multi,
      'mutation { signPointsProgramme }',
    );
    expect(sign.body.data?.signPointsProgramme).toBe('WAITING_CODE');
    const resend = await run<{ resendPointsCode: string }>(
      DEMO_USERNAMES.multi,
      'mutation { resendPointsCode }',
    );
    expect(resend.body.data?.resendPointsCode).toBe('WAITING_CODE');
  });

  it("joins a branch user's unit (the ED programme) at once, and refuses an unknown type", async () => {
    const join = await run<{ joinPointsProgramme: string }>(
      DEMO_USERNAMES.unidade,
      'mutation { joinPointsProgramme(type: UNITS) }',
    );
    expect(join.body.data?.joinPointsProgramme).toBe('ACCEPTED');
    const wrong = await run(DEMO_USERNAMES.unidade, 'mutation { joinPointsProgramme(type: NOPE) }');
    expect(wrong.body.errors).toBeDefined();
    expect(wrong.routes).toEqual([]);
  });
});

const MEMBERSHIP = '{ pointsMembership { memberType programmeStatus accepted } }';
type MembershipAnswer = {
  pointsMembership: { memberType: string | null; programmeStatus: string; accepted: boolean };
};
const STATUS_ROUTE = 'GET /v1/finances/portal/points/programme/{type}';

describe('pointsMembership (docs/product.md §1.7)', () => {
  it("reads the holding's status for a holding user, which joining turns ACCEPTED", async () => {
    const before = await run<MembershipAnswer>(DEMO_USERNAMES.holding, MEMBERSHIP);
    expect(before.body.errors).toBeUndefined();
    expect(before.body.data?.pointsMembership).toEqual({
      memberType: 'HOLDING',
      programmeStatus: 'ELIGIBLE',
      accepted: false,
    });
    expect(before.routes.filter((route) => route === STATUS_ROUTE)).toHaveLength(1);
    const join = await run<{ joinPointsProgramme: string }>(
      DEMO_USERNAMES.holding,
      'mutation { joinPointsProgramme(type: HOLDING) }',
    );
    expect(join.body.data?.joinPointsProgramme).toBe('ACCEPTED');
    const after = await run<MembershipAnswer>(DEMO_USERNAMES.holding, MEMBERSHIP);
    expect(after.body.data?.pointsMembership).toEqual({
      memberType: 'HOLDING',
      programmeStatus: 'ACCEPTED',
      accepted: true,
    });
  });

  it("reads an affiliate's own status and a branch user's unit's", async () => {
    const affiliate = await run<MembershipAnswer>(DEMO_USERNAMES.afiliado, MEMBERSHIP);
    expect(affiliate.body.data?.pointsMembership).toMatchObject({ memberType: 'USER', accepted: true });
    const branch = await run<MembershipAnswer>(DEMO_USERNAMES.unidade, MEMBERSHIP);
    expect(branch.body.data?.pointsMembership.memberType).toBe('UNITS');
  });

  it('answers NOT_AFFILIATE to a producer and an admin without asking upstream', async () => {
    for (const username of [DEMO_USERNAMES.produtor, DEMO_USERNAMES.admin]) {
      const { body, routes } = await run<MembershipAnswer>(username, MEMBERSHIP);
      expect(body.errors).toBeUndefined();
      expect(body.data?.pointsMembership).toEqual({
        memberType: null,
        programmeStatus: 'NOT_AFFILIATE',
        accepted: false,
      });
      expect(routes).not.toContain(STATUS_ROUTE);
    }
  });
});

const CONVERSION = `query ($pageSize: Int) {
  pointsConversion {
    memberType programmeStatus accepted
    pointSummary { ${SUMMARY} }
    convertibleCommissions(pageSize: $pageSize) { totalRows items { id value points date customerName } }
  }
}`;
type ConversionAnswer = {
  pointsConversion: {
    memberType: string;
    programmeStatus: string;
    accepted: boolean;
    pointSummary: Summary | null;
    convertibleCommissions: {
      totalRows: number;
      items: { id: string; value: number; points: number }[];
    } | null;
  };
};
const COMMISSIONS = `mutation ($ids: [ID!]!) {
  convertCommissionsToPoints(commissionIds: $ids) { converted points pointSummary { ${SUMMARY} } }
}`;

describe('converter-pontos: commissions into points', () => {
  it('lists the convertible commissions with their points at constant calls, and converts them answering the new summary', async () => {
    const { body, routes } = await run<ConversionAnswer>(DEMO_USERNAMES.afiliado, CONVERSION, {
      pageSize: 2,
    });
    expect(body.errors).toBeUndefined();
    const screen = body.data?.pointsConversion;
    expect(screen).toMatchObject({ memberType: 'USER', programmeStatus: 'ACCEPTED', accepted: true });
    const items = screen?.convertibleCommissions?.items ?? [];
    expect(items).toHaveLength(2);
    for (const item of items) expect(item.points).toBe(Math.floor(item.value / 10));
    const big = await run<ConversionAnswer>(DEMO_USERNAMES.afiliado, CONVERSION, { pageSize: 100 });
    expect(big.routes).toEqual(routes);

    const before = screen?.pointSummary as Summary;
    const gained = items.reduce((sum, item) => sum + item.points, 0);
    const ids = items.map((item) => item.id);
    const done = await run<{
      convertCommissionsToPoints: { converted: number; points: number; pointSummary: Summary };
    }>(DEMO_USERNAMES.afiliado, COMMISSIONS, { ids });
    expect(done.body.data?.convertCommissionsToPoints).toEqual({
      converted: 2,
      points: gained,
      pointSummary: {
        ...before,
        available: before.available + gained,
        totalPoints: before.totalPoints + gained,
      },
    });
    expect(done.routes).toEqual(['GET /me', 'POST /v1/finances/portal/points']);
    // Converted already: CONFLICT, nothing changes.
    const again = await run(DEMO_USERNAMES.afiliado, COMMISSIONS, { ids });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it("gives a branch user the unit's ED programme status, and the programme video's URL", async () => {
    const { body } = await run<ConversionAnswer>(DEMO_USERNAMES.unidade, CONVERSION);
    expect(body.errors).toBeUndefined();
    expect(body.data?.pointsConversion.memberType).toBe('UNITS');
    expect(['ELIGIBLE', 'ACCEPTED']).toContain(body.data?.pointsConversion.programmeStatus);
    const video = await run<{ pointsProgrammeVideo: string }>(
      DEMO_USERNAMES.unidade,
      '{ pointsProgrammeVideo }',
    );
    expect(video.body.data?.pointsProgrammeVideo).toBe('/v1/files/videos/points/play');
  });
});

describe('a voucher by id (Gerenciador de Vouchers)', () => {
  it('answers a voucher of the viewer’s scope, NOT_FOUND otherwise', async () => {
    const page = await run<{ managedVouchers: { items: { id: string; code: string }[] } }>(
      DEMO_USERNAMES.produtor,
      '{ managedVouchers(pageSize: 1) { items { id code } } }',
    );
    const first = page.body.data?.managedVouchers.items[0];
    expect(first).toBeDefined();
    const BY_ID = 'query ($id: ID!) { voucher(id: $id) { id code status customer { name } } }';
    const found = await run<{ voucher: { id: string; code: string } }>(DEMO_USERNAMES.produtor, BY_ID, {
      id: first?.id,
    });
    expect(found.body.data?.voucher).toMatchObject({ id: first?.id, code: first?.code });
    const missing = await run(DEMO_USERNAMES.produtor, BY_ID, { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
