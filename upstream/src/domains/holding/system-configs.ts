/**
 * System configs (docs/product.md §11.5): settings the screens read, the same for every user
 * (migration 0016 seeds them). Key and JSON value, with a pt-BR description.
 */
import type { Db } from '../../db/connection.ts';

export interface SystemConfigJson {
  key: string;
  value: unknown;
  description: string;
}

export async function listSystemConfigs(db: Db): Promise<SystemConfigJson[]> {
  const rows = await db
    .selectFrom('system_configs')
    .select(['key', 'value', 'description'])
    .orderBy('key')
    .execute();
  return rows.map((row) => ({
    key: row.key,
    value: typeof row.value === 'string' ? JSON.parse(row.value) : row.value,
    description: row.description,
  }));
}
