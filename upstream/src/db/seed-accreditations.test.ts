/**
 * The registrations under way of the demo (db/seed/accreditations.ts): one or more in every state
 * the product waits in, each stored as the accreditation flow leaves it at that step, dated before
 * the seed's today, with valid documents, and listed with the network's EDs.
 */
import { entryStepNumber } from '@portal/schema';
import { isValidCnpj } from '@portal/schema/documents/cnpj';
import { isValidCpf } from '@portal/schema/documents/cpf';
import { describe, expect, it } from 'vitest';
import type { EdJson } from '../domains/network/eds.ts';
import type { Page } from '../kernel/paging.ts';
import { financeClient } from '../testing/finance.ts';
import { useTestUpstream } from '../testing/harness.ts';
import { PENDING_ACCREDITATIONS } from './seed/accreditations.ts';
import { SEED_BASE_DATE } from './seed/ids.ts';
import { DEMO_USERS, userId } from './seed/users.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const ids = PENDING_ACCREDITATIONS.map((person) => userId(person.username));

const stored = () =>
  up().db.selectFrom('users').selectAll().where('id', 'in', ids).orderBy('created_at', 'desc').execute();

describe('seeded pending accreditations', () => {
  it('wait in every step of the registration and of the company’s check', async () => {
    const rows = await stored();
    expect(rows.map((row) => row.username)).toEqual(PENDING_ACCREDITATIONS.map((person) => person.username));
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['PENDING_CONFIRMATION', 'PENDING_PASSWORD', 'PENDING_CNPJ', 'OK']),
    );
    // The registered ones wait for the network (analysis, signature) or for their bank details.
    expect(new Set(rows.filter((row) => row.status === 'OK').map((row) => row.status_cnpj))).toEqual(
      new Set(['PROCESSING', 'WAITING_SIGNATURE', 'WAITING_BANK_DETAILS', 'INVALID_BANK_DETAILS']),
    );
    // Each resumes at its own step (3, 4, 5; a registered one starts over at 1).
    expect(new Set(rows.map((row) => entryStepNumber(row.status)))).toEqual(new Set([3, 4, 5, 1]));
  });

  it('are stored as the flow leaves them: documents, address, password, session and code', async () => {
    const rows = await stored();
    const sessions = await up()
      .db.selectFrom('accreditation_sessions')
      .selectAll()
      .where('user_id', 'in', ids)
      .execute();
    const codes = await up()
      .db.selectFrom('accreditation_codes')
      .selectAll()
      .where('user_id', 'in', ids)
      .execute();
    for (const row of rows) {
      expect(isValidCpf(row.cpf)).toBe(true);
      // A company only from step 5 on, and then a valid one.
      if (row.status === 'OK') expect(isValidCnpj(row.cnpj)).toBe(true);
      else expect([row.cnpj, row.status_cnpj]).toEqual([null, 'ABSENT']);
      expect(row.postal_code && row.street && row.city && row.state).toBeTruthy();
      expect(row.created_at.getTime()).toBeLessThan(SEED_BASE_DATE.getTime());
      // No usable password before step 4.
      const beforePassword = ['PENDING_CONFIRMATION', 'PENDING_PASSWORD'].includes(row.status);
      expect(row.password_hash.startsWith('$2')).toBe(!beforePassword);
      const session = sessions.filter((s) => s.user_id === row.id);
      expect(session).toHaveLength(1);
      expect(session[0]?.flow === 'agent').toBe(row.agent_id === userId(DEMO_USERS.agent.username));
      expect(codes.filter((code) => code.user_id === row.id)).toHaveLength(
        row.status === 'PENDING_CONFIRMATION' ? 1 : 0,
      );
    }
  });

  it('are in the holding’s ED list with their company status', async () => {
    const res = await call<Page<EdJson>>(
      DEMO_USERS.holding.username,
      '/v1/affiliates?search=raul.pontes@exemplo.com.br',
    );
    expect(res.body.items.map((ed) => [ed.name, ed.status, ed.status_cnpj])).toEqual([
      ['Raul Saraiva Pontes', 'PENDING_CNPJ', 'ABSENT'],
    ]);
  });
});
