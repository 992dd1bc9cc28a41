/**
 * uploadInvoice and generateInvoice against the real upstream: input checked before any upstream
 * call (5 MB, PDF, no data: prefix), the one operation allowed past the 100 kB body limit, the
 * happy paths (the billing becomes PROCESSING) and integrated accounts generating instead.
 */
import { INVOICE_MAX_BYTES, MESSAGES } from '@portal/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallRecorder, callRecorder, startTestGateway, type TestGateway } from '../../test/gateway.ts';
import { startUpstream, type UpstreamProcess } from '../../test/upstream-process.ts';

const UPLOAD = `mutation ($id: ID!, $pdf: String!, $as: AgentRole) {
  uploadInvoice(billingId: $id, pdf: $pdf, as: $as) { id status statusMessage errorMessage }
}`;
const GENERATE = `mutation ($id: ID!, $as: AgentRole) {
  generateInvoice(billingId: $id, as: $as) { id status statusMessage }
}`;
const OPEN = `query ($as: AgentRole) { finance(as: $as) { openPayments { id status } } }`;

type Billing = { id: string; status: string; statusMessage: string | null; errorMessage: string | null };

/** A PDF of exactly `bytes` bytes (header, then padding). */
const pdfOf = (bytes: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x20)]).toString('base64');
const SMALL_PDF = pdfOf(2_000);

let upstream: UpstreamProcess;
let gateway: TestGateway;
let recorder: CallRecorder;
const tokens = new Map<string, string>();

beforeAll(async () => {
  upstream = await startUpstream();
  recorder = callRecorder();
  gateway = await startTestGateway(
    // Storing a 5 MB PDF takes the embedded database seconds on a busy CI machine: the test
    // gateway's usual 3 s deadline would turn a slow success into UPSTREAM_UNAVAILABLE.
    { PORTAL_URL: upstream.portalUrl, TOKEN_URL: upstream.tokenUrl, UPSTREAM_TIMEOUT_MS: '30000' },
    { onUpstreamCall: recorder.hook },
  );
});

afterAll(async () => {
  await gateway?.stop();
  await upstream?.stop();
});

const tokenOf = async (user: string) => {
  const token = tokens.get(user) ?? (await gateway.login(`${user}@demo.com.br`));
  tokens.set(user, token);
  return token;
};

const openBills = async (user: string, as?: string): Promise<Billing[]> => {
  const { body } = await gateway.gql<{ finance: { openPayments: Billing[] } }>(OPEN, {
    token: await tokenOf(user),
    variables: { as },
  });
  return (body.data?.finance.openPayments ?? []).filter((bill) => bill.status === 'OPEN');
};

/** Sends a mutation and returns the answer with the bills calls it caused upstream. */
const send = async <T>(user: string, query: string, variables: Record<string, unknown>) => {
  const token = await tokenOf(user);
  recorder.reset();
  const answer = await gateway.gql<T>(query, { token, variables });
  return { ...answer, billsCalls: recorder.to('/bills/') };
};

describe('uploadInvoice input, checked before upstream', () => {
  it('refuses a 6 MB file with the spec text', async () => {
    const [bill] = await openBills('afiliado');
    const { status, body, billsCalls } = await send('afiliado', UPLOAD, {
      id: bill?.id,
      pdf: pdfOf(6 * 1024 * 1024),
    });
    // Past UPLOAD_BODY_LIMIT the body is never parsed: HTTP 413, still in the spec's words.
    expect(status).toBe(413);
    expect(body.errors?.[0]?.message).toBe('O arquivo anexado deverá ter no máximo 5MB.');
    expect(billsCalls).toEqual([]);
  });

  it('refuses one byte over 5 MB as BAD_USER_INPUT on the pdf field', async () => {
    const [bill] = await openBills('afiliado');
    const { status, body, billsCalls } = await send('afiliado', UPLOAD, {
      id: bill?.id,
      pdf: pdfOf(INVOICE_MAX_BYTES + 1),
    });
    expect(status).toBe(200);
    expect(body.errors?.[0]).toMatchObject({
      message: MESSAGES.invoiceTooLarge,
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'pdf', message: MESSAGES.invoiceTooLarge }],
      },
    });
    expect(billsCalls).toEqual([]);
  });

  it.each([
    [
      'a PNG',
      Buffer.from('\u0089PNG\r\n\u001a\n0000').toString('base64'),
      'Somente arquivos no formato PDF ou XML',
    ],
    ['a data: URL', `data:application/pdf;base64,${SMALL_PDF}`, MESSAGES.invoiceDataPrefix],
    ['text that is not base64', '%PDF-1.4 not encoded', MESSAGES.invoiceNotBase64],
  ])('refuses %s', async (_name, pdf, message) => {
    const [bill] = await openBills('afiliado');
    const { body, billsCalls } = await send('afiliado', UPLOAD, { id: bill?.id, pdf });
    expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(billsCalls).toEqual([]);
  });

  it('keeps the 100 kB limit for every other operation', async () => {
    const token = await tokenOf('afiliado');
    const padding = `# ${'x'.repeat(150_000)}\n`;
    for (const query of [
      `${padding}{ finance { totalSales } }`,
      `${padding}mutation { generateInvoice(billingId: "1") { id } }`,
      `${padding}mutation { uploadInvoice(billingId: "1", pdf: "") { id } generateInvoice(billingId: "1") { id } }`,
    ]) {
      const { status, body } = await gateway.gql(query, { token });
      expect(status).toBe(413);
      expect(body.errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    }
  });
});

describe('uploadInvoice', () => {
  it('sends the PDF and answers the billing, now PROCESSING; a second upload conflicts', async () => {
    const [bill] = await openBills('afiliado');
    const { body, billsCalls } = await send<{ uploadInvoice: Billing }>('afiliado', UPLOAD, {
      id: bill?.id,
      pdf: SMALL_PDF,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.uploadInvoice).toEqual({
      id: bill?.id,
      status: 'PROCESSING',
      statusMessage: 'Nota fiscal em análise.',
      errorMessage: null,
    });
    expect(billsCalls).toHaveLength(1);

    const again = await send('afiliado', UPLOAD, { id: bill?.id, pdf: SMALL_PDF });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(again.body.errors?.[0]?.message).toMatch(/Processando NF/);
  });

  it('accepts a PDF of exactly 5 MB', async () => {
    const [, bill] = await openBills('afiliado');
    const { body } = await send<{ uploadInvoice: Billing }>('afiliado', UPLOAD, {
      id: bill?.id,
      pdf: pdfOf(INVOICE_MAX_BYTES),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.uploadInvoice.status).toBe('PROCESSING');
  });

  it('is refused to holding, which reads bills but does not send invoices', async () => {
    const { body, billsCalls } = await send('holding', UPLOAD, { id: '1', pdf: SMALL_PDF });
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(billsCalls).toEqual([]);
  });
});

describe('generateInvoice', () => {
  it('lets an integrated agent generate on either side, choosing the side with `as`', async () => {
    const [affiliateBill] = await openBills('agente', 'AFFILIATED');
    const mine = await send<{ generateInvoice: Billing }>('agente', GENERATE, { id: affiliateBill?.id });
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data?.generateInvoice).toMatchObject({ id: affiliateBill?.id, status: 'PROCESSING' });
    expect(mine.billsCalls[0]?.target).toContain('agent_as_role=affiliate');

    const [branchBill] = await openBills('agente', 'BRANCH');
    // The agency's bill is not on the affiliate side: upstream answers as if it did not exist.
    const wrongSide = await send('agente', GENERATE, { id: branchBill?.id });
    expect(wrongSide.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const agency = await send<{ generateInvoice: Billing }>('agente', GENERATE, {
      id: branchBill?.id,
      as: 'BRANCH',
    });
    expect(agency.body.errors).toBeUndefined();
    expect(agency.body.data?.generateInvoice.status).toBe('PROCESSING');
  });

  it('relays the conflict of an account without integration', async () => {
    const [bill] = await openBills('unidade');
    const { body } = await send('unidade', GENERATE, { id: bill?.id });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Esta conta não possui integração para emissão de nota fiscal.',
      extensions: { code: 'CONFLICT' },
    });
  });
});
