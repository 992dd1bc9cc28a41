/**
 * The invoice that checks itself (issue #33) on real files made here: PDFs with a text layer, a
 * scan without text, national NFS-e XMLs (wrong CNPJ, malformed, an entity expansion), and the same
 * note sent for a second bill. Then the holding's approval of the checked note.
 */
import { describe, expect, it } from 'vitest';
import type { InvoiceCheckJson } from '../../../db/finance-types.ts';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { FIN, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import {
  freshOpenBill,
  matchingFacts,
  notePdf,
  noteXml,
  scannedPdf,
} from '../../../testing/invoice-notes.ts';
import type { BillJson } from '../bills.ts';
import { CHECK_MESSAGES } from '../invoice-check.ts';
import { READING_MESSAGES } from '../invoice-reading.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { affiliated, holding } = DEMO_USERS;
const open = () => freshOpenBill(up, userId(affiliated.username));

const base64 = (file: Buffer | string) => Buffer.from(file).toString('base64');
const check = (billId: string, file: Buffer | string) =>
  call<InvoiceCheckJson & { detail?: string }>(affiliated.username, `${FIN}/bills/${billId}/invoice/check`, {
    json: { pdf: base64(file) },
  });
const upload = (billId: string, file: Buffer | string, reason?: string) =>
  call<BillJson & { detail?: string }>(affiliated.username, `${FIN}/bills/${billId}/invoice/upload`, {
    json: { pdf: base64(file), ...(reason === undefined ? {} : { reason }) },
  });

describe('POST bills/{billId}/invoice/check and upload', () => {
  it('matches a PDF whose provider (alphanumeric CNPJ), taker, total and date agree, and stores the check', async () => {
    const billId = await open();
    const facts = await matchingFacts(up, billId, '4101');
    expect(facts.provider).toMatch(/[A-Z]/);
    const checked = await check(billId, notePdf(facts));
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ outcome: 'matched', format: 'pdf', number: '4101', reason: null });
    expect(checked.body.items.map((item) => [item.field, item.ok])).toEqual([
      ['provider', true],
      ['taker', true],
      ['total', true],
      ['issue_date', true],
      ['number', true],
    ]);
    const sent = await upload(billId, notePdf(facts));
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      status: 'Processing',
      invoice_check: { outcome: 'matched', number: '4101' },
    });
  });

  it('says which item does not match, in pt-BR, and sends a mismatch only with a reason', async () => {
    const billId = await open();
    const facts = await matchingFacts(up, billId, '4102');
    const wrong = notePdf({ ...facts, cents: 100, issued: '2000-01-01' });
    const checked = await check(billId, wrong);
    expect(checked.body.outcome).toBe('mismatched');
    const total = checked.body.items.find((item) => item.field === 'total');
    expect(total?.ok).toBe(false);
    expect(total?.message).toMatch(
      /^O valor da nota \(R\$ 1,00\) não confere com o faturamento \(R\$ [\d.]+,\d{2}\)\.$/,
    );
    expect(checked.body.items.find((item) => item.field === 'issue_date')?.message).toContain(
      'A data de emissão da nota (01/01/2000) é anterior ao fim do ciclo',
    );
  });

  it('refuses a mismatch without a reason (422), stores it with one', async () => {
    const billId = await open();
    const facts = await matchingFacts(up, billId, '4103');
    const wrong = notePdf({ ...facts, cents: facts.cents + 1 });
    const refused = await upload(billId, wrong);
    expect(refused).toEqual({ status: 422, body: { detail: CHECK_MESSAGES.reasonRequired } });
    expect((await upload(billId, wrong, 'x')).status).toBe(400);
    const sent = await upload(billId, wrong, 'Valor com ajuste combinado com a produtora.');
    expect(sent.status).toBe(200);
    expect(sent.body.invoice_check).toMatchObject({
      outcome: 'mismatched',
      reason: 'Valor com ajuste combinado com a produtora.',
    });
  });

  it('reads the national NFS-e XML and finds a wrong provider CNPJ', async () => {
    const billId = await open();
    const facts = await matchingFacts(up, billId, '4104');
    expect((await check(billId, noteXml(facts))).body).toMatchObject({ outcome: 'matched', format: 'xml' });
    const other = '11222333000181';
    const checked = await check(billId, noteXml({ ...facts, provider: other }));
    expect(checked.body.outcome).toBe('mismatched');
    expect(checked.body.items.find((item) => item.field === 'provider')).toEqual({
      field: 'provider',
      ok: false,
      message: CHECK_MESSAGES.providerWrong(other, facts.provider),
    });
  });

  it('leaves a scanned PDF without text to the team', async () => {
    const billId = await open();
    const checked = await check(billId, scannedPdf());
    expect(checked.body).toMatchObject({ outcome: 'unreadable', items: [] });
    const sent = await upload(billId, scannedPdf());
    expect(sent.status).toBe(200);
    expect(sent.body.invoice_check?.outcome).toBe('unreadable');
  });

  it('refuses the same note (provider CNPJ + number) for a second bill', async () => {
    const first = await open();
    const facts = await matchingFacts(up, first, '4105');
    expect((await upload(first, noteXml(facts))).status).toBe(200);
    const second = await open();
    expect(second).not.toBe(first);
    const again = { ...(await matchingFacts(up, second, '4105')) };
    const checked = await check(second, noteXml(again));
    expect(checked.body.items.at(-1)).toEqual({
      field: 'duplicate',
      ok: false,
      message: CHECK_MESSAGES.duplicate('4105'),
    });
    expect(await upload(second, noteXml(again), 'Mesma nota')).toEqual({
      status: 409,
      body: { detail: CHECK_MESSAGES.duplicate('4105') },
    });
  });

  it('refuses a malformed XML and one that is not a national NFS-e', async () => {
    const billId = await open();
    expect((await check(billId, '<NFSe><infNFSe><nNFSe>1</infNFSe>')).body.detail).toBe(
      READING_MESSAGES.xmlMalformed,
    );
    expect((await check(billId, '<nota><numero>1</numero></nota>')).body.detail).toBe(
      READING_MESSAGES.xmlNotNfse,
    );
  });

  it('refuses an entity expansion before parsing, in bounded time and memory', async () => {
    const billId = await open();
    const levels = Array.from(
      { length: 10 },
      (_, level) => `<!ENTITY l${level + 1} "${`&l${level};`.repeat(10)}">`,
    ).join('');
    const bomb = `<?xml version="1.0"?><!DOCTYPE NFSe [<!ENTITY l0 "lol">${levels}]><NFSe><infNFSe><nNFSe>&l10;</nNFSe></infNFSe></NFSe>`;
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const res = await check(billId, bomb);
    const elapsed = performance.now() - started;
    expect(res).toEqual({ status: 400, body: { detail: READING_MESSAGES.xmlEntities } });
    // 10^10 'lol's expanded would be 30 GB; refused, the answer is immediate.
    expect(elapsed).toBeLessThan(3_000);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(50 * 1024 * 1024);
  });
});

describe('POST holding/bills/{billId}/invoice/approve', () => {
  it('approves a checked note in one step: Processing → Ready, with its check', async () => {
    const billId = await open();
    const facts = await matchingFacts(up, billId, '4106');
    expect((await upload(billId, notePdf(facts))).status).toBe(200);
    const approved = await call<{ status: string; invoice_check: InvoiceCheckJson | null }>(
      holding.username,
      `/v1/holding/bills/${billId}/invoice/approve`,
      { method: 'POST' },
    );
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'Ready', invoice_check: { outcome: 'matched' } });
    const again = await call(holding.username, `/v1/holding/bills/${billId}/invoice/approve`, {
      method: 'POST',
    });
    expect(again.status).toBe(409);
    const payee = await call(affiliated.username, `/v1/holding/bills/${billId}/invoice/approve`, {
      method: 'POST',
    });
    expect(payee.status).toBe(403);
  });
});
