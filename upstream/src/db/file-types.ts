/** The `files` table (migration 0010): one row per stored object of the signed uploads. */
import type { ColumnType } from 'kysely';

export interface FilesTable {
  key: string;
  purpose: string;
  content_type: string;
  size: number;
  owner_id: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface FileTables {
  files: FilesTable;
}
