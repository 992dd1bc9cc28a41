/**
 * The database as Kysely sees it. Keep in step with db/migrations: a column added there is added
 * here. Ids are uuids (text in JSON); timestamps are timestamptz, read back as Date by both drivers.
 */
import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';
import type { FileTables } from './file-types.ts';
import type { FinanceTables } from './finance-types.ts';
import type { HoldingTables } from './holding-types.ts';
import type { IntegratorTables } from './integrator-types.ts';
import type { LinkTables } from './link-types.ts';
import type { MailTables } from './mail-types.ts';
import type { MarketingTables } from './marketing-types.ts';
import type { PointTables } from './points-types.ts';
import type { SalesforceTables } from './salesforce-types.ts';
import type { SellerCycleTables } from './seller-cycle-types.ts';
import type { TrainingTables } from './training-types.ts';
import type { TwoFactorTables } from './two-factor-types.ts';
import type { UnitTables } from './unit-types.ts';
import type { VoucherTables } from './voucher-types.ts';

/** Written as Date or ISO text, read as Date; defaulted by the database when omitted. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export const NOTIFICATION_TYPES = ['SUCCESS', 'WARN', 'ERROR', 'INFO'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface OrganisationsTable {
  id: Generated<string>;
  name: string;
  /** An agency: its members are agents (isAgent). */
  agenciador: Generated<boolean>;
  /** A unit's CNPJ in normal form (migration 0008): 14 characters 0-9/A-Z, uppercase, no punctuation. */
  cnpj: string | null;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<string>;
  name: string;
  /** The login e-mail, always lowercase (a check constraint enforces it). */
  username: string;
  password_hash: string;
  /** Space-separated role flags as stored ("isAffiliated isBranch"); isAgent comes from the organisation. */
  roles: Generated<string>;
  /** Registration status: PENDING_CONFIRMATION, PENDING_PASSWORD, PENDING_CNPJ, OK. */
  status: Generated<string>;
  branch_name: string | null;
  mobile_phone: string | null;
  organisation_id: string | null;
  /** The affiliate's own company (migration 0008), normal form like `organisations.cnpj`. */
  cnpj: string | null;
  status_cnpj: string | null;
  status_points: string | null;
  points_and_vouchers: string | null;
  /** A disabled user can neither log in nor use a token issued before. */
  active: Generated<boolean>;
  created_at: CreatedAt;
  /**
   * Whether `roles` holds the isAffiliated word: the user is an ED (ED list, ED notifications).
   * Computed by the database (migration 0005), so the test is a boolean, not a regex per row.
   */
  is_affiliated: GeneratedAlways<boolean>;
  /** `name` folded for sorting and searching (migration 0009, db/name-key.ts). */
  name_key: GeneratedAlways<string>;
  /** ED details toggles (migration 0017), false by default. */
  is_franchisee: Generated<boolean>;
  is_trainer: Generated<boolean>;
  is_lecturer: Generated<boolean>;
  tracking: Generated<boolean>;
  /** Accreditation (migration 0012): CPF digits, address, the bringing agent and bank details. */
  cpf: string | null;
  postal_code: string | null;
  street: string | null;
  address_number: string | null;
  address_complement: string | null;
  district: string | null;
  city: string | null;
  state: string | null;
  agent_id: string | null;
  bank_code: number | null;
  bank_branch: string | null;
  bank_account: string | null;
  bank_account_type: string | null;
  bank_is_personal: boolean | null;
}

export interface AccreditationSessionsTable {
  token_hash: string;
  user_id: string;
  flow: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface AccreditationCodesTable {
  user_id: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  sent_at: Timestamp;
}

export interface SigningKeysTable {
  kid: string;
  private_key_pem: string;
  public_key_pem: string;
  created_at: CreatedAt;
}

export interface RecoveryTokensTable {
  id: Generated<string>;
  /** SHA-256 (hex) of the token; the token itself is only ever in the reset link. */
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface EdNotificationsTable {
  id: Generated<string>;
  title: string;
  message: string;
  type: NotificationType;
  created_by: string | null;
  created_at: CreatedAt;
  /** Migration 0026: ALL (every ED), UNIT (audience_unit_id's EDs) or EDS (chosen ones). */
  audience: Generated<EdNotificationAudience>;
  audience_unit_id: string | null;
}

export const ED_NOTIFICATION_AUDIENCES = ['ALL', 'UNIT', 'EDS'] as const;
export type EdNotificationAudience = (typeof ED_NOTIFICATION_AUDIENCES)[number];

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  message: string;
  type: NotificationType;
  created_at: CreatedAt;
  /** Set on the copies an ED notification fans out; deleting the ED notification removes them. */
  ed_notification_id: string | null;
}

export interface Database
  extends FinanceTables,
    VoucherTables,
    FileTables,
    MarketingTables,
    LinkTables,
    IntegratorTables,
    PointTables,
    TrainingTables,
    HoldingTables,
    UnitTables,
    SalesforceTables,
    SellerCycleTables,
    MailTables,
    TwoFactorTables {
  organisations: OrganisationsTable;
  users: UsersTable;
  signing_keys: SigningKeysTable;
  recovery_tokens: RecoveryTokensTable;
  ed_notifications: EdNotificationsTable;
  notifications: NotificationsTable;
  accreditation_sessions: AccreditationSessionsTable;
  accreditation_codes: AccreditationCodesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type NewOrganisation = Insertable<OrganisationsTable>;
export type NewNotification = Insertable<NotificationsTable>;
