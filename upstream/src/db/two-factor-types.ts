/** auth's second-factor tables (migration 0032). */
import type { ColumnType, Generated } from 'kysely';

type Instant = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface TwoFactorSecretsTable {
  user_id: string;
  /** AES-256-GCM of the base32 secret (domains/auth/two-factor-secret.ts); never answered. */
  secret_enc: string;
  /** Null while the enrolment waits for its confirmation code. */
  enabled_at: NullableInstant;
  /** TOTP time step of the last accepted code: a code is never accepted twice. */
  last_step: number | null;
  created_at: Instant;
}

export interface TwoFactorRecoveryCodesTable {
  id: Generated<string>;
  user_id: string;
  /** SHA-256 (hex) of the normalised code. */
  code_hash: string;
  used_at: NullableInstant;
}

export interface TwoFactorChallengesTable {
  /** SHA-256 (hex) of the challenge the token service answered. */
  token_hash: string;
  user_id: string;
  expires_at: Instant;
  failed_attempts: Generated<number>;
  used_at: NullableInstant;
}

export interface TwoFactorTables {
  two_factor_secrets: TwoFactorSecretsTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
}
