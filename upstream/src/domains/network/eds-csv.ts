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

export const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');

/** The CNPJ statuses in words, as the lists show them (web lib/status.ts CNPJ_STATUSES). */
const CNPJ_STATUS_TEXT: Readonly<Record<string, string>> = {
  ABSENT: 'Não cadastrado',
  PROCESSING: 'Em análise',
  WAITING_SIGNATURE: 'Aguardando assinatura',
  WAITING_BANK_DETAILS: 'Aguardando dados bancários',
  FINISHED: 'Concluído',
  DENIED: 'Recusado',
  ERROR: 'Erro',
  NOT_AFFILIATE: 'Não afiliado',
  INVALID_BANK_DETAILS: 'Dados bancários inválidos',
  ABSENT_UNIT_GOALS: 'Unidade sem metas',
};

/** A CNPJ status in words ('' for none; a status this build does not know, as stored). */
export const cnpjStatusText = (status: string | null): string =>
  status === null ? '' : (CNPJ_STATUS_TEXT[status] ?? status);

/** An ED's or influencer's situation, in words. */
export const activeText = (active: boolean): string => (active ? 'Ativo' : 'Desativado');

/** Where the next batch of a name-ordered CSV starts (keyset on name_key, id). */
export interface Cursor {
  nameKey: string;
  id: string;
}

/** The rows after `cursor` in name order (the keyset condition of a batch). */
export const afterCursor = (cursor: Cursor) =>
  sql<boolean>`(users.name_key, users.id) > (${cursor.nameKey}, ${cursor.id}::uuid)`;

/** A people CSV's rows in name order, CSV_BATCH at a time: `batch` reads the ones after a cursor. */
export async function* byNameBatches<T extends { name_key: string; id: string }>(
  batch: (cursor: Cursor | null) => Promise<T[]>,
): AsyncGenerator<T> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows: T[] = await batch(cursor);
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < CSV_BATCH || !last) return;
    cursor = { nameKey: last.name_key, id: last.id };
  }
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
    .$if(cursor !== null, (qb) => (cursor ? qb.where(afterCursor(cursor)) : qb))
    .orderBy('users.name_key')
    .orderBy('users.id')
    .limit(CSV_BATCH)
    .execute();
}

const edRows = (db: Db, scope: EdScope, filter: EdFilter) =>
  byNameBatches((cursor) => edBatch(db, scope, filter, cursor));

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
          cnpjStatusText(row.status_cnpj),
          row.mobile_phone ?? '',
          activeText(row.active),
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
