import { describe, expect, it } from 'vitest';
import { NETWORK_EDS } from '../../../db/seed/network-units.ts';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { ContractSignatureJson, PartnerCheckJson } from '../ed-contracts.ts';
import { ED_CONTRACT_MESSAGES } from './contracts.ts';

const up = useTestUpstream();
const { call, token } = financeClient(up);
const { holding, admin, branch, affiliated, producer } = DEMO_USERS;

// Interior EDs (db/seed/network-units.ts): n % 3 === 0 has a numeric CNPJ and a CPF, n % 3 === 2 none.
const withCnpj = NETWORK_EDS[0];
const withoutCnpj = NETWORK_EDS[2];
if (!withCnpj?.cnpj || !withoutCnpj || withoutCnpj.cnpj) throw new Error('seed changed: pick other EDs');
const partnerId = userId(withCnpj.username);
const noCnpjId = userId(withoutCnpj.username);
// An ED of the branch's own unit (Unidade Fortaleza Centro): the demo affiliate.
const centroEd = userId(affiliated.username);

const pdf = async (username: string, path: string) => {
  const res = await up().portal(path, { token: await token(username) });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('ED contracts: contract and ED contract PDFs', () => {
  it.each([
    ['contract', 'contrato.pdf'],
    ['ed-contract', 'contrato-ed.pdf'],
  ])('serves the %s of an ED as an attachment PDF to holding and admin', async (kind, name) => {
    for (const viewer of [holding, admin]) {
      const { res, bytes } = await pdf(viewer.username, `/v1/affiliates/${partnerId}/${kind}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    }
  });

  it('answers 409 before the ED has a CNPJ', async () => {
    for (const kind of ['contract', 'ed-contract']) {
      const res = await call(holding.username, `/v1/affiliates/${noCnpjId}/${kind}`);
      expect(res).toMatchObject({ status: 409, body: { detail: ED_CONTRACT_MESSAGES.noCnpj } });
    }
  });

  it('holds a branch to its unit: another unit’s ED is missing, its own is served', async () => {
    expect((await call(branch.username, `/v1/affiliates/${partnerId}/contract`)).status).toBe(404);
    expect((await pdf(branch.username, `/v1/affiliates/${centroEd}/contract`)).res.status).toBe(200);
    expect((await call(producer.username, `/v1/affiliates/${partnerId}/contract`)).status).toBe(403);
  });
});

describe('ED contracts: partnerCheck and contract-sign', () => {
  it('checks the partner on the portal’s data', async () => {
    const ok = await call<PartnerCheckJson>(holding.username, `/v1/affiliates/${partnerId}/partner-check`);
    expect(ok).toMatchObject({
      status: 200,
      body: { partner: true, reason: 'PARTNER', cnpj: withCnpj.cnpj },
    });
    const none = await call<PartnerCheckJson>(holding.username, `/v1/affiliates/${noCnpjId}/partner-check`);
    expect(none.body).toMatchObject({ partner: false, reason: 'NO_CNPJ' });
    // A unit's CNPJ on the ED: the company is the unit's, the ED only sells for it.
    const unit = await up()
      .db.selectFrom('organisations')
      .select('cnpj')
      .where('cnpj', 'is not', null)
      .executeTakeFirstOrThrow();
    await up().db.updateTable('users').set({ cnpj: unit.cnpj }).where('id', '=', noCnpjId).execute();
    const ofUnit = await call<PartnerCheckJson>(holding.username, `/v1/affiliates/${noCnpjId}/partner-check`);
    expect(ofUnit.body).toMatchObject({ partner: false, reason: 'CNPJ_OF_UNIT' });
    await up().db.updateTable('users').set({ cnpj: null }).where('id', '=', noCnpjId).execute();
    expect((await call(branch.username, `/v1/affiliates/${partnerId}/partner-check`)).status).toBe(404);
  });

  it('requests the signature once, audited; asking again changes nothing', async () => {
    const path = `/v1/affiliates/${partnerId}/contract-sign`;
    expect((await call<ContractSignatureJson>(holding.username, path)).body.status).toBe('NOT_REQUESTED');
    const first = await call<ContractSignatureJson>(holding.username, path, { method: 'POST' });
    expect(first).toMatchObject({ status: 200, body: { status: 'WAITING_SIGNATURE', signed_at: null } });
    const again = await call<ContractSignatureJson>(admin.username, path, { method: 'POST' });
    expect(again.body).toEqual(first.body);
    expect((await call<ContractSignatureJson>(admin.username, path)).body).toEqual(first.body);
    const audits = await up()
      .db.selectFrom('audit_log')
      .select(['actor_id', 'after'])
      .where('action', '=', 'ed.contract_sign_requested')
      .where('entity_id', '=', partnerId)
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actor_id).toBe(userId(holding.username));
  });

  it('refuses the request (409) for an ED that is not a partner, and outside the scope (404)', async () => {
    const refused = await call(holding.username, `/v1/affiliates/${noCnpjId}/contract-sign`, {
      method: 'POST',
    });
    expect(refused).toMatchObject({ status: 409, body: { detail: ED_CONTRACT_MESSAGES.notPartner } });
    const rows = await up()
      .db.selectFrom('ed_contract_signatures')
      .select('user_id')
      .where('user_id', '=', noCnpjId)
      .execute();
    expect(rows).toEqual([]);
    const outside = await call(branch.username, `/v1/affiliates/${partnerId}/contract-sign`, {
      method: 'POST',
    });
    expect(outside.status).toBe(404);
  });
});
