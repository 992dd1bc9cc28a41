/**
 * GET /v1/finances/portal/invoices (the Notas Fiscais list) and GET invoices/{id}/pdf: row scope
 * per role, newest-first paging checked against plain SQL, the status filter, search and the
 * validation messages (on PGlite, and on PostgreSQL with TEST_DATABASE_URL).
 */

import { CNPJ_SHAPE, formatCnpj } from '@portal/schema/documents/cnpj';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PRODUCERS } from '../../../db/seed/finance/catalogue.ts';
import { ORGANISATIONS, organisationId } from '../../../db/seed/organisations.ts';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import type { Page } from '../../../kernel/paging.ts';
import { PARAM_MESSAGES } from '../../../kernel/params.ts';
import { FIN, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { InvoiceJson } from '../invoice-list.ts';
import { SEARCH_MESSAGE } from './invoice-list.ts';

const up = useTestUpstream();
const { call, token } = financeClient(up);
const { holding, branch, producer, multi, affiliated, agent, admin } = DEMO_USERS;
const LIST = `${FIN}/invoices`;

type Scope = 'all' | { unit: string } | { producerOrg: string };

/** Invoice ids of a scope, newest first (created_at, then id), optionally of some bill statuses. */
async function expectedIds(scope: Scope, statuses: string[] = []): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`select i.id from invoices i join bills b on b.id = i.bill_id
    where ${
      scope === 'all'
        ? sql`true`
        : 'unit' in scope
          ? sql`b.side = 'branch' and b.unit_id = ${scope.unit}`
          : sql`b.producer_id in (select id from producers where organisation_id = ${scope.producerOrg})`
    } and ${statuses.length ? sql`b.status in (${sql.join(statuses)})` : sql`true`}
    order by i.created_at desc, i.id desc`.execute(up().db);
  return rows.map((row) => row.id);
}

const list = (username: string, query = '') => call<Page<InvoiceJson>>(username, `${LIST}?${query}`);

describe('GET invoices: row scope', () => {
  it.each([
    { who: 'holding', username: holding.username, scope: 'all' as Scope },
    { who: 'branch', username: branch.username, scope: { unit: organisationId('unitCentro') } },
    { who: 'multi (branch)', username: multi.username, scope: { unit: organisationId('unitAldeota') } },
    { who: 'producer', username: producer.username, scope: { producerOrg: organisationId('producer') } },
  ])('gives $who its invoices, newest first, with the kept total', async ({ username, scope }) => {
    const expected = await expectedIds(scope);
    expect(expected.length).toBeGreaterThan(20);
    const res = await list(username, 'pageSize=100');
    expect(res.status).toBe(200);
    expect(res.body.totalRows).toBe(expected.length);
    expect(res.body.items.map((item) => item.id)).toEqual(expected.slice(0, 100));
  });

  it('fills an item with its bill, payee, producer and PDF', async () => {
    const res = await list(branch.username, 'pageSize=1');
    const [item] = res.body.items;
    expect(item).toMatchObject({
      status: item?.bill.status,
      bill: { cycle: { number: expect.any(Number) }, value: expect.any(Number) },
      payee: { kind: 'branch', id: organisationId('unitCentro'), name: 'Unidade Fortaleza Centro' },
      producer: { cnpj: expect.stringMatching(CNPJ_SHAPE) },
      pdf: { size: expect.any(Number) },
    });
    expect(item?.bill.value).toBeGreaterThan(0);
  });

  it.each([
    { who: 'affiliate', username: affiliated.username },
    { who: 'agent', username: agent.username },
    { who: 'admin', username: admin.username },
  ])('refuses $who (403)', async ({ username }) => {
    expect((await list(username)).status).toBe(403);
  });

  it('refuses an anonymous call (401)', async () => {
    expect((await up().portal(LIST)).status).toBe(401);
  });
});

describe('GET invoices: paging, order and filters', () => {
  it('pages the sorted list both ways', async () => {
    const expected = await expectedIds('all');
    for (const page of [0, 2]) {
      const res = await list(holding.username, `pageSize=25&page=${page}`);
      expect(res.body.items.map((item) => item.id)).toEqual(expected.slice(page * 25, page * 25 + 25));
    }
    const asc = await list(holding.username, 'order=ASC&pageSize=10&page=1');
    expect(asc.body.items.map((item) => item.id)).toEqual([...expected].reverse().slice(10, 20));
  });

  it('filters by bill status (repeated or comma-separated, all dropped) with the kept total', async () => {
    const expected = await expectedIds('all', ['Paid', 'Error']);
    const res = await list(holding.username, 'status=Paid,Error&status=all&pageSize=50');
    expect(res.body.totalRows).toBe(expected.length);
    expect(res.body.items.map((item) => item.id)).toEqual(expected.slice(0, 50));
    expect(new Set(res.body.items.map((item) => item.status))).toEqual(new Set(['Paid', 'Error']));
  });

  it('searches a cycle number, CNPJ digits, a producer word and a payee name', async () => {
    const byCycle = await list(holding.username, 'search=3&pageSize=100');
    expect(byCycle.body.totalRows).toBeGreaterThan(0);
    expect(byCycle.body.items.every((item) => item.bill.cycle.number === 3)).toBe(true);

    const byCnpj = await list(
      holding.username,
      `search=${encodeURIComponent('12.345.678/0001')}&pageSize=100`,
    );
    expect(byCnpj.body.totalRows).toBe(
      (await expectedIds({ producerOrg: organisationId('producer') })).length,
    );
    expect(byCnpj.body.items.every((item) => item.producer.cnpj.startsWith('12345678'))).toBe(true);

    const byProducer = await list(holding.username, 'search=jangada&pageSize=5');
    expect(byProducer.body.items.every((item) => item.producer.name.startsWith('Jangada'))).toBe(true);

    const byPayee = await list(holding.username, `search=${encodeURIComponent('mariana albu')}&pageSize=100`);
    expect(byPayee.body.totalRows).toBeGreaterThan(0);
    expect(byPayee.body.items.every((item) => item.payee.name === 'Mariana Albuquerque Costa')).toBe(true);

    const scoped = await list(branch.username, 'search=mariana');
    expect(scoped.body).toMatchObject({ totalRows: 0, items: [] });
  });

  it.each([
    ['with its mask', (cnpj: string) => formatCnpj(cnpj)],
    ['without punctuation', (cnpj: string) => cnpj],
    ['in lowercase, its start only', (cnpj: string) => formatCnpj(cnpj).toLowerCase().slice(0, 10)],
  ])('finds payees and producers by an alphanumeric CNPJ typed %s', async (_how, typed) => {
    const search = (cnpj: string) =>
      list(holding.username, `search=${encodeURIComponent(typed(cnpj))}&pageSize=100`);
    const carnauba = PRODUCERS.find((producer) => producer.key === 'carnauba')?.cnpj ?? '';
    const byProducer = await search(carnauba);
    expect(byProducer.body.totalRows).toBeGreaterThan(0);
    expect(byProducer.body.items.every((item) => item.producer.cnpj === carnauba)).toBe(true);

    const byAffiliate = await search(DEMO_USERS.affiliated.cnpj);
    expect(byAffiliate.body.totalRows).toBeGreaterThan(0);
    expect(byAffiliate.body.items.every((item) => item.payee.name === affiliated.name)).toBe(true);

    const byUnit = await search(ORGANISATIONS.unitAldeota.cnpj);
    expect(byUnit.body.totalRows).toBe((await expectedIds({ unit: organisationId('unitAldeota') })).length);
  });

  it('searches within the status filter and counts its matches', async () => {
    const res = await list(holding.username, 'search=aldeota&status=Paid&pageSize=100');
    expect(res.body.totalRows).toBe(res.body.items.length);
    expect(
      res.body.items.every((item) => item.status === 'Paid' && item.payee.name.includes('Aldeota')),
    ).toBe(true);
  });

  it.each([
    { query: 'pageSize=101', message: PARAM_MESSAGES.pageSize },
    { query: 'pageSize=0', message: PARAM_MESSAGES.pageSize },
    { query: 'page=-1', message: PARAM_MESSAGES.page },
    { query: 'orderBy=value', message: PARAM_MESSAGES.orderBy(['created_at']) },
    { query: 'status=Unknown', message: expect.stringContaining('Status inválido') },
    { query: `search=${'a'.repeat(101)}`, message: SEARCH_MESSAGE },
  ])('answers 400 to $query', async ({ query, message }) => {
    const res = await list(holding.username, query);
    expect(res).toEqual({ status: 400, body: { detail: message } });
  });
});

describe('GET invoices/{id}/pdf', () => {
  it('downloads a listed invoice as an attachment named after its cycle', async () => {
    const [item] = (await list(producer.username, 'pageSize=1')).body.items;
    const res = await up().portal(`${LIST}/${item?.id}/pdf`, { token: await token(producer.username) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="nota-fiscal-ciclo-${item?.bill.cycle.number}.pdf"`,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(bytes.length).toBe(item?.pdf?.size);
  });

  it('answers 404 outside the scope or for a bad id, 403 to other roles', async () => {
    const [other] = (await list(holding.username, 'search=jangada&pageSize=1')).body.items;
    const asProducer = await token(producer.username);
    expect((await up().portal(`${LIST}/${other?.id}/pdf`, { token: asProducer })).status).toBe(404);
    expect((await up().portal(`${LIST}/not-a-uuid/pdf`, { token: asProducer })).status).toBe(404);
    const asAffiliate = await token(affiliated.username);
    expect((await up().portal(`${LIST}/${other?.id}/pdf`, { token: asAffiliate })).status).toBe(403);
  });
});
