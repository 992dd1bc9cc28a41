/**
 * The ED's contracts on the ED details (docs/product.md §8.7 "contract and ED contract by id;
 * contract-sign, partnerCheck"; docs/upstream-contract/network.md "ED contracts"). Every read and write
 * goes through the viewer's ED scope first, so another unit's ED answers like a missing one.
 *
 * - partnerCheck: whether the ED can be taken as a partner of the company of its CNPJ, judged on
 *   the data the portal holds (there is no registry of partners here): a valid CNPJ of its own, a
 *   valid CPF (the partner's document), a company the accreditation did not refuse, and a CNPJ that
 *   is no unit's (a unit's CNPJ names the unit's company, of which the ED is a seller, not a partner).
 *   A CNPJ belongs to one user at most (users_cnpj_idx), so two people never claim one company.
 * - contract-sign: the request that the ED sign its contract; one row per ED (migration 0029),
 *   WAITING_SIGNATURE until the signing service reports SIGNED. It needs a partner; asking again
 *   while a request stands answers it unchanged.
 */
import { isValidCnpj } from '@portal/schema/documents/cnpj';
import { isValidCpf } from '@portal/schema/documents/cpf';
import { sql } from 'kysely';
import { type Db, inTransaction } from '../../db/connection.ts';
import type { EdSignatureStatus } from '../../db/unit-types.ts';
import { recordAudit } from '../../kernel/audit.ts';
import type { EdScope } from './eds.ts';
import { matching } from './eds.ts';

const NO_FILTER = { search: null, unit: null } as const;

/** CNPJ statuses under which the accreditation refused or lost the company. */
const REFUSED_CNPJ = ['DENIED', 'ERROR', 'NOT_AFFILIATE'];

export const PARTNER_REASONS = [
  'PARTNER',
  'NO_CNPJ',
  'INVALID_CNPJ',
  'NO_CPF',
  'CNPJ_REFUSED',
  'CNPJ_OF_UNIT',
] as const;
export type PartnerReason = (typeof PARTNER_REASONS)[number];

export interface PartnerCheckJson {
  partner: boolean;
  reason: PartnerReason;
  cnpj: string | null;
}

export interface ContractSignatureJson {
  status: EdSignatureStatus | 'NOT_REQUESTED';
  requested_at: string | null;
  signed_at: string | null;
}

/** The ED inside the scope with what the contracts need, or null. */
async function edForContract(db: Db, scope: EdScope, id: string) {
  return (
    (await db
      .selectFrom('users')
      .select([
        'id',
        'name',
        'cpf',
        'cnpj',
        'status_cnpj',
        'organisation_id',
        sql<boolean>`exists (select 1 from organisations unit where unit.cnpj = users.cnpj)`.as('unit_cnpj'),
      ])
      .where(matching(scope, NO_FILTER))
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

type ContractEd = NonNullable<Awaited<ReturnType<typeof edForContract>>>;

function judge(ed: ContractEd): PartnerCheckJson {
  const answer = (reason: PartnerReason): PartnerCheckJson => ({
    partner: reason === 'PARTNER',
    reason,
    cnpj: ed.cnpj,
  });
  if (!ed.cnpj) return answer('NO_CNPJ');
  if (!isValidCnpj(ed.cnpj)) return answer('INVALID_CNPJ');
  if (!ed.cpf || !isValidCpf(ed.cpf)) return answer('NO_CPF');
  if (ed.status_cnpj && REFUSED_CNPJ.includes(ed.status_cnpj)) return answer('CNPJ_REFUSED');
  if (ed.unit_cnpj) return answer('CNPJ_OF_UNIT');
  return answer('PARTNER');
}

export async function partnerCheck(db: Db, scope: EdScope, id: string): Promise<PartnerCheckJson | null> {
  const ed = await edForContract(db, scope, id);
  return ed && judge(ed);
}

const NOT_REQUESTED: ContractSignatureJson = { status: 'NOT_REQUESTED', requested_at: null, signed_at: null };

const signatureJson = (row: {
  status: EdSignatureStatus;
  requested_at: Date;
  signed_at: Date | null;
}): ContractSignatureJson => ({
  status: row.status,
  requested_at: row.requested_at.toISOString(),
  signed_at: row.signed_at?.toISOString() ?? null,
});

function readSignature(db: Db, id: string) {
  return db
    .selectFrom('ed_contract_signatures')
    .select(['status', 'requested_at', 'signed_at'])
    .where('user_id', '=', id)
    .executeTakeFirst();
}

export async function contractSignature(
  db: Db,
  scope: EdScope,
  id: string,
): Promise<ContractSignatureJson | null> {
  const ed = await edForContract(db, scope, id);
  if (!ed) return null;
  const row = await readSignature(db, id);
  return row ? signatureJson(row) : NOT_REQUESTED;
}

/** Why a signature cannot be requested (409): the ED is not a partner of its CNPJ's company. */
export class NotPartnerError extends Error {
  constructor(readonly check: PartnerCheckJson) {
    super(`not a partner: ${check.reason}`);
  }
}

/**
 * Requests the ED's signature (WAITING_SIGNATURE) with its audit row, in one transaction; a
 * standing request is answered as it is. Null outside the scope; NotPartnerError when the check fails.
 */
export async function requestSignature(
  db: Db,
  scope: EdScope,
  id: string,
  actorId: string,
): Promise<ContractSignatureJson | null> {
  return inTransaction(db, async (trx) => {
    const ed = await edForContract(trx, scope, id);
    if (!ed) return null;
    const check = judge(ed);
    if (!check.partner) throw new NotPartnerError(check);
    const inserted = await trx
      .insertInto('ed_contract_signatures')
      .values({ user_id: id, requested_by: actorId })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning(['status', 'requested_at', 'signed_at'])
      .executeTakeFirst();
    if (!inserted) {
      const standing = await readSignature(trx, id);
      return standing ? signatureJson(standing) : NOT_REQUESTED;
    }
    await recordAudit(trx, {
      actorId,
      action: 'ed.contract_sign_requested',
      entity: 'ed',
      entityId: id,
      before: null,
      after: { status: inserted.status, cnpj: ed.cnpj },
    });
    return signatureJson(inserted);
  });
}

/** What the ED contract PDF names: the ED, its company and its unit. */
export async function edContractParties(db: Db, scope: EdScope, id: string) {
  const ed = await edForContract(db, scope, id);
  if (!ed) return null;
  const unit = ed.organisation_id
    ? await db
        .selectFrom('organisations')
        .select(['name', 'cnpj'])
        .where('id', '=', ed.organisation_id)
        .executeTakeFirst()
    : undefined;
  return {
    id: ed.id,
    name: ed.name,
    cnpj: ed.cnpj,
    unitName: unit?.name ?? null,
    unitCnpj: unit?.cnpj ?? null,
  };
}
