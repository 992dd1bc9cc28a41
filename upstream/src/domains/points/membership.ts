/**
 * Points programme membership (docs/upstream-contract/points.md, "Points programme membership"): of a
 * user (an affiliate, the full flow: agree → sign → code → ACCEPTED), of a unit (its branch users
 * join for it, the ED programme) or of the holding (both in one step). A user's status is
 * mirrored on `users.points_and_vouchers` and `status_points`, which the session reads.
 */
import { createHash, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { type Db, inTransaction } from '../../db/connection.ts';
import type { MemberType, ProgrammeStatus } from '../../db/points-types.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { HttpError } from '../../kernel/errors.ts';
import { queueUserMail } from '../../kernel/mail.ts';
import type { Viewer } from '../../kernel/viewer.ts';

/** The original API's text, which the gateway maps to 'Código inválido' (docs/product.md §5). */
export const CODE_NOT_VALID = 'Code not valid';
export const TOO_MANY_ATTEMPTS = 'Tentativas esgotadas: peça um novo código.';
export const NOT_A_MEMBER_TYPE = 'Você não participa do programa de pontos por este tipo.';
export const WRONG_STEP = 'Esta etapa da adesão não se aplica ao status atual.';
/** Wrong tries of one code before it is burned and a new one must be requested. */
export const MAX_CODE_ATTEMPTS = 5;
export const CODE_VALIDITY_MINUTES = 15;

export type ProgrammeStatusJson = ProgrammeStatus | 'NOT_AFFILIATE';

interface Subject {
  type: MemberType;
  id: string;
}

/** Whose membership the viewer acts on for `type`, or null when the viewer has none of that type. */
function subjectOf(viewer: Viewer, type: MemberType): Subject | null {
  const has = (role: Viewer['roles'][number]) => viewer.roles.includes(role);
  if (type === 'user') return has('isAffiliated') ? { type, id: viewer.id } : null;
  if (!viewer.organisationId) return null;
  if (type === 'units') return has('isBranch') ? { type, id: viewer.organisationId } : null;
  return has('isHolding') ? { type, id: viewer.organisationId } : null;
}

const codeDigest = (code: string) => createHash('sha256').update(code.trim()).digest('hex');

async function statusOf(db: Db, subject: Subject, lock = false): Promise<ProgrammeStatus> {
  if (subject.type === 'user') {
    let query = db
      .selectFrom('users')
      .select(sql<string | null>`coalesce(points_and_vouchers, status_points)`.as('status'))
      .where('id', '=', subject.id);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return (row?.status as ProgrammeStatus | null) ?? 'ELIGIBLE';
  }
  let query = db
    .selectFrom('points_memberships')
    .select('status')
    .where('subject_type', '=', subject.type)
    .where('subject_id', '=', subject.id);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst())?.status ?? 'ELIGIBLE';
}

/** Sets the status (and optionally the code columns) of a subject, mirroring a user's on `users`. */
async function setStatus(
  trx: Db,
  subject: Subject,
  status: ProgrammeStatus,
  code: { hash: string | null; expiresAt: Date | null } = { hash: null, expiresAt: null },
) {
  await trx
    .insertInto('points_memberships')
    .values({
      subject_type: subject.type,
      subject_id: subject.id,
      status,
      code_hash: code.hash,
      code_attempts: 0,
      code_expires_at: code.expiresAt,
    })
    .onConflict((oc) =>
      oc.columns(['subject_type', 'subject_id']).doUpdateSet({
        status,
        code_hash: code.hash,
        code_attempts: 0,
        code_expires_at: code.expiresAt,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
  if (subject.type === 'user') {
    await trx
      .updateTable('users')
      .set({ points_and_vouchers: status, status_points: status })
      .where('id', '=', subject.id)
      .execute();
  }
}

export async function programmeStatus(
  db: Db,
  viewer: Viewer,
  type: MemberType,
): Promise<ProgrammeStatusJson> {
  const subject = subjectOf(viewer, type);
  return subject ? statusOf(db, subject) : 'NOT_AFFILIATE';
}

/** Runs one step of the flow under the subject's lock, refusing it from any other status. */
async function step<T>(
  db: Db,
  viewer: Viewer,
  type: MemberType,
  from: readonly ProgrammeStatus[],
  work: (trx: Db, subject: Subject, status: ProgrammeStatus) => Promise<T>,
): Promise<T> {
  const subject = subjectOf(viewer, type);
  if (!subject) throw new HttpError(403, NOT_A_MEMBER_TYPE);
  return inTransaction(db, async (trx) => {
    const status = await statusOf(trx, subject, true);
    if (!from.includes(status)) throw new HttpError(409, WRONG_STEP);
    return work(trx, subject, status);
  });
}

/**
 * Joining: a user moves to WAITING_SIGNATURE (the term to sign comes next); a unit or the holding
 * is ACCEPTED at once (its users already signed their contracts with the network).
 */
export const agree = (db: Db, viewer: Viewer, type: MemberType): Promise<ProgrammeStatus> =>
  step(db, viewer, type, ['ELIGIBLE', 'NOT_ACCEPTED'], async (trx, subject, status) => {
    const next: ProgrammeStatus = type === 'user' ? 'WAITING_SIGNATURE' : 'ACCEPTED';
    await setStatus(trx, subject, next);
    // The holding joining is a holding write on the holding's own membership (a user's or a
    // unit's join is that person's or that branch's act, not audited).
    if (subject.type === 'holding') {
      await recordAudit(trx, {
        actorId: viewer.id,
        action: 'points_membership.joined',
        entity: 'points_membership',
        entityId: `holding:${subject.id}`,
        before: { status },
        after: { status: next },
      });
    }
    return next;
  });

/** A fresh six-digit code for the subject, stored as its digest and e-mailed (kernel/mail.ts). */
async function issueCode(trx: Db, subject: Subject): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(Date.now() + CODE_VALIDITY_MINUTES * 60_000);
  await setStatus(trx, subject, 'WAITING_CODE', { hash: codeDigest(code), expiresAt });
  // Only a person is sent a code (accept and resend are user steps): to the account's address.
  await queueUserMail(trx, subject.id, 'points-code', { code });
  return code;
}

/** The term is signed: a code is sent to the user's phone to confirm it. */
export const accept = (db: Db, viewer: Viewer): Promise<string> =>
  step(db, viewer, 'user', ['WAITING_SIGNATURE'], (trx, subject) => issueCode(trx, subject));

/** A new code, which also resets the attempts. */
export const resendCode = (db: Db, viewer: Viewer): Promise<string> =>
  step(db, viewer, 'user', ['WAITING_CODE'], (trx, subject) => issueCode(trx, subject));

/**
 * The code confirms the membership. A wrong code counts an attempt (committed even though the
 * answer is an error); after MAX_CODE_ATTEMPTS wrong ones, or once expired, the code is dead and
 * only a resend helps.
 */
export async function validateCode(db: Db, viewer: Viewer, code: string): Promise<ProgrammeStatus> {
  const outcome = await step(db, viewer, 'user', ['WAITING_CODE'], async (trx, subject) => {
    const row = await trx
      .selectFrom('points_memberships')
      .select(['code_hash', 'code_attempts', 'code_expires_at'])
      .where('subject_type', '=', 'user')
      .where('subject_id', '=', subject.id)
      .executeTakeFirst();
    if (!row?.code_hash || row.code_attempts >= MAX_CODE_ATTEMPTS) return 'exhausted' as const;
    const expired = row.code_expires_at !== null && row.code_expires_at.getTime() <= Date.now();
    if (!expired && row.code_hash === codeDigest(code)) {
      await setStatus(trx, subject, 'ACCEPTED');
      return 'accepted' as const;
    }
    await trx
      .updateTable('points_memberships')
      .set({ code_attempts: row.code_attempts + 1, updated_at: sql<Date>`now()` })
      .where('subject_type', '=', 'user')
      .where('subject_id', '=', subject.id)
      .execute();
    return 'wrong' as const;
  });
  if (outcome === 'exhausted') throw new HttpError(429, TOO_MANY_ATTEMPTS);
  if (outcome === 'wrong') throw new HttpError(400, CODE_NOT_VALID);
  return 'ACCEPTED';
}

/** The programme's companies: every producer (vouchers are redeemed with them). */
export const programmeCompanies = (db: Db) =>
  db.selectFrom('producers').select(['id', 'name']).orderBy('name_key').orderBy('id').execute();
