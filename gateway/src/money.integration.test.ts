/**
 * Money past 32 bits end to end: the real upstream (in process, so the test can raise stored
 * amounts) behind the real gateway. A holding-wide total above R$ 21.474.836,47 (2^31 − 1 cents)
 * made `Int` fields errors; `Money` carries it exactly, from PostgreSQL's bigint/numeric sums
 * (strings in node-postgres and PGlite) through upstream's JSON to the client's JSON number.
 */
import { startUpstream } from '@portal/upstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The upstream's own test configuration, as in security/jwt.integration.test.ts.
import { testConfig } from '../../upstream/src/testing/config.ts';
import { startTestGateway, type TestGateway } from './test/gateway.ts';

type RunningUpstream = Awaited<ReturnType<typeof startUpstream>>;

const INT_MAX = 2 ** 31 - 1;
/** Near the column's own limit (integer), so three bills pass 2^32 between them. */
const BIG_BILL = 2_000_000_000;

let upstream: RunningUpstream;
let gateway: TestGateway;

beforeAll(async () => {
  upstream = await startUpstream({
    config: testConfig({ kind: 'pglite', dataDir: 'memory://' }, { logLevel: 'silent' }),
  });
  gateway = await startTestGateway({ PORTAL_URL: upstream.portalUrl, TOKEN_URL: upstream.tokenUrl });
  // Three paid bills of R$ 20 million each: the network's paid total passes R$ 60 million.
  await upstream.db
    .updateTable('bills')
    .set({ value_cents: BIG_BILL })
    .where('id', 'in', (eb) =>
      eb.selectFrom('bills').select('id').where('status', '=', 'Paid').orderBy('id').limit(3),
    )
    .execute();
});

afterAll(async () => {
  await gateway?.stop();
  await upstream?.close();
});

/** What the database says: a bigint sum, read as text by the drivers, compared as a BigInt. */
const paidInDatabase = async (): Promise<bigint> => {
  const row = await upstream.db
    .selectFrom('bills')
    .select((eb) => eb.fn.sum<string>('value_cents').as('paid'))
    .where('status', '=', 'Paid')
    .executeTakeFirstOrThrow();
  return BigInt(String(row.paid));
};

describe('Money beyond 2^31 cents', () => {
  it('gives the holding the network-wide paid total exactly', async () => {
    const token = await gateway.login('holding@demo.com.br');
    const { body } = await gateway.gql<{ finance: { paymentsSummary: { paid: number } } }>(
      '{ finance { paymentsSummary { paid awaitingInvoice processing } } }',
      { token },
    );
    expect(body.errors).toBeUndefined();
    const paid = body.data?.finance.paymentsSummary.paid ?? 0;
    expect(paid).toBeGreaterThan(3 * BIG_BILL);
    expect(paid).toBeGreaterThan(INT_MAX);
    expect(BigInt(paid)).toBe(await paidInDatabase());
  });
});
