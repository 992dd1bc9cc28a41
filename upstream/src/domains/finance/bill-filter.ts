/**
 * What a bills list's toolbar narrows it to (Faturamento, Notas Fiscais): a search, statuses and a
 * period of cycles. The matching cycles, producers, users and units are looked up first (small
 * tables, or indexes on names and CNPJs), so the list's query gets their ids as lists the bills
 * indexes serve; the list, its count and its CSV read the same condition.
 */
import { normalizeCnpj } from '@portal/schema/documents/cnpj';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { BillStatus } from '../../db/finance-types.ts';
import { searchTooLong } from '../../kernel/params.ts';
import { anyOf } from '../../kernel/scope.ts';
import { matchesWords, wordPrefixQuery } from './search.ts';

/** Longest `search` accepted (a name, a CNPJ or a cycle number fit easily). */
export const BILL_SEARCH_MAX = 100;
export const BILL_SEARCH_MESSAGE = searchTooLong(BILL_SEARCH_MAX);

export interface BillFilter {
  statuses: readonly BillStatus[];
  /** Trimmed; empty for none. */
  search: string;
  /** Bills of the cycles that end from this instant (inclusive)… */
  from?: Date;
  /** …and start before this one (exclusive): the cycles the period overlaps. */
  to?: Date;
}

export const NO_BILL_FILTER: BillFilter = { statuses: [], search: '' };

/** The filter narrows the list beyond its statuses (the kept per-status totals no longer count it). */
export const searchesOrPeriod = (filter: BillFilter): boolean =>
  filter.search !== '' || filter.from !== undefined || filter.to !== undefined;

const idsIn = (rows: { id: string }[]) => rows.map((row) => row.id);

/** `column in (ids)`, or nothing when no row matched. */
const inIds = (column: string, ids: string[], side?: 'affiliate' | 'branch'): RawBuilder<unknown>[] =>
  ids.length === 0
    ? []
    : [
        side
          ? sql`(bills.side = ${side} and ${sql.ref(column)} in (${sql.join(ids)}))`
          : sql`${sql.ref(column)} in (${sql.join(ids)})`,
      ];

type OwnerTable = 'producers' | 'users' | 'organisations';

/** Conditions on the bills of the producers, affiliates and units `find` returns. */
async function billsOfOwners(
  find: (table: OwnerTable) => Promise<{ id: string }[]>,
): Promise<RawBuilder<unknown>[]> {
  const [producers, users, units] = await Promise.all([
    find('producers'),
    find('users'),
    find('organisations'),
  ]);
  return [
    ...inIds('bills.producer_id', idsIn(producers)),
    ...inIds('bills.user_id', idsIn(users), 'affiliate'),
    ...inIds('bills.unit_id', idsIn(units), 'branch'),
  ];
}

/**
 * What `search` matches: 1–3 digits a cycle number; 4–14 letters or digits (punctuation and
 * spaces ignored, any case: schema's CNPJ normal form) the start of the CNPJ of the producer or
 * of the payee (an affiliate's company, a unit); words (as prefixes) the producer's name or the
 * payee's.
 */
export async function billSearchCondition(db: Db, text: string): Promise<RawBuilder<boolean>> {
  const parts: RawBuilder<unknown>[] = [];
  const cnpj = normalizeCnpj(text);
  if (/^\d{1,3}$/.test(cnpj)) {
    const cycles = await db
      .selectFrom('commercial_cycles')
      .select('id')
      .where('number', '=', Number(cnpj))
      .execute();
    parts.push(...inIds('bills.cycle_id', idsIn(cycles)));
  } else if (/^[0-9A-Z]{4,14}$/.test(cnpj)) {
    parts.push(
      ...(await billsOfOwners((table) =>
        db.selectFrom(table).select('id').where('cnpj', 'like', `${cnpj}%`).execute(),
      )),
    );
  }
  const words = wordPrefixQuery(text);
  if (words) {
    parts.push(
      ...(await billsOfOwners((table) =>
        db.selectFrom(table).select('id').where(matchesWords('name', words)).execute(),
      )),
    );
  }
  return anyOf(parts);
}

/** Bills of the commercial cycles the period overlaps (a cycle is a week: a handful of ids). */
async function periodCondition(db: Db, from?: Date, to?: Date): Promise<RawBuilder<boolean>> {
  let query = db.selectFrom('commercial_cycles').select('id');
  if (from) query = query.where('ends_at', '>=', from);
  if (to) query = query.where('starts_at', '<', to);
  return anyOf(inIds('bills.cycle_id', idsIn(await query.execute())));
}

/**
 * The filter's search and period as conditions on `bills` (none for an empty filter), to be
 * and-ed with a scope; the statuses are left to the list (each counts them its own way).
 */
export async function billFilterParts(db: Db, filter: BillFilter): Promise<RawBuilder<boolean>[]> {
  const parts: RawBuilder<boolean>[] = [];
  if (filter.search !== '') parts.push(await billSearchCondition(db, filter.search));
  if (filter.from || filter.to) parts.push(await periodCondition(db, filter.from, filter.to));
  return parts;
}
