/**
 * Influenciadores as CSV (docs/product.md §8.3): the agent's influencers the list's filter keeps,
 * in name order, read CSV_BATCH rows at a time by keyset (name_key, id) and stringified as they
 * come (kernel/csv.ts), so memory stays flat.
 */
import type { Stringifier } from 'csv-stringify';
import type { Db } from '../../db/connection.ts';
import { csvDate, csvMoney, csvStream } from '../../kernel/csv.ts';
import { toInt } from '../../kernel/paging.ts';
import type { PeopleFilter } from './eds.ts';
import { activeText, afterCursor, byNameBatches, CSV_BATCH, cnpjStatusText } from './eds-csv.ts';
import { type InfluencerRow, type InfluencerScope, influencerRows } from './influencers.ts';

export const INFLUENCERS_CSV_HEADER = [
  'Nome',
  'E-mail',
  'Celular',
  'Status CNPJ',
  'Situação',
  'Cadastro',
  'Vendas',
  'Total vendido (R$)',
  'Comissões (R$)',
] as const;

const rows = (db: Db, scope: InfluencerScope, filter: PeopleFilter) =>
  byNameBatches(
    (cursor): Promise<InfluencerRow[]> =>
      influencerRows(db, scope, filter)
        .$if(cursor !== null, (qb) => (cursor ? qb.where(afterCursor(cursor)) : qb))
        .orderBy('users.name_key')
        .orderBy('users.id')
        .limit(CSV_BATCH)
        .execute(),
  );

/** The CSV of the agent's influencers under `filter`, as a stream of UTF-8 text with a BOM. */
export const influencersCsv = (db: Db, scope: InfluencerScope, filter: PeopleFilter): Stringifier =>
  csvStream(INFLUENCERS_CSV_HEADER, rows(db, scope, filter), (row) => [
    row.name,
    row.username,
    row.mobile_phone ?? '',
    cnpjStatusText(row.status_cnpj),
    activeText(row.active),
    csvDate(row.created_at),
    String(toInt(row.sales_count)),
    csvMoney(toInt(row.sales_cents)),
    csvMoney(toInt(row.commissions_cents)),
  ]);
