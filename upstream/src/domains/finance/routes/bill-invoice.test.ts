import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import { buildPdf } from '../../../kernel/pdf.ts';
import { billOf, FIN, fakePdf, financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { INVOICE_MAX_BYTES, INVOICE_MESSAGES } from '../bill-invoice.ts';
import type { BillJson } from '../bills.ts';

const up = useTestUpstream();
const { call, token } = financeClient(up);
const { affiliated, agent, multi, holding } = DEMO_USERS;
const mine = { username: affiliated.username };

const upload = (username: string, billId: string, body: unknown, query = '') =>
  call<BillJson & { detail?: string }>(username, `${FIN}/bills/${billId}/invoice/upload${query}`, {
    json: body,
  });
const generate = (username: string, billId: string, query = '') =>
  call<BillJson & { detail?: string }>(username, `${FIN}/bills/${billId}/invoice/generate${query}`, {
    method: 'POST',
  });

async function stateOf(billId: string) {
  const bill = await up()
    .db.selectFrom('bills')
    .select(['status', 'error_message'])
    .where('id', '=', billId)
    .executeTakeFirstOrThrow();
  const invoices = await up()
    .db.selectFrom('invoices')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('bill_id', '=', billId)
    .executeTakeFirstOrThrow();
  return { ...bill, invoices: Number(invoices.n) };
}

const pdf = buildPdf('Nota fiscal de teste', [{ text: 'Nota fiscal de serviço, ciclo 13.' }]);

describe('POST bills/{billId}/invoice/upload', () => {
  it('stores the PDF and moves an Open bill to Processing', async () => {
    const billId = await billOf(up, mine, 'Open');
    const res = await upload(affiliated.username, billId, { pdf: pdf.toString('base64') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: billId,
      status: 'Processing',
      status_message: 'Nota fiscal em análise.',
      error_message: null,
      invoice: { source: 'upload', size: pdf.length },
    });
    const stored = await up().portal(`${FIN}/bills/${billId}/invoice`, {
      token: await token(affiliated.username),
    });
    // Served as what it is, never sniffed (an uploaded file is untrusted content), never cached.
    expect(stored.headers.get('content-type')).toBe('application/pdf');
    expect(stored.headers.get('content-disposition')).toBe('inline; filename="nota-fiscal.pdf"');
    expect(stored.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stored.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await stored.arrayBuffer()).equals(pdf)).toBe(true);
    // Done once: a second send meets the new status.
    const again = await upload(affiliated.username, billId, { pdf: pdf.toString('base64') });
    expect(again.status).toBe(409);
  });

  it('accepts an Error bill and clears its error message', async () => {
    const billId = await billOf(up, mine, 'Error');
    expect((await stateOf(billId)).error_message).toEqual(expect.any(String));
    const res = await upload(affiliated.username, billId, { pdf: pdf.toString('base64') });
    expect(res.body).toMatchObject({ status: 'Processing', error_message: null });
  });

  it('accepts a file of exactly 5 MB', async () => {
    const billId = await billOf(up, { username: multi.username }, 'Open');
    const res = await upload(multi.username, billId, { pdf: fakePdf(INVOICE_MAX_BYTES).toString('base64') });
    expect(res.status).toBe(200);
    expect(res.body.invoice?.size).toBe(INVOICE_MAX_BYTES);
  });

  it.each([
    ['one byte over 5 MB', INVOICE_MAX_BYTES + 1],
    ['6 MB (a body over the route limit)', 6 * 1024 * 1024],
  ])('refuses a file of %s with the spec text, changing nothing', async (_label, size) => {
    const billId = await billOf(up, { unit: 'unitAldeota' }, 'Open');
    const before = await stateOf(billId);
    const res = await upload(multi.username, billId, { pdf: fakePdf(size).toString('base64') });
    expect(res).toEqual({ status: 400, body: { detail: 'O arquivo anexado deverá ter no máximo 5MB.' } });
    expect(await stateOf(billId)).toEqual(before);
  });

  it.each([
    [
      'a file that is not a PDF',
      { pdf: Buffer.from('GIF89a not a pdf').toString('base64') },
      INVOICE_MESSAGES.notPdf,
    ],
    ['text that is not base64', { pdf: '%%% não é base64 %%%' }, INVOICE_MESSAGES.notBase64],
    [
      'a data: URL',
      { pdf: `data:application/pdf;base64,${pdf.toString('base64')}` },
      INVOICE_MESSAGES.notBase64,
    ],
    ['no file', {}, INVOICE_MESSAGES.required],
    ['an empty file', { pdf: '' }, INVOICE_MESSAGES.required],
    ['a number', { pdf: 42 }, INVOICE_MESSAGES.required],
  ])('refuses %s with 400', async (_label, body, detail) => {
    const billId = await billOf(up, { unit: 'unitAldeota' }, 'Open');
    const before = await stateOf(billId);
    expect(await upload(multi.username, billId, body)).toEqual({ status: 400, body: { detail } });
    expect(await stateOf(billId)).toEqual(before);
  });

  it('answers the spec text for "not a PDF", widened to the NFS-e XML (issue #33)', () => {
    expect(INVOICE_MESSAGES.notPdf).toBe('Somente arquivos no formato PDF ou XML');
  });

  it.each(['Paid', 'Processing', 'Ready', 'Closed', 'PaymentError', 'Enqueued'] as const)(
    'answers 409 for a bill in %s',
    async (status) => {
      const billId = await billOf(up, { username: multi.username }, status);
      const res = await upload(multi.username, billId, { pdf: pdf.toString('base64') });
      expect(res.status).toBe(409);
      expect(res.body.detail).toMatch(
        /^Não é possível enviar a nota fiscal: a fatura está com status ".+"\./,
      );
      expect((await stateOf(billId)).status).toBe(status);
    },
  );

  it('names the status label in the 409', async () => {
    const billId = await billOf(up, mine, 'Paid');
    const res = await upload(affiliated.username, billId, { pdf: pdf.toString('base64') });
    expect(res.body.detail).toBe(
      'Não é possível enviar a nota fiscal: a fatura está com status "Pago". O envio só é permitido com status "Esperando NF" ou "Erro".',
    );
  });

  it('answers 404 for a bill outside the scope, holding included', async () => {
    const others = await billOf(up, { username: multi.username }, 'Error');
    const unit = await billOf(up, { unit: 'unitCentro' }, 'Open');
    for (const [username, billId] of [
      [affiliated.username, others],
      [affiliated.username, unit],
      [holding.username, others],
      [affiliated.username, 'nao-existe'],
    ] as const) {
      const res = await upload(username, billId, { pdf: pdf.toString('base64') });
      expect(res).toEqual({ status: 404, body: { detail: INVOICE_MESSAGES.billNotFound } });
    }
    expect((await stateOf(others)).status).toBe('Error');
  });

  it('authenticates before reading a large body', async () => {
    const billId = await billOf(up, mine, 'Open');
    const res = await up().portal(`${FIN}/bills/${billId}/invoice/upload`, {
      json: { pdf: fakePdf(1024 * 1024).toString('base64') },
    });
    expect(res.status).toBe(401);
  });

  it('leaves nothing half-written when a step fails', async () => {
    const billId = await billOf(up, { username: agent.username }, 'Error');
    const before = await stateOf(billId);
    const { db } = up();
    // The status update fails after the invoice row was inserted: the insert must be rolled back.
    await sql`create function fail_bill_update() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure'; end $$`.execute(db);
    await sql`create trigger fail_bill_update before update on bills for each row
      when (old.id = ${sql.lit(billId)}) execute function fail_bill_update()`.execute(db);
    // The harness echoes server errors to the console; this one is expected.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await upload(agent.username, billId, { pdf: pdf.toString('base64') });
      expect(res).toEqual({ status: 500, body: { detail: 'Internal Server Error' } });
      expect(quiet).toHaveBeenCalledWith('unhandled error', expect.anything());
      expect(await stateOf(billId)).toEqual(before);
    } finally {
      quiet.mockRestore();
      await sql`drop trigger fail_bill_update on bills`.execute(db);
      await sql`drop function fail_bill_update()`.execute(db);
    }
    expect((await upload(agent.username, billId, { pdf: pdf.toString('base64') })).status).toBe(200);
    expect((await stateOf(billId)).invoices).toBe(before.invoices + 1);
  });

  it('lets only one of two concurrent sends through', async () => {
    const billId = await billOf(up, { unit: 'agency' }, 'Error');
    const body = { pdf: pdf.toString('base64') };
    const results = await Promise.all([
      upload(agent.username, billId, body, '?agent_as_role=branch'),
      upload(agent.username, billId, body, '?agent_as_role=branch'),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
  });
});

describe('POST bills/{billId}/invoice/generate', () => {
  it("has DMEI issue the invoice of the agent's own bill", async () => {
    const billId = await billOf(up, { username: agent.username }, 'Open');
    const res = await generate(agent.username, billId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: billId, status: 'Processing', invoice: { source: 'DMEI' } });
    const stored = await up().portal(`${FIN}/bills/${billId}/invoice`, {
      token: await token(agent.username),
    });
    expect(
      Buffer.from(await stored.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('%PDF');
  });

  it("has BBP issue the agency's invoice when the agent acts as branch", async () => {
    const billId = await billOf(up, { unit: 'agency' }, 'Open');
    expect((await generate(agent.username, billId)).status).toBe(404);
    const res = await generate(agent.username, billId, '?agent_as_role=branch');
    expect(res.body).toMatchObject({ status: 'Processing', invoice: { source: 'BBP' } });
  });

  it('answers 409 for an account without integration', async () => {
    const billId = await billOf(up, mine, 'Open');
    const res = await generate(affiliated.username, billId);
    expect(res).toEqual({ status: 409, body: { detail: INVOICE_MESSAGES.notIntegrated } });
    expect((await stateOf(billId)).status).toBe('Open');
  });

  it('answers 409 for a bill in another status', async () => {
    const billId = await billOf(up, { username: agent.username }, 'Paid');
    const res = await generate(agent.username, billId);
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/^Não é possível emitir a nota fiscal: a fatura está com status "Pago"/);
  });

  it("answers 404 for someone else's bill", async () => {
    const billId = await billOf(up, mine, 'Open');
    expect((await generate(agent.username, billId)).status).toBe(404);
  });
});
