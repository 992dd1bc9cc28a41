/** The units manager's and the mass change's tables (migration 0025). */
import type { ColumnType, Generated } from 'kysely';

type Instant = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UnitProducersTable {
  unit_id: string;
  producer_id: string;
}

export interface UnitDonationReceiversTable {
  id: Generated<string>;
  unit_id: string;
  name: string;
  /** Normal form (schema/src/documents/cnpj.ts): 14 characters 0-9/A-Z. */
  cnpj: string;
}

export const MASS_CHANGE_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type MassChangeState = (typeof MASS_CHANGE_STATES)[number];

export interface MassChangesTable {
  id: Generated<string>;
  requested_by: string | null;
  /** Kept with the job, so the list still says who ran it if the account goes. */
  requested_by_name: string;
  file_name: string;
  state: Generated<MassChangeState>;
  total_rows: number;
  checked_rows: Generated<number>;
  changed_rows: number | null;
  error_message: string | null;
  created_at: Instant;
  started_at: NullableInstant;
  finished_at: NullableInstant;
}

export interface MassChangeRowsTable {
  mass_change_id: string;
  /** The line in the uploaded file (the header is line 1). */
  line: number;
  ed_id: string;
  /** Null: leave as is. */
  unit_id: string | null;
  level: number | null;
  is_franchisee: boolean | null;
  is_trainer: boolean | null;
  is_lecturer: boolean | null;
  tracking: boolean | null;
  result: 'changed' | 'unchanged' | null;
}

export const ED_SIGNATURE_STATUSES = ['WAITING_SIGNATURE', 'SIGNED'] as const;
export type EdSignatureStatus = (typeof ED_SIGNATURE_STATUSES)[number];

/** Migration 0029: the signature request of an ED's contract, one row per ED. */
export interface EdContractSignaturesTable {
  user_id: string;
  status: Generated<EdSignatureStatus>;
  requested_by: string | null;
  requested_at: Instant;
  signed_at: NullableInstant;
}

export interface UnitTables {
  ed_contract_signatures: EdContractSignaturesTable;
  unit_producers: UnitProducersTable;
  unit_donation_receivers: UnitDonationReceiversTable;
  mass_changes: MassChangesTable;
  mass_change_rows: MassChangeRowsTable;
}
