/**
 * What a sales list's toolbar narrows it to (Suas vendas, Todas as vendas): a search, statuses and
 * a period of payment days. Each list adds its own row scope; the list, its count and its CSV
 * read the same condition, so the file holds what the screen shows.
 */
import type { Request } from 'express';
import { type RawBuilder, sql } from 'kysely';
import { SALE_STATUSES, type SaleStatus } from '../db/finance-types.ts';
import { containsPattern, dayPeriod, searchText, statusFilter } from './params.ts';

export const SALE_SEARCH_MAX = 100;
export const SALE_SEARCH_MESSAGE = `Parâmetro search inválido: use no máximo ${SALE_SEARCH_MAX} caracteres.`;

/** An empty `statuses` means every status. */
export interface SaleFilter {
  /** The whole payment id, or a piece of the customer's name (case and accents ignored). */
  search: string | null;
  statuses: readonly SaleStatus[];
  /** Payment dates from this instant (inclusive)… */
  from?: Date;
  /** …up to this one (exclusive). */
  to?: Date;
}

export const NO_SALE_FILTER: SaleFilter = { search: null, statuses: [] };

/** The toolbar's query: `search`, `status` (repeated or comma-separated) and the days `from`, `to`. */
export const saleFilterOf = (req: Request): SaleFilter => ({
  search: searchText(req, SALE_SEARCH_MAX, SALE_SEARCH_MESSAGE) || null,
  statuses: statusFilter(req, SALE_STATUSES),
  ...dayPeriod(req),
});

/**
 * A LIKE pattern matching `text` anywhere in a `*_key` column (lower case, accents dropped, as the
 * generated name keys are), its own `%`, `_` and `\` taken literally.
 */
export const foldedContains = (text: string): string =>
  containsPattern(text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''));

/** The filter as conditions on `sales` (none for an empty filter), to be and-ed with a scope. */
export function saleFilterParts(filter: SaleFilter): RawBuilder<boolean>[] {
  const parts: RawBuilder<boolean>[] = [];
  const { search, statuses, from, to } = filter;
  if (search) {
    parts.push(
      sql<boolean>`(sales.payment_id = ${search} or sales.customer_name_key like ${foldedContains(search)})`,
    );
  }
  if (statuses.length > 0) parts.push(sql<boolean>`sales.status in (${sql.join(statuses)})`);
  if (from) parts.push(sql<boolean>`sales.payment_date >= ${from}`);
  if (to) parts.push(sql<boolean>`sales.payment_date < ${to}`);
  return parts;
}

/** `scope` and-ed with the filter's conditions. */
export const filteredSales = (scope: RawBuilder<boolean>, filter: SaleFilter): RawBuilder<boolean> =>
  sql<boolean>`(${sql.join([scope, ...saleFilterParts(filter)], sql` and `)})`;
