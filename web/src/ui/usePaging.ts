import { useState } from 'react';
import type { ServerTableProps } from './useServerTable.ts';

/** What a server-paged DataTable needs from a list paged in the component's state. */
export type PagingProps = Pick<
  ServerTableProps,
  'total' | 'page' | 'pageSize' | 'onPageChange' | 'onPageSizeChange'
>;

export interface Paging {
  /** Zero-based. */
  page: number;
  pageSize: number;
  /** Back to the first page, e.g. when a filter changes. */
  setPage: (page: number) => void;
  /** Spread into DataTable (or give to ServerDataTable) once the total is known. */
  tableProps: (total: number) => PagingProps;
}

/**
 * Page and page size of a server-paged list kept in the component's state, for the lists whose
 * paging is not worth a URL (a job's rows, the holding's integrations): a new size starts again on
 * page 1. Lists a user comes back to keep their state in the URL instead (useServerTable).
 */
export const usePaging = (initialPageSize = 10): Paging => {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const tableProps = (total: number): PagingProps => ({
    total,
    page,
    pageSize,
    onPageChange: setPage,
    onPageSizeChange: (size) => {
      setPageSize(size);
      setPage(0);
    },
  });
  return { page, pageSize, setPage, tableProps };
};
