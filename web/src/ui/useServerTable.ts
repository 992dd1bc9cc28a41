import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SortDirection as GraphQLSortDirection } from '@/__generated__/types.ts';
import { type ListState, readListParams, writeListParams } from './listParams.ts';
import type { SortDirection, SortState } from './Table.tsx';

/** How long a search box waits for typing to stop before the list (and the URL) follow it. */
export const SEARCH_DEBOUNCE_MS = 400;

/** What a server-paginated DataTable needs from its page (docs/product.md §14.1: sizes 5–100, default 10). */
export interface ServerTableProps {
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
  sort: SortState;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  onSortChange: (sort: SortState) => void;
}

export interface ServerTableOptions<F extends string> {
  /** The values of the list's status filter. */
  filters?: readonly F[];
  /** The list has a search box; its longest accepted text. */
  searchMaxLength?: number;
  /** The size shown when the URL names none (default DEFAULT_PAGE_SIZE). */
  defaultPageSize?: number;
}

export interface ServerTable<F extends string = never> {
  /** Zero-based. */
  page: number;
  pageSize: number;
  /** The direction the server sorts by its default column (date, cycle number, name...). */
  order: GraphQLSortDirection;
  /** Spread into DataTable once the total is known. */
  /** `totalCapped`: the server counted up to a cap and more rows exist (the last page is the cap's). */
  tableProps: (total: number, totalCapped?: boolean) => ServerTableProps;
  filter: F | null;
  /** A new filter starts again on page 1 and is a history entry of its own. */
  setFilter: (filter: F | null) => void;
  /** What the search box shows, as typed. */
  searchInput: string;
  setSearchInput: (text: string) => void;
  /** The settled, trimmed search the list is filtered by ('' for none). */
  search: string;
  /** The page and the search as a searchable list's query takes them (search null for none). */
  searchVariables: { page: number; pageSize: number; search: string | null };
}

/**
 * Page, size, direction, status filter and search of a server-side list, kept in the URL so Back
 * from a detail page restores the list and a link to it can be bookmarked or shared. Upstream sorts
 * each list by one column (newest first by default; names A–Z), so the table's only sortable column
 * flips that direction.
 *
 * Page, size, sort and filter changes push a history entry (Back undoes them one by one); the
 * search, settled after SEARCH_DEBOUNCE_MS, replaces the current one (typing is not history). Any
 * change of filter or search goes back to page 1 in the same URL update, so it costs one request.
 */
export const useServerTable = <F extends string = never>(
  sortKey: string,
  direction: SortDirection = 'desc',
  { filters = [], searchMaxLength = 0, defaultPageSize }: ServerTableOptions<F> = {},
): ServerTable<F> => {
  const [params, setParams] = useSearchParams();
  const defaults = { direction, ...(defaultPageSize === undefined ? {} : { pageSize: defaultPageSize }) };
  const state = readListParams(params, { ...defaults, filters, searchMaxLength });
  // The URL as of the last render, read by timers and effects, and what this hook wrote since: the
  // table reports a size change and then page 0 in one event, and the second update must build on
  // the first (react-router's setter reads the params of its own render) and add no history entry.
  const current = useRef(params);
  useLayoutEffect(() => {
    current.current = params;
  });
  const pending = useRef<{ from: URLSearchParams; to: URLSearchParams } | null>(null);
  const update = (changes: Partial<ListState<F>>, replace = false) => {
    const base = pending.current?.from === current.current ? pending.current.to : current.current;
    const next = writeListParams(base, changes, defaults);
    if (next.toString() === base.toString()) return;
    pending.current = { from: current.current, to: next };
    setParams(next, { replace, preventScrollReset: true });
  };

  const [searchInput, setSearchInput] = useState(state.search);
  // Back and Forward change the URL under the box: show what the URL now says.
  const [shownSearch, setShownSearch] = useState(state.search);
  if (shownSearch !== state.search) {
    setShownSearch(state.search);
    setSearchInput(state.search);
  }
  const settled = searchInput.trim().slice(0, searchMaxLength);
  const searchChanged = settled !== state.search;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `update` is rebuilt every render; the timer must restart only when the text does.
  useEffect(() => {
    if (!searchChanged) return;
    const timer = setTimeout(() => update({ search: settled, page: 0 }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [settled, searchChanged]);

  // A bookmarked page past the end (the list shrank since) moves to the last page once the total
  // is known; the value is read in an effect because tableProps runs during render.
  const lastPage = useRef<number | null>(null);
  useEffect(() => {
    if (lastPage.current !== null && state.page > lastPage.current) update({ page: lastPage.current }, true);
  });

  return {
    page: state.page,
    pageSize: state.pageSize,
    order: state.direction === 'asc' ? 'ASC' : 'DESC',
    filter: state.filter,
    setFilter: (filter) => update({ filter, page: 0 }),
    searchInput,
    setSearchInput,
    search: state.search,
    searchVariables: { page: state.page, pageSize: state.pageSize, search: state.search || null },
    tableProps: (total, totalCapped = false) => {
      lastPage.current = total > 0 ? Math.ceil(total / state.pageSize) - 1 : null;
      return {
        total,
        totalCapped,
        page: state.page,
        pageSize: state.pageSize,
        sort: { key: sortKey, direction: state.direction },
        onPageChange: (page) => update({ page }),
        // The rows before the first one shown stay before it: back to page 1, like a new filter.
        onPageSizeChange: (pageSize) => update({ pageSize, page: 0 }),
        onSortChange: (sort) => update({ direction: sort.direction, page: 0 }),
      };
    },
  };
};
