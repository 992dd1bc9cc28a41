/**
 * The second factor (docs/decisions/security.md, "Second factor"): enrolment (a secret, then its
 * confirmation code, then ten recovery codes shown once), the check of a code (TOTP or recovery
 * code) and disabling. The secret never leaves this module after the enrolment started; every
 * check that spends something (a TOTP step, a recovery code) is one conditional UPDATE, so two
 * parallel requests cannot both spend it.
 */
import { sql } from 'kysely';
import { type Db, inTransaction } from '../../db/connection.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { HttpError } from '../../kernel/errors.ts';
import { queueUserMail } from '../../kernel/mail.ts';
import {
  decryptSecret,
  encryptSecret,
  hashCode,
  isTotpShaped,
  newRecoveryCodes,
  newSecret,
  normaliseRecoveryCode,
  otpauthUri,
  totpStep,
} from './two-factor-secret.ts';

export const TWO_FACTOR_DETAIL = {
  wrongCode: 'Código inválido.',
  alreadyEnabled: 'A verificação em duas etapas já está ativa.',
  notEnabled: 'A verificação em duas etapas não está ativa.',
  noEnrolment: 'Comece a ativação novamente.',
  wrongPassword: 'Senha incorreta.',
} as const;

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
}

export async function twoFactorStatus(db: Db, userId: string): Promise<TwoFactorStatus> {
  const row = await db
    .selectFrom('two_factor_secrets')
    .select([
      'enabled_at',
      (eb) =>
        eb
          .selectFrom('two_factor_recovery_codes')
          .select(eb.fn.countAll<string>().as('n'))
          .where('two_factor_recovery_codes.user_id', '=', userId)
          .where('two_factor_recovery_codes.used_at', 'is', null)
          .as('left'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const enabledAt = row?.enabled_at ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt,
    recoveryCodesLeft: enabledAt ? Number(row?.left ?? 0) : 0,
  };
}

/** A new secret waiting for its confirmation; a previous unconfirmed one is replaced. */
export async function startEnrolment(
  db: Db,
  key: Buffer,
  user: { id: string; username: string },
): Promise<{ secret: string; otpauthUri: string }> {
  const secret = newSecret();
  const stored = await db
    .insertInto('two_factor_secrets')
    .values({ user_id: user.id, secret_enc: encryptSecret(key, secret) })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({
          secret_enc: (eb) => eb.ref('excluded.secret_enc'),
          last_step: null,
          created_at: sql`now()`,
        })
        .where('two_factor_secrets.enabled_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  if (!stored) throw new HttpError(409, TWO_FACTOR_DETAIL.alreadyEnabled);
  return { secret, otpauthUri: otpauthUri(secret, user.username) };
}

/** Spends a TOTP code of the user's secret: true when valid and not used before. */
async function spendTotp(
  trx: Db,
  key: Buffer,
  userId: string,
  code: string,
  enabled: boolean,
): Promise<boolean> {
  const row = await trx
    .selectFrom('two_factor_secrets')
    .select(['secret_enc', 'last_step'])
    .where('user_id', '=', userId)
    .where('enabled_at', enabled ? 'is not' : 'is', null)
    .executeTakeFirst();
  if (!row) return false;
  const step = totpStep(decryptSecret(key, row.secret_enc), code, row.last_step);
  if (step === null) return false;
  const spent = await trx
    .updateTable('two_factor_secrets')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n;
}

async function spendRecoveryCode(trx: Db, userId: string, code: string): Promise<boolean> {
  const spent = await trx
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashCode(normaliseRecoveryCode(code)))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n;
}

/** Checks (and spends) a code of an enabled second factor: a TOTP code or a recovery code. */
export async function spendCode(
  db: Db,
  key: Buffer,
  userId: string,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  const trimmed = code.trim();
  if (isTotpShaped(trimmed)) return (await spendTotp(db, key, userId, trimmed, true)) ? 'totp' : null;
  return (await spendRecoveryCode(db, userId, trimmed)) ? 'recovery' : null;
}

/** Confirms the enrolment with a code of the new secret; answers the ten recovery codes, once. */
export async function confirmEnrolment(db: Db, key: Buffer, userId: string, code: string): Promise<string[]> {
  return inTransaction(db, async (trx) => {
    const pending = await trx
      .selectFrom('two_factor_secrets')
      .select('enabled_at')
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!pending) throw new HttpError(409, TWO_FACTOR_DETAIL.noEnrolment);
    if (pending.enabled_at) throw new HttpError(409, TWO_FACTOR_DETAIL.alreadyEnabled);
    if (!(await spendTotp(trx, key, userId, code.trim(), false)))
      throw new HttpError(400, TWO_FACTOR_DETAIL.wrongCode);
    const codes = newRecoveryCodes();
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('two_factor_recovery_codes')
      .values(codes.map((item) => ({ user_id: userId, code_hash: hashCode(normaliseRecoveryCode(item)) })))
      .execute();
    await trx
      .updateTable('two_factor_secrets')
      .set({ enabled_at: sql`now()` })
      .where('user_id', '=', userId)
      .execute();
    // The audit trail (never a secret or a code): the row exists if and only if the change does.
    await recordAudit(trx, {
      actorId: userId,
      action: 'two_factor.enabled',
      entity: 'user',
      entityId: userId,
    });
    await queueUserMail(trx, userId, 'two-factor-changed', { enabled: true, at: new Date().toISOString() });
    return codes;
  });
}

/** Turns the second factor off (the caller checked the password): a valid code is required. */
export async function disableTwoFactor(db: Db, key: Buffer, userId: string, code: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const { enabled } = await twoFactorStatus(trx, userId);
    if (!enabled) throw new HttpError(409, TWO_FACTOR_DETAIL.notEnabled);
    if (!(await spendCode(trx, key, userId, code))) throw new HttpError(400, TWO_FACTOR_DETAIL.wrongCode);
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('two_factor_secrets').where('user_id', '=', userId).execute();
    await recordAudit(trx, {
      actorId: userId,
      action: 'two_factor.disabled',
      entity: 'user',
      entityId: userId,
    });
    await queueUserMail(trx, userId, 'two-factor-changed', { enabled: false, at: new Date().toISOString() });
  });
}
