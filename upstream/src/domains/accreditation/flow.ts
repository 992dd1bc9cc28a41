/**
 * The accreditation state machine (docs/product.md §3.1): a person registers (PENDING_CONFIRMATION),
 * confirms the e-mailed code (PENDING_PASSWORD), sets a password (PENDING_CNPJ), gives the company's
 * CNPJ (OK), then, in the holding and agent route sets, bank details. An expiring session token,
 * stored only as its hash, lets the person leave and resume; each step is one transaction.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { entryStepNumber, ACCREDITATION_MESSAGES as M, needsBankDetails } from '@portal/schema';
import { normalizeCnpj } from '@portal/schema/documents/cnpj';
import { sql } from 'kysely';
import { type Db, inTransaction } from '../../db/connection.ts';
import { HttpError } from '../../kernel/errors.ts';
import { queueMail, queueUserMail } from '../../kernel/mail.ts';
import { type BankDetails, type ContactChange, saveBankDetails } from './profile.ts';

export const FLOWS = ['normal', 'holding', 'agent'] as const;
export type Flow = (typeof FLOWS)[number];

export const SESSION_TTL_HOURS = 24;
export const CODE_TTL_MINUTES = 15;
export const RESEND_COOLDOWN_SECONDS = 60;
export const MAX_CODE_ATTEMPTS = 5;

/** bcrypt compares false against anything that is not a 60-character hash: no password yet. */
export const NO_PASSWORD = '!accreditation-pending';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
// The user id salts the code's hash, so one precomputed table of the 10^6 codes serves no one.
const codeHash = (userId: string, code: string): string => sha256(`${userId}:${code}`);
const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const isSessionShape = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** Who starts an accreditation: the phone and address Meu Perfil later changes, and who they are. */
export interface PersonalData extends ContactChange {
  name: string;
  cpf: string;
  email: string;
}

export interface SessionJson {
  status: string;
  entryStep: number;
  flow: Flow;
  email: string;
  agentId: string | null;
  statusCnpj: string | null;
  needsBankDetails: boolean;
  expiresAt: string;
}

export interface Registered {
  session: string;
  userId: string;
  email: string;
  code: string;
}

/** An active agent (a user of an agenciador organisation) by id, or null. */
export async function findAgent(db: Db, agentId: string): Promise<{ id: string; name: string } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(agentId)) return null;
  const row = await db
    .selectFrom('users')
    .innerJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select(['users.id', 'users.name'])
    .where('users.id', '=', agentId)
    .where('users.active', '=', true)
    .where('organisations.agenciador', '=', true)
    .executeTakeFirst();
  return row ?? null;
}

/** The organisation a new account joins: the agent's, the holding's, or none. */
async function organisationFor(trx: Db, flow: Flow, agentId: string | null): Promise<string | null> {
  if (flow === 'agent' && agentId) {
    const agent = await trx
      .selectFrom('users')
      .select('organisation_id')
      .where('id', '=', agentId)
      .executeTakeFirst();
    return agent?.organisation_id ?? null;
  }
  if (flow === 'holding') {
    const holding = await trx
      .selectFrom('users')
      .select('organisation_id')
      .where(sql<boolean>`' ' || roles || ' ' like '% isHolding %'`)
      .where('organisation_id', 'is not', null)
      .orderBy('created_at')
      .executeTakeFirst();
    return holding?.organisation_id ?? null;
  }
  return null;
}

/** Whether an account already has this e-mail or CPF (the web then goes to /user-exists). */
export async function accountExists(db: Db, email: string, cpf: string): Promise<boolean> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('username', '=', email), eb('cpf', '=', cpf)]))
    .executeTakeFirst();
  return existing !== undefined;
}

export interface RegisterFaults {
  /** Tests: throws between the user's insert and the session's, to show nothing is half-written. */
  afterUser?: () => void;
}

/**
 * Step 2: creates the pending account, its session and its first code in one transaction. An
 * e-mail or CPF that already has an account is 409 (the web goes to /user-exists).
 */
export async function register(
  db: Db,
  data: PersonalData,
  flow: Flow,
  agentId: string | null,
  faults: RegisterFaults = {},
): Promise<Registered> {
  if (flow === 'agent' && (!agentId || !(await findAgent(db, agentId)))) {
    throw new HttpError(404, M.agentUnavailable);
  }
  return inTransaction(db, async (trx) => {
    if (await accountExists(trx, data.email, data.cpf)) throw new HttpError(409, M.userExists);
    const user = await trx
      .insertInto('users')
      .values({
        name: data.name,
        username: data.email,
        password_hash: NO_PASSWORD,
        roles: 'isAffiliated',
        status: 'PENDING_CONFIRMATION',
        mobile_phone: data.mobilePhone,
        organisation_id: await organisationFor(trx, flow, agentId),
        cpf: data.cpf,
        postal_code: data.postalCode,
        street: data.street,
        address_number: data.number,
        address_complement: data.complement || null,
        district: data.district,
        city: data.city,
        state: data.state,
        agent_id: flow === 'agent' ? agentId : null,
        status_cnpj: 'ABSENT',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    faults.afterUser?.();
    const session = randomBytes(32).toString('base64url');
    await trx
      .insertInto('accreditation_sessions')
      .values({
        token_hash: sha256(session),
        user_id: user.id,
        flow,
        expires_at: sql<Date>`now() + make_interval(hours => ${SESSION_TTL_HOURS})`,
      })
      .execute();
    const code = newCode();
    await trx
      .insertInto('accreditation_codes')
      .values({
        user_id: user.id,
        code_hash: codeHash(user.id, code),
        expires_at: sql<Date>`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
        sent_at: sql<Date>`now()`,
      })
      .execute();
    await queueMail(trx, {
      template: 'accreditation-code',
      to: data.email,
      userId: user.id,
      data: { name: data.name, code, minutes: CODE_TTL_MINUTES },
    });
    return { session, userId: user.id, email: data.email, code };
  });
}

interface SessionRow {
  userId: string;
  flow: Flow;
  status: string;
  email: string;
  agentId: string | null;
  statusCnpj: string | null;
  expiresAt: Date;
}

/** The live session's user (locked for update inside a transaction), or 404 when unknown or expired. */
async function sessionOf(db: Db, token: string, lock = false): Promise<SessionRow> {
  if (!isSessionShape(token)) throw new HttpError(404, M.sessionExpired);
  let query = db
    .selectFrom('accreditation_sessions')
    .innerJoin('users', 'users.id', 'accreditation_sessions.user_id')
    .select([
      'users.id as userId',
      'accreditation_sessions.flow',
      'users.status',
      'users.username as email',
      'users.agent_id as agentId',
      'users.status_cnpj as statusCnpj',
      'accreditation_sessions.expires_at as expiresAt',
    ])
    .where('accreditation_sessions.token_hash', '=', sha256(token))
    .where('accreditation_sessions.expires_at', '>', sql<Date>`now()`)
    .where('users.active', '=', true);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new HttpError(404, M.sessionExpired);
  return { ...row, flow: row.flow as Flow };
}

const toJson = (row: SessionRow): SessionJson => ({
  status: row.status,
  entryStep: entryStepNumber(row.status),
  flow: row.flow,
  email: row.email,
  agentId: row.agentId,
  statusCnpj: row.statusCnpj,
  needsBankDetails: row.status === 'OK' && needsBankDetails(row.statusCnpj),
  expiresAt: new Date(row.expiresAt).toISOString(),
});

export async function readSession(db: Db, token: string): Promise<SessionJson> {
  return toJson(await sessionOf(db, token));
}

const requireStatus = (row: SessionRow, status: string): void => {
  if (row.status !== status) throw new HttpError(409, M.stepDone);
};

/** Step 3: checks the code. Wrong codes count; the 5th wrong one spends the code. */
export async function verifyCode(db: Db, token: string, code: string): Promise<SessionJson> {
  type Outcome = { error: string } | { session: SessionJson };
  const outcome = await inTransaction(db, async (trx): Promise<Outcome> => {
    const row = await sessionOf(trx, token, true);
    requireStatus(row, 'PENDING_CONFIRMATION');
    const stored = await trx
      .selectFrom('accreditation_codes')
      .select(['code_hash', 'attempts', sql<boolean>`expires_at <= now()`.as('expired')])
      .where('user_id', '=', row.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!stored || stored.attempts >= MAX_CODE_ATTEMPTS) return { error: M.codeAttempts };
    if (stored.expired) return { error: M.codeExpired };
    if (stored.code_hash !== codeHash(row.userId, code)) {
      await trx
        .updateTable('accreditation_codes')
        .set({ attempts: stored.attempts + 1 })
        .where('user_id', '=', row.userId)
        .execute();
      return { error: stored.attempts + 1 >= MAX_CODE_ATTEMPTS ? M.codeAttempts : M.codeInvalid };
    }
    await trx.deleteFrom('accreditation_codes').where('user_id', '=', row.userId).execute();
    await trx.updateTable('users').set({ status: 'PENDING_PASSWORD' }).where('id', '=', row.userId).execute();
    return { session: toJson({ ...row, status: 'PENDING_PASSWORD' }) };
  });
  // The counted attempt is committed before the refusal is answered.
  if ('error' in outcome) throw new HttpError(400, outcome.error);
  return outcome.session;
}

/** A fresh code (attempts back to 0), at most once a minute. */
export async function resendCode(db: Db, token: string): Promise<{ email: string; code: string }> {
  return inTransaction(db, async (trx) => {
    const row = await sessionOf(trx, token, true);
    requireStatus(row, 'PENDING_CONFIRMATION');
    const recent = await trx
      .selectFrom('accreditation_codes')
      .select('user_id')
      .where('user_id', '=', row.userId)
      .where('sent_at', '>', sql<Date>`now() - make_interval(secs => ${RESEND_COOLDOWN_SECONDS})`)
      .executeTakeFirst();
    if (recent) throw new HttpError(429, M.resendCooldown);
    const code = newCode();
    const values = {
      code_hash: codeHash(row.userId, code),
      attempts: 0,
      expires_at: sql<Date>`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
      sent_at: sql<Date>`now()`,
    };
    await trx
      .insertInto('accreditation_codes')
      .values({ user_id: row.userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    await queueUserMail(trx, row.userId, 'accreditation-code', { code, minutes: CODE_TTL_MINUTES });
    return { email: row.email, code };
  });
}

/** Step 4: the password (already hashed by the caller); the account can log in from now on. */
export async function setPassword(db: Db, token: string, passwordHash: string): Promise<SessionJson> {
  return inTransaction(db, async (trx) => {
    const row = await sessionOf(trx, token, true);
    requireStatus(row, 'PENDING_PASSWORD');
    await trx
      .updateTable('users')
      .set({ status: 'PENDING_CNPJ', password_hash: passwordHash })
      .where('id', '=', row.userId)
      .execute();
    return toJson({ ...row, status: 'PENDING_CNPJ' });
  });
}

/**
 * Step 5: the company's CNPJ (already validated). Holding and agent accounts go on to bank
 * details; a normal affiliate's company waits for the contract signature.
 */
export async function setCnpj(db: Db, token: string, cnpj: string): Promise<SessionJson> {
  return inTransaction(db, async (trx) => {
    const row = await sessionOf(trx, token, true);
    requireStatus(row, 'PENDING_CNPJ');
    const normal = normalizeCnpj(cnpj);
    const taken = await trx.selectFrom('users').select('id').where('cnpj', '=', normal).executeTakeFirst();
    if (taken) throw new HttpError(409, M.cnpjTaken);
    const statusCnpj = row.flow === 'normal' ? 'WAITING_SIGNATURE' : 'WAITING_BANK_DETAILS';
    await trx
      .updateTable('users')
      .set({ status: 'OK', cnpj: normal, status_cnpj: statusCnpj })
      .where('id', '=', row.userId)
      .execute();
    return toJson({ ...row, status: 'OK', statusCnpj });
  });
}

/** Bank details in the accreditation flow: the session names the user. */
export async function saveSessionBankDetails(
  db: Db,
  token: string,
  details: BankDetails,
): Promise<SessionJson> {
  const row = await sessionOf(db, token);
  const statusCnpj = await saveBankDetails(db, row.userId, details);
  return toJson({ ...row, statusCnpj });
}
