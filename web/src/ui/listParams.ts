import { DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from '@portal/schema/constants';
import type { SortDirection } from './tableSort.ts';

/**
 * The URL parameters of a server-paged list, in pt-BR because people read and share these links:
 * `?pagina=2&itens=25&ordem=asc&status=PAID&busca=ana`. The page is one-based in the URL (what the
 * footer shows) and zero-based in the code (what the gateway takes).
 */
export const LIST_PARAMS = {
  page: 'pagina',
  pageSize: 'itens',
  order: 'ordem',
  filter: 'status',
  search: 'busca',
} as const;

export interface ListDefaults {
  direction: SortDirection;
  /** The list's own default size when not DEFAULT_PAGE_SIZE (the Salesforce errors: 25). */
  pageSize?: number;
}

export interface ListSpec<F extends string> extends ListDefaults {
  /** The filter values the list accepts (GraphQL enum values); anything else means no filter. */
  filters: readonly F[];
  /** The longest search the gateway accepts; a longer one in the URL is cut to it. */
  searchMaxLength: number;
}

export interface ListState<F extends string> {
  /** Zero-based. */
  page: number;
  pageSize: number;
  direction: SortDirection;
  filter: F | null;
  search: string;
}

const POSITIVE_INTEGER = /^[1-9]\d{0,5}$/;

/**
 * The list's state from the URL. Anything invalid (page=-3, itens=7, an unknown status, a search
 * over the limit) falls back to its default, so a hand-edited or stale link never crashes the
 * page or sends the gateway an argument it refuses.
 */
export const readListParams = <F extends string>(
  params: URLSearchParams,
  spec: ListSpec<F>,
): ListState<F> => {
  const page = params.get(LIST_PARAMS.page) ?? '';
  const size = Number(params.get(LIST_PARAMS.pageSize));
  const order = params.get(LIST_PARAMS.order);
  const filter = params.get(LIST_PARAMS.filter);
  return {
    page: POSITIVE_INTEGER.test(page) ? Number(page) - 1 : 0,
    pageSize: (TABLE_PAGE_SIZES as readonly number[]).includes(size)
      ? size
      : (spec.pageSize ?? DEFAULT_PAGE_SIZE),
    direction: order === 'asc' || order === 'desc' ? order : spec.direction,
    filter: spec.filters.find((value) => value === filter) ?? null,
    search: (params.get(LIST_PARAMS.search) ?? '').trim().slice(0, spec.searchMaxLength),
  };
};

/**
 * `params` with `changes` applied; a value equal to its default is removed, so the list's own
 * address stays clean and two links to the same state are the same text. Other parameters (those
 * of the page around the list) are kept.
 */
export const writeListParams = <F extends string>(
  params: URLSearchParams,
  changes: Partial<ListState<F>>,
  defaults: ListDefaults,
): URLSearchParams => {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => {
    if (value === null) next.delete(name);
    else next.set(name, value);
  };
  if ('page' in changes) set(LIST_PARAMS.page, changes.page ? String(changes.page + 1) : null);
  if ('pageSize' in changes) {
    const fallback = defaults.pageSize ?? DEFAULT_PAGE_SIZE;
    set(LIST_PARAMS.pageSize, changes.pageSize === fallback ? null : String(changes.pageSize));
  }
  if ('direction' in changes) {
    set(LIST_PARAMS.order, changes.direction === defaults.direction ? null : (changes.direction ?? null));
  }
  if ('filter' in changes) set(LIST_PARAMS.filter, changes.filter ?? null);
  if ('search' in changes) set(LIST_PARAMS.search, changes.search || null);
  return next;
};
