/**
 * Salesforce end to end on one upstream: the campaigns poll on the job queue (links by sfCode,
 * idempotent, unmatched campaigns as errors, an interrupted apply leaves nothing, resolution on a
 * later poll), the errors list (paging, search, type), the sale intake's error, the HTTP adapter
 * against the fake feed, and who may call what.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { productId } from '../../../db/seed/finance/catalogue.ts';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import { coversNow } from '../../../kernel/current-cycle.ts';
import type { Page } from '../../../kernel/paging.ts';
import { loggerFrom } from '../../../logger.ts';
import { csvAs } from '../../../testing/csv.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { CampaignPollJson } from '../campaign-poll.ts';
import { type CrmCampaign, campaignFeed, fakeCampaigns } from '../salesforce-crm.ts';
import { type SalesforceErrorPage, SEARCH_COUNT_CAP } from '../salesforce-errors.ts';
import { SALESFORCE_ERRORS_CSV_HEADER } from '../salesforce-errors-csv.ts';

/** The feed the worker reads, set per test (the fake CRM's by default). */
let feed: () => CrmCampaign[] = () => fakeCampaigns();
let onCommit: (() => Promise<void>) | undefined;

const up = useTestUpstream(
  {},
  {},
  {},
  {
    feed: async () => feed(),
    retryLimit: 1,
    retryDelaySeconds: 0,
    beforeCommit: async () => onCommit?.(),
  },
);
const { call } = financeClient(up);
const { holding, admin, producer, affiliated } = DEMO_USERS;
const POLL = '/v1/campaigns/poll';
const ERRORS = '/v1/salesforce/errors';

async function pollAndWait(username: string = holding.username): Promise<CampaignPollJson> {
  const started = await call<CampaignPollJson>(username, POLL, { method: 'POST' });
  expect(started.status).toBe(202);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { body } = await call<{ last: CampaignPollJson }>(username, POLL);
    if (body.last.id === started.body.id && (body.last.state === 'done' || body.last.state === 'failed'))
      return body.last;
    expect(Date.now(), 'the poll to finish').toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const links = () =>
  up()
    .db.selectFrom('product_campaigns')
    .select(['campaign_id', 'product_id', 'name'])
    .orderBy('campaign_id')
    .execute();
const openErrors = () =>
  up()
    .db.selectFrom('salesforce_errors')
    .select(['type', 'reference', 'message'])
    .where('resolved_at', 'is', null)
    .orderBy('type')
    .orderBy('reference')
    .execute();
const errorsPage = async (query: string) =>
  (await call<SalesforceErrorPage>(holding.username, `${ERRORS}${query}`)).body;

describe('campaigns poll', () => {
  it('links the CRM campaigns to products by sfCode and records the ones it cannot apply', async () => {
    const before = (await call<{ last: CampaignPollJson | null }>(holding.username, POLL)).body;
    expect(before.last).toBeNull();
    const poll = await pollAndWait();
    expect(poll).toMatchObject({ state: 'done', campaign_count: 4, linked_count: 2, error_count: 2 });
    expect(poll.requested_by).toBeTruthy();
    expect(await links()).toEqual([
      { campaign_id: '701FAKE000ENEM01', product_id: productId('enem'), name: 'Volta às aulas ENEM' },
      { campaign_id: '701FAKE000ODON01', product_id: productId('odonto'), name: 'Sorriso em família' },
    ]);
    const errors = await openErrors();
    expect(errors.filter((row) => row.type === 'CAMPAIGN').map((row) => row.reference)).toEqual([
      '701FAKE000REDA01',
      '701FAKE000ROBO01',
    ]);
    expect(errors.find((row) => row.reference === '701FAKE000ROBO01')?.message).toContain('SF-ROBOTICA-099');
    // "With campaign" now includes the CRM's links.
    const withCampaign = await call<Page<{ id: string; specialEventCount: number; campaignCount: number }>>(
      holding.username,
      '/v1/products/portal/holding/products?campaign=WITH_CAMPAIGN&pageSize=100',
    );
    expect(withCampaign.body.items.map((row) => row.id)).toEqual(
      expect.arrayContaining([productId('enem'), productId('odonto')]),
    );
    // The list's 'Campanhas' counts them too: its special events plus one linked campaign each.
    for (const id of [productId('enem'), productId('odonto')]) {
      const row = withCampaign.body.items.find((item) => item.id === id);
      expect(row && row.campaignCount - row.specialEventCount).toBe(1);
    }
    expect(withCampaign.body.items.every((row) => row.campaignCount > 0)).toBe(true);
    const audit = await up()
      .db.selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'campaign_poll')
      .execute();
    expect(audit).toEqual([{ action: 'campaign_poll.started', entity_id: poll.id }]);
  });

  it('is idempotent: the same feed again leaves the same links and open errors', async () => {
    const [linksBefore, errorsBefore] = [await links(), await openErrors()];
    const poll = await pollAndWait();
    expect(poll.state).toBe('done');
    expect(await links()).toEqual(linksBefore);
    expect(await openErrors()).toEqual(errorsBefore);
  });

  it('an interrupted apply leaves nothing; a later poll resolves what now applies', async () => {
    const [linksBefore, errorsBefore] = [await links(), await openErrors()];
    feed = () => [
      {
        id: 'NEW-1',
        name: 'Nova',
        productCode: 'SF-ODONTO-010',
        startDate: '2020-01-01',
        endDate: '2999-12-31',
      },
      { id: 'NEW-2', name: 'Outra', productCode: 'NINGUEM', startDate: '2020-01-01', endDate: '2999-12-31' },
    ];
    onCommit = async () => {
      throw new Error('conexão perdida');
    };
    const failed = await pollAndWait();
    expect(failed.state).toBe('failed');
    expect(failed.error_message).toContain('conexão perdida');
    expect(await links()).toEqual(linksBefore);
    expect(await openErrors()).toEqual(errorsBefore);

    onCommit = undefined;
    await up()
      .db.updateTable('products')
      .set({ sf_code: 'SF-ROBOTICA-099' })
      .where('id', '=', productId('marketing'))
      .execute();
    feed = () => fakeCampaigns();
    const done = await pollAndWait(admin.username);
    expect(done).toMatchObject({ state: 'done', linked_count: 3, error_count: 1 });
    const robotics = await errorsPage('?search=701FAKE000ROBO01');
    expect(robotics.items.map((row) => row.resolved)).toEqual([true]);
  });

  it('answers the open poll instead of queueing a second one', async () => {
    // The first poll is held before its commit, so it is still open (queued or running) when the
    // second request comes, however fast the worker is; on a loaded machine it used to be done by then.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    onCommit = () => held;
    try {
      const first = await call<CampaignPollJson>(holding.username, POLL, { method: 'POST' });
      const second = await call<CampaignPollJson>(holding.username, POLL, { method: 'POST' });
      expect(['queued', 'running']).toContain(second.body.state);
      expect(second.body.id).toBe(first.body.id);
    } finally {
      release();
      onCommit = undefined;
    }
    expect((await pollAndWait()).state).toBe('done');
  });
});

describe('salesforce errors list', () => {
  it('pages newest first (25 by default), searches reference and message, filters by type', async () => {
    const all = await errorsPage('');
    expect(all.pageSize).toBe(25);
    expect(all.totalRows).toBeGreaterThanOrEqual(6);
    const times = all.items.map((row) => row.occurred_at);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await errorsPage('?page=1&pageSize=2');
    expect(second.items).toEqual(all.items.slice(2, 4));
    const sales = await errorsPage('?type=SALE');
    expect(sales.totalRows).toBeGreaterThanOrEqual(3);
    expect(sales.items.every((row) => row.type === 'SALE' && row.product_name?.startsWith('Voucher'))).toBe(
      true,
    );
    // The unsearched counts come from the trigger-kept totals: they match the rows.
    const counts = await up()
      .db.selectFrom('salesforce_errors')
      .select(['type', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('type')
      .execute();
    const countOf = (type?: string) =>
      counts.filter((row) => !type || row.type === type).reduce((sum, row) => sum + Number(row.n), 0);
    expect(all.totalRows).toBe(countOf());
    expect(sales.totalRows).toBe(countOf('SALE'));
    const robotica = await errorsPage(`?search=${encodeURIComponent('ROBOTICA PARA')}`);
    expect(robotica.items.map((row) => row.reference)).toEqual(['701FAKE000ROBO01']);
    expect((await errorsPage('?search=sf-robotica-099&type=SALE')).totalRows).toBe(0);
    expect((await call(holding.username, `${ERRORS}?type=OTHER`)).status).toBe(400);
    expect((await call(holding.username, `${ERRORS}?search=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await call(holding.username, `${ERRORS}?pageSize=101`)).status).toBe(400);
  });

  it('records a registered sale whose product has no Salesforce code', async () => {
    const cycle = await up()
      .db.selectFrom('commercial_cycles')
      .select('starts_at')
      .where(coversNow())
      .executeTakeFirstOrThrow();
    const link = await call<{ code: string }>(
      affiliated.username,
      `/v1/products/promotable/${productId('voucher-50')}/links`,
      {
        json: { description: 'sf' },
      },
    );
    expect(link.status).toBe(201);
    const paymentId = `pay-sf-${Date.now()}`;
    const sale = await call(holding.username, '/v1/sales', {
      json: {
        product_id: productId('voucher-50'),
        payment_id: paymentId,
        customer_name: 'Cliente SF',
        value_cents: 5_000,
        payment_date: new Date(cycle.starts_at.getTime() + 3_600_000).toISOString(),
        link_code: link.body.code,
      },
    });
    expect(sale.status).toBe(201);
    const found = await errorsPage(`?search=${paymentId}`);
    expect(found.items).toMatchObject([
      { type: 'SALE', reference: paymentId, product_id: productId('voucher-50') },
    ]);
    expect(found.totalCapped).toBe(false);
  });

  it('counts a search up to 10 000 matches and says when there are more', async () => {
    const { db } = up();
    const before = await errorsPage('');
    await sql`insert into salesforce_errors (type, reference, message, occurred_at)
      select 'SALE', 'cap-' || i, 'Venda não enviada: limite de contagem ' || i, now() - (i || ' seconds')::interval
      from generate_series(1, ${SEARCH_COUNT_CAP + 5}) i`.execute(db);
    try {
      const capped = await errorsPage(`?search=${encodeURIComponent('limite de contagem')}`);
      expect([capped.totalRows, capped.totalCapped, capped.items.length]).toEqual([
        SEARCH_COUNT_CAP,
        true,
        25,
      ]);
      expect(capped.items[0]?.reference).toBe('cap-1');
      // Its last page within the count still reads rows.
      const last = await errorsPage(
        `?search=${encodeURIComponent('limite de contagem')}&page=${SEARCH_COUNT_CAP / 25 - 1}`,
      );
      expect(last.items).toHaveLength(25);
      // Exactly at the cap, or below it, the count is exact.
      await db
        .deleteFrom('salesforce_errors')
        .where('reference', 'in', ['cap-1', 'cap-2', 'cap-3', 'cap-4', 'cap-5'])
        .execute();
      const exact = await errorsPage(`?search=${encodeURIComponent('limite de contagem')}`);
      expect([exact.totalRows, exact.totalCapped]).toEqual([SEARCH_COUNT_CAP, false]);
      const few = await errorsPage(`?search=${encodeURIComponent('contagem 99')}`);
      expect(few.totalCapped).toBe(false);
      expect(few.totalRows).toBe(111); // 99, 990–999, 9900–9999
      // An unsearched page is counted from the totals, never capped.
      const all = await errorsPage('');
      expect([all.totalRows, all.totalCapped]).toEqual([before.totalRows + SEARCH_COUNT_CAP, false]);
    } finally {
      await db.deleteFrom('salesforce_errors').where('reference', 'like', 'cap-%').execute();
    }
  });
});

describe('salesforce errors: period and CSV', () => {
  it('filters by the days errors occurred in, counted (and capped) as a search is', async () => {
    const all = await errorsPage('?pageSize=100');
    const within = await errorsPage('?pageSize=100&from=2000-01-01&to=2099-12-31');
    expect([within.totalRows, within.totalCapped]).toEqual([all.totalRows, false]);
    expect(within.items).toEqual(all.items);
    const none = await errorsPage('?from=2000-01-01&to=2000-01-02');
    expect([none.totalRows, none.items]).toEqual([0, []]);
    expect((await call(holding.username, `${ERRORS}?from=2026-05-02&to=2026-05-01`)).status).toBe(400);
  });

  it('streams every error the filter keeps, newest first, in pt-BR (GET salesforce/errors/csv)', async () => {
    const sales = await errorsPage('?type=SALE&pageSize=100');
    const file = await csvAs(up(), holding.username, `${ERRORS}/csv?type=SALE`);
    expect(file.res.status).toBe(200);
    expect(file.res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="erros-salesforce-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.lines[0]).toBe(SALESFORCE_ERRORS_CSV_HEADER.join(';'));
    expect(file.lines).toHaveLength(sales.totalRows + 1);
    expect(file.res.headers.get('x-report-rows')).toBe(String(sales.totalRows));
    const cells = file.lines.slice(1).map((line) => line.split(';'));
    expect(cells.map((row) => row[2])).toEqual(sales.items.map((row) => row.reference));
    expect(cells.every((row) => row[1] === 'Venda' && /^(Pendente|Resolvido)$/.test(row[5] ?? ''))).toBe(
      true,
    );
    const none = await csvAs(up(), admin.username, `${ERRORS}/csv?from=2000-01-01&to=2000-01-02`);
    expect(none.lines).toHaveLength(1);
    expect((await csvAs(up(), holding.username, `${ERRORS}/csv?type=OTHER`)).res.status).toBe(400);
    expect((await csvAs(up(), producer.username, `${ERRORS}/csv`)).res.status).toBe(403);
  });
});

describe('access and the CRM adapter', () => {
  it('lets holding and admin in, and nobody else', async () => {
    expect((await call(admin.username, ERRORS)).status).toBe(200);
    for (const user of [producer, affiliated]) {
      expect((await call(user.username, ERRORS)).status).toBe(403);
      expect((await call(user.username, POLL)).status).toBe(403);
      expect((await call(user.username, POLL, { method: 'POST' })).status).toBe(403);
    }
    expect((await up().portal(ERRORS)).status).toBe(401);
  });

  it('reads a CRM over HTTP: the fake feed served here equals the in-process one', async () => {
    const silent = loggerFrom('error', () => undefined);
    const campaigns = await campaignFeed(`${up().portalUrl}/fake-salesforce`, silent)();
    expect(campaigns).toEqual(fakeCampaigns());
    await expect(campaignFeed(`${up().portalUrl}/nowhere`, silent)()).rejects.toThrow('CRM indisponível');
  });
});
