import { DEFAULT_PAGE_SIZE } from '@portal/schema/constants';
import { useState } from 'react';
import type { SortDirection as GraphQLSortDirection } from '@/__generated__/types.ts';
import type { SortState } from '@/ui/Table.tsx';

/** What a server-paginated DataTable needs from its page (SPEC §2.11: sizes 5–100, default 10). */
export interface ServerTableProps {
  total: number;
  page: number;
  pageSize: number;
  sort: SortState;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  onSortChange: (sort: SortState) => void;
}

export interface ServerTable {
  page: number;
  pageSize: number;
  /** The direction the server sorts by its default column (date, or cycle number for billings). */
  order: GraphQLSortDirection;
  /** Spread into DataTable once the total is known. */
  tableProps: (total: number) => ServerTableProps;
  /** Back to the first page, e.g. when a filter changes. */
  resetPage: () => void;
}

/**
 * Page, size and direction of a server-side list. Upstream sorts each list by one column (newest
 * first by default), so the table's only sortable column flips that direction.
 */
export const useServerTable = (sortKey: string): ServerTable => {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<SortState>({ key: sortKey, direction: 'desc' });

  return {
    page,
    pageSize,
    order: sort.direction === 'asc' ? 'ASC' : 'DESC',
    resetPage: () => setPage(0),
    tableProps: (total) => ({
      total,
      page,
      pageSize,
      sort,
      onPageChange: setPage,
      onPageSizeChange: setPageSize,
      onSortChange: setSort,
    }),
  };
};
