/**
 * The ED list as CSV (docs/product.md §8.7 "csv"), in the pt-BR conventions a spreadsheet opens
 * as is: UTF-8 with a BOM, `;` between fields, decimal comma, dates as DD/MM/AAAA in Fortaleza's
 * time. Rows are read in keyset batches and written to the stream as they come, so memory stays
 * flat however many EDs the scope holds.
 */
import { stringify } from 'csv-stringify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { type EdFilter, type EdScope, matching } from './eds.ts';

/** EDs read per query while streaming. */
export const CSV_BATCH = 1000;

export const CSV_HEADER = [
  'Nome',
  'E-mail',
  'Unidade',
  'CNPJ',
  'Status CNPJ',
  'Celular',
  'Situação',
  'Cadastro',
  'Franqueado',
  'Treinador',
  'Palestrante',
  'Rastreamento',
  'Vendas aprovadas (R$)',
] as const;

const FORTALEZA = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Fortaleza',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** Cents as reais with a decimal comma and no thousands separator: 123456 → '1234,56'. */
export const decimalComma = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};

const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');

/** The rows of the scope and filter, name order, one batch at a time (keyset on name_key, id). */
interface Cursor {
  nameKey: string;
  id: string;
}

function edBatch(db: Db, scope: EdScope, filter: EdFilter, cursor: Cursor | null) {
  return db
    .selectFrom('users')
    .leftJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select([
      'users.id',
      'users.name',
      'users.name_key',
      'users.username',
      'users.cnpj',
      'users.status_cnpj',
      'users.mobile_phone',
      'users.active',
      'users.created_at',
      'users.is_franchisee',
      'users.is_trainer',
      'users.is_lecturer',
      'users.tracking',
      'organisations.name as unit_name',
      sql<string>`(select coalesce(sum(s.value_cents), 0) from sales s
          where s.seller_id = users.id and s.status = 'APPROVED')::text`.as('sales_cents'),
    ])
    .where(matching(scope, filter))
    .$if(cursor !== null, (qb) =>
      qb.where(sql<boolean>`(users.name_key, users.id) > (${cursor?.nameKey}, ${cursor?.id}::uuid)`),
    )
    .orderBy('users.name_key')
    .orderBy('users.id')
    .limit(CSV_BATCH)
    .execute();
}

async function* edRows(db: Db, scope: EdScope, filter: EdFilter) {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows: Awaited<ReturnType<typeof edBatch>> = await edBatch(db, scope, filter, cursor);
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < CSV_BATCH || !last) return;
    cursor = { nameKey: last.name_key, id: last.id };
  }
}

/** The CSV of the EDs in the scope (and search), as a readable stream of UTF-8 text with a BOM. */
export function edsCsv(db: Db, scope: EdScope, filter: EdFilter) {
  const csv = stringify({
    delimiter: ';',
    record_delimiter: 'windows',
    bom: true,
    header: true,
    columns: [...CSV_HEADER],
  });
  void (async () => {
    try {
      for await (const row of edRows(db, scope, filter)) {
        const ok = csv.write([
          row.name,
          row.username,
          row.unit_name ?? '',
          row.cnpj ?? '',
          row.status_cnpj ?? '',
          row.mobile_phone ?? '',
          row.active ? 'Ativo' : 'Desativado',
          FORTALEZA.format(row.created_at),
          yesNo(row.is_franchisee),
          yesNo(row.is_trainer),
          yesNo(row.is_lecturer),
          yesNo(row.tracking),
          decimalComma(Number(row.sales_cents)),
        ]);
        if (!ok) await new Promise((resolve) => csv.once('drain', resolve));
      }
      csv.end();
    } catch (error) {
      csv.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return csv;
}
