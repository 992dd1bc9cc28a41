/**
 * Salesforce on Acompanhamento de vendas against the real upstream (its fake CRM feed): the poll is
 * queued and followed to its end through `campaignPoll`, the unmatched campaign then appears in
 * `salesforceErrors` (filtered by type and searched), each field is one upstream call, bad
 * arguments are BAD_USER_INPUT before any call, and only holding and admin get in.
 */
import { SALESFORCE_MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { demoRunner, setupTestStack } from '../../test/stack.ts';

const run = demoRunner(setupTestStack());

interface Poll {
  id: string;
  state: string;
  requestedBy: string;
  campaignCount: number | null;
  linkedCount: number | null;
  errorCount: number | null;
}
interface ErrorRow {
  type: string;
  reference: string;
  message: string;
  productName: string | null;
  resolved: boolean;
}
const POLL_FIELDS = 'id state requestedBy campaignCount linkedCount errorCount createdAt finishedAt';
const POLL = `mutation { pollCampaigns { ${POLL_FIELDS} } }`;
const LAST = `query { campaignPoll { ${POLL_FIELDS} } }`;
const ERRORS = `query ($s: String, $t: SalesforceErrorType, $size: Int) {
  salesforceErrors(search: $s, type: $t, pageSize: $size) { totalRows totalCapped items { type reference message productName resolved } } }`;

describe('Salesforce through the gateway', () => {
  it('polls the campaigns, follows the job to its end and lists the campaign it could not apply', async () => {
    const started = await run<{ pollCampaigns: Poll }>('holding', POLL);
    expect(started.calls).toEqual(['POST /v1/campaigns/poll']);
    expect(['QUEUED', 'RUNNING', 'DONE']).toContain(started.body.data?.pollCampaigns.state);
    let last: Poll | undefined;
    const deadline = Date.now() + 20_000;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const read = await run<{ campaignPoll: Poll }>('holding', LAST);
      expect(read.calls).toEqual(['GET /v1/campaigns/poll']);
      last = read.body.data?.campaignPoll;
    } while (last?.state !== 'DONE' && last?.state !== 'FAILED' && Date.now() < deadline);
    expect(last).toMatchObject({ state: 'DONE', campaignCount: 4, linkedCount: 2, errorCount: 2 });

    const campaigns = await run<{ salesforceErrors: { totalRows: number; items: ErrorRow[] } }>(
      'admin',
      ERRORS,
      {
        t: 'CAMPAIGN',
        s: 'robótica',
      },
    );
    expect(campaigns.calls).toEqual(['GET /v1/salesforce/errors']);
    expect(campaigns.body.data?.salesforceErrors.items).toEqual([
      expect.objectContaining({ type: 'CAMPAIGN', reference: '701FAKE000ROBO01', resolved: false }),
    ]);
    expect(campaigns.body.data?.salesforceErrors).toMatchObject({ totalRows: 1, totalCapped: false });
    const page = await run<{ salesforceErrors: { totalRows: number; items: ErrorRow[] } }>(
      'holding',
      ERRORS,
      {},
    );
    expect(page.body.data?.salesforceErrors.items.length).toBe(
      Math.min(25, page.body.data?.salesforceErrors.totalRows ?? 0),
    );
  });

  it('refuses a search over 100 characters before calling upstream', async () => {
    const res = await run<unknown>('holding', ERRORS, { s: 'x'.repeat(101) });
    expect(res.calls).toEqual([]);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors?.[0]?.message).toBe(SALESFORCE_MESSAGES.searchTooLong);
  });

  it('lets only holding and admin in', async () => {
    for (const user of ['produtor', 'afiliado', 'unidade']) {
      const res = await run<unknown>(user, LAST);
      expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
