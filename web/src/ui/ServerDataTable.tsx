import { ErrorState } from './ErrorState.tsx';
import { DataTable, type DataTableProps } from './Table.tsx';
import type { ServerTableProps } from './useServerTable.ts';

type OwnProps = 'rows' | 'loading' | 'getRowKey' | 'defaultSort' | keyof ServerTableProps;

export interface ServerDataTableProps<T extends { id: string }> extends Omit<DataTableProps<T>, OwnProps> {
  /** The page the server sent (or the previous one while the next loads); none before the first. */
  list: { items: readonly T[]; totalRows: number } | null | undefined;
  /** The list's query: whether it is loading, and how to ask again after a failure. */
  query: { loading: boolean; refetch: () => unknown };
  /** The list's paging (useServerTable, or usePaging when it is not kept in the URL), and its search. */
  table: { tableProps: (total: number) => Partial<ServerTableProps>; search?: string };
  /** The empty list's text while a search is applied ('Nenhum produto encontrado para "…".'). */
  noMatchText?: (search: string) => string;
}

/**
 * A server-paged list's table: the page's rows (keyed by id) with the list's paging and order, or,
 * when no page came and none is loading, the error with a retry. The previous page stays on screen
 * while the next loads. The server orders the rows, so no client-side default sort is offered.
 */
export const ServerDataTable = <T extends { id: string }>({
  list,
  query,
  table,
  noMatchText,
  ...props
}: ServerDataTableProps<T>) =>
  !list && !query.loading ? (
    <ErrorState onRetry={() => void query.refetch()} />
  ) : (
    <DataTable
      rows={list?.items ?? []}
      loading={query.loading && !list}
      {...props}
      {...(table.search && noMatchText ? { emptyText: noMatchText(table.search) } : {})}
      {...table.tableProps(list?.totalRows ?? 0)}
    />
  );
