/** Tables of the holding's operations (migration 0016): the audit trail and the system configs. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** jsonb: written as JSON text, read back parsed. */
type Json = ColumnType<unknown, string | null, never>;

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): no column is updatable. */
export interface AuditLogTable {
  /** bigserial: pg returns it as text. */
  id: ColumnType<string, never, never>;
  at: CreatedAt;
  actor_id: ColumnType<string | null, string | null, never>;
  action: ColumnType<string, string, never>;
  entity: ColumnType<string, string, never>;
  entity_id: ColumnType<string, string, never>;
  before: Json;
  after: Json;
}

export interface SystemConfigsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  description: string;
  updated_at: Generated<Date>;
}

export interface HoldingTables {
  audit_log: AuditLogTable;
  system_configs: SystemConfigsTable;
}
