/**
 * The ED details' contract actions and a branch opening its EDs' bills, through the gateway against
 * the real upstream: the contract PDFs stream through /files/eds/{id}/…, contract-sign and
 * partnerCheck answer through GraphQL, and a branch stays inside its unit on every one of them.
 */
import { describe, expect, it } from 'vitest';
import { demoTokens, setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();
const tokenOf = demoTokens(stack);

const gqlAs = async <T>(user: string, query: string, variables: Record<string, unknown> = {}) =>
  (await stack().gateway.gql<T>(query, { token: await tokenOf(user), variables })).body;

/** An ED found by the holding's search (the interior EDs of the seed). */
async function edNamed(search: string): Promise<{ id: string; cnpj: string | null }> {
  const body = await gqlAs<{ eds: { items: { id: string; cnpj: string | null }[] } }>(
    'holding',
    'query ($search: String) { eds(search: $search, pageSize: 1) { items { id cnpj } } }',
    { search },
  );
  const ed = body.data?.eds.items[0];
  if (!ed) throw new Error(`no ED ${search}`);
  return ed;
}

const download = async (user: string | null, path: string) =>
  fetch(`${stack().gateway.url}${path}`, {
    headers: user ? { authorization: `Bearer ${await tokenOf(user)}` } : {},
  });

// db/seed/network-units.ts: the first interior ED has its company and CPF, the third has no CNPJ.
const PARTNER = 'anaclara.alencar1@rede.exemplo.com.br';
const NO_CNPJ = 'conceicao.rocha3@rede.exemplo.com.br';

describe('ED contract files', () => {
  it('streams the contract and the ED contract as PDF attachments', async () => {
    const { id } = await edNamed(PARTNER);
    for (const [kind, name] of [
      ['contract', 'contrato.pdf'],
      ['ed-contract', 'contrato-ed.pdf'],
    ]) {
      const res = await download('holding', `/files/eds/${id}/${kind}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });

  it('relays the failures: no token 401, another unit’s ED 404, an ED without CNPJ 409', async () => {
    const { id } = await edNamed(PARTNER);
    expect((await download(null, `/files/eds/${id}/contract`)).status).toBe(401);
    expect((await download('unidade', `/files/eds/${id}/contract`)).status).toBe(404);
    const none = await edNamed(NO_CNPJ);
    expect(none.cnpj).toBeNull();
    const refused = await download('holding', `/files/eds/${none.id}/ed-contract`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'CONFLICT' });
  });
});

describe('partnerCheck and contract-sign', () => {
  const CHECK = 'query ($id: ID!) { ed(id: $id) { id partnerCheck { partner reason cnpj } } }';
  const SIGN = `mutation ($id: ID!) {
    requestEdContractSignature(id: $id) { id contractSignature { status requestedAt signedAt } }
  }`;

  it('checks the partner and requests the signature once', async () => {
    const { id, cnpj } = await edNamed(PARTNER);
    const check = await gqlAs<{ ed: { partnerCheck: unknown } }>('admin', CHECK, { id });
    expect(check.data?.ed.partnerCheck).toEqual({ partner: true, reason: 'PARTNER', cnpj });
    const first = await gqlAs<{ requestEdContractSignature: { contractSignature: { status: string } } }>(
      'holding',
      SIGN,
      { id },
    );
    expect(first.errors).toBeUndefined();
    expect(first.data?.requestEdContractSignature.contractSignature.status).toBe('WAITING_SIGNATURE');
    const again = await gqlAs('holding', SIGN, { id });
    expect(again.data).toEqual(first.data);
  });

  it('answers CONFLICT for an ED that is no partner, NOT_FOUND for another unit’s', async () => {
    const none = await edNamed(NO_CNPJ);
    const check = await gqlAs<{ ed: { partnerCheck: { reason: string } } }>('holding', CHECK, {
      id: none.id,
    });
    expect(check.data?.ed.partnerCheck.reason).toBe('NO_CNPJ');
    const conflict = await gqlAs('holding', SIGN, { id: none.id });
    expect(conflict.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const { id } = await edNamed(PARTNER);
    const outside = await gqlAs('unidade', SIGN, { id });
    expect(outside.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await gqlAs<{ ed: null }>('unidade', CHECK, { id })).data?.ed).toBeNull();
  });
});

describe('a branch opens its EDs’ bills (billing details from the ED details)', () => {
  const BILLS = 'query ($id: ID!) { ed(id: $id) { bills(pageSize: 1) { items { id } } } }';
  const PAYMENT = 'query ($id: ID!) { finance { payment(id: $id) { id value payeeName } } }';

  it('reads a bill of an ED of its unit, and another unit’s as a missing one (null)', async () => {
    const own = await gqlAs<{ eds: { items: { id: string }[] } }>(
      'unidade',
      '{ eds(search: "afiliado@demo.com.br") { items { id } } }',
    );
    const edId = own.data?.eds.items[0]?.id;
    const bills = await gqlAs<{ ed: { bills: { items: { id: string }[] } } }>('unidade', BILLS, { id: edId });
    const billId = bills.data?.ed.bills.items[0]?.id;
    expect(billId).toBeTruthy();
    const read = await gqlAs<{ finance: { payment: { id: string } | null } }>('unidade', PAYMENT, {
      id: billId,
    });
    expect(read.errors).toBeUndefined();
    expect(read.data?.finance.payment?.id).toBe(billId);

    // An Aldeota ED's bill, found by the holding: unidade@ (Centro) gets null, as for an unknown id.
    const aldeota = await gqlAs<{ eds: { items: { id: string }[] } }>(
      'holding',
      '{ eds(search: "ana.moreira@exemplo.com.br") { items { id } } }',
    );
    const otherBills = await gqlAs<{ ed: { bills: { items: { id: string }[] } } }>('holding', BILLS, {
      id: aldeota.data?.eds.items[0]?.id,
    });
    const otherBill = otherBills.data?.ed.bills.items[0]?.id;
    expect(otherBill).toBeTruthy();
    const other = await gqlAs<{ finance: { payment: unknown } }>('unidade', PAYMENT, { id: otherBill });
    const unknown = await gqlAs<{ finance: { payment: unknown } }>('unidade', PAYMENT, {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(other).toEqual(unknown);
    expect(other.data?.finance.payment).toBeNull();
  });
});
