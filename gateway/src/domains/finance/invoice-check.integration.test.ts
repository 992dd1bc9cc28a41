/**
 * The invoice that checks itself (issue #33) through the gateway and the real upstream: checkInvoice
 * reads a national NFS-e XML and says which item does not match, in pt-BR; uploadInvoice needs a
 * reason for a mismatch (its input rule answers fieldErrors before upstream); an entity declaration
 * is refused; the holding sees the check on Status Faturamento and approves the note in one step.
 */
import { MESSAGES } from '@portal/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/gateway.ts';
import { startUpstream, type UpstreamProcess } from '../../test/upstream-process.ts';

const CHECK = `mutation ($id: ID!, $pdf: String!) {
  checkInvoice(billingId: $id, pdf: $pdf) { outcome format number items { field ok message } reason }
}`;
const UPLOAD = `mutation ($id: ID!, $pdf: String!, $reason: String) {
  uploadInvoice(billingId: $id, pdf: $pdf, reason: $reason) {
    id status invoiceCheck { outcome reason items { field ok } }
  }
}`;
const OPEN = `query { finance { openPayments { id status value } } }`;
const APPROVE = `mutation ($id: ID!) {
  approveBillingInvoice(billingId: $id) { id status invoiceCheck { outcome reason } }
}`;

type Check = { outcome: string; items: { field: string; ok: boolean; message: string }[] };

/** A national NFS-e XML of R$ 1,00 from and to CNPJs no demo account has. */
const xmlNote = (number: string, prolog = '') =>
  Buffer.from(`<?xml version="1.0"?>${prolog}
<NFSe xmlns="http://www.sped.fazenda.gov.br/nfse"><infNFSe><nNFSe>${number}</nNFSe>
<emit><CNPJ>11222333000181</CNPJ></emit><DPS><infDPS><dhEmi>2099-01-01T10:00:00-03:00</dhEmi>
<prest><CNPJ>11222333000181</CNPJ></prest><toma><CNPJ>11444777000161</CNPJ></toma>
<valores><vServPrest><vServ>1.00</vServ></vServPrest></valores></infDPS></DPS></infNFSe></NFSe>`).toString(
    'base64',
  );

let upstream: UpstreamProcess;
let gateway: TestGateway;

beforeAll(async () => {
  upstream = await startUpstream();
  gateway = await startTestGateway({
    PORTAL_URL: upstream.portalUrl,
    TOKEN_URL: upstream.tokenUrl,
    UPSTREAM_TIMEOUT_MS: '30000',
  });
});

afterAll(async () => {
  await gateway?.stop();
  await upstream?.stop();
});

const as = async (user: string) => gateway.login(`${user}@demo.com.br`);

describe('checkInvoice and uploadInvoice with a check', () => {
  it('says which item of a mismatching XML does not match, then needs a reason to send it', async () => {
    const token = await as('afiliado');
    const open = await gateway.gql<{
      finance: { openPayments: { id: string; status: string; value: number }[] };
    }>(OPEN, { token });
    const bill = open.body.data?.finance.openPayments.find((candidate) => candidate.status === 'OPEN');
    if (!bill) throw new Error('no open bill');
    const checked = await gateway.gql<{ checkInvoice: Check }>(CHECK, {
      token,
      variables: { id: bill.id, pdf: xmlNote('77001') },
    });
    expect(checked.body.errors).toBeUndefined();
    const check = checked.body.data?.checkInvoice;
    expect(check).toMatchObject({ outcome: 'MISMATCHED', format: 'XML', number: '77001', reason: null });
    const total = check?.items.find((item) => item.field === 'TOTAL');
    expect(total?.message).toMatch(
      /^O valor da nota \(R\$ 1,00\) não confere com o faturamento \(R\$ .+\)\.$/,
    );
    expect(check?.items.find((item) => item.field === 'PROVIDER')?.ok).toBe(false);

    const short = await gateway.gql(UPLOAD, {
      token,
      variables: { id: bill.id, pdf: xmlNote('77001'), reason: 'x' },
    });
    expect(short.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'reason', message: MESSAGES.invoiceReason }],
    });
    const bare = await gateway.gql(UPLOAD, { token, variables: { id: bill.id, pdf: xmlNote('77001') } });
    expect(bare.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const reason = 'Valor acertado com a produtora.';
    const sent = await gateway.gql<{
      uploadInvoice: { status: string; invoiceCheck: Check & { reason: string } };
    }>(UPLOAD, { token, variables: { id: bill.id, pdf: xmlNote('77001'), reason } });
    expect(sent.body.data?.uploadInvoice).toMatchObject({
      status: 'PROCESSING',
      invoiceCheck: { outcome: 'MISMATCHED', reason },
    });

    // Status Faturamento's holding approves it in one step, and reads the check with the reason.
    const approved = await gateway.gql<{ approveBillingInvoice: { status: string } }>(APPROVE, {
      token: await as('holding'),
      variables: { id: bill.id },
    });
    expect(approved.body.data?.approveBillingInvoice).toMatchObject({
      status: 'READY',
      invoiceCheck: { outcome: 'MISMATCHED', reason },
    });
    const again = await gateway.gql(APPROVE, { token: await as('holding'), variables: { id: bill.id } });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('refuses an XML with an entity declaration before parsing it', async () => {
    const token = await as('afiliado');
    const open = await gateway.gql<{ finance: { openPayments: { id: string }[] } }>(OPEN, { token });
    const id = open.body.data?.finance.openPayments[0]?.id;
    const bomb = xmlNote('77002', '<!DOCTYPE NFSe [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>');
    const started = performance.now();
    const { body } = await gateway.gql(CHECK, { token, variables: { id, pdf: bomb } });
    expect(body.errors?.[0]).toMatchObject({
      message: 'O XML da nota fiscal não pode ter DOCTYPE nem declarar entidades.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('lets checkInvoice alone carry a body over 100 kB, as uploadInvoice', async () => {
    const token = await as('afiliado');
    const open = await gateway.gql<{ finance: { openPayments: { id: string }[] } }>(OPEN, { token });
    const id = open.body.data?.finance.openPayments[0]?.id;
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300_000, 0x20)]).toString('base64');
    const { status, body } = await gateway.gql<{ checkInvoice: Check }>(CHECK, {
      token,
      variables: { id, pdf },
    });
    expect(status).toBe(200);
    expect(body.data?.checkInvoice.outcome).toBe('UNREADABLE');
  });

  it('refuses checkInvoice and approveBillingInvoice to the roles that do not send or approve', async () => {
    const holding = await gateway.gql(CHECK, {
      token: await as('holding'),
      variables: { id: '00000000-0000-0000-0000-000000000000', pdf: xmlNote('1') },
    });
    expect(holding.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const payee = await gateway.gql(APPROVE, {
      token: await as('afiliado'),
      variables: { id: '00000000-0000-0000-0000-000000000000' },
    });
    expect(payee.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
