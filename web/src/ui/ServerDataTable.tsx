import { ErrorState } from './ErrorState.tsx';
import { DataTable, type DataTableProps } from './Table.tsx';
import type { ServerTable, ServerTableProps } from './useServerTable.ts';

export interface ServerDataTableProps<T>
  extends Omit<DataTableProps<T>, 'rows' | 'loading' | keyof ServerTableProps> {
  /** The page the server sent (or the previous one while the next loads); none before the first. */
  list: { items: readonly T[]; totalRows: number } | null | undefined;
  loading: boolean;
  onRetry: () => void;
  table: Pick<ServerTable, 'tableProps'>;
}

/**
 * A server-paged list's table: the page's rows with the list's paging, or, when no page came and
 * none is loading, the error with a retry. The previous page stays on screen while the next loads.
 */
export const ServerDataTable = <T,>({ list, loading, onRetry, table, ...props }: ServerDataTableProps<T>) =>
  !list && !loading ? (
    <ErrorState onRetry={onRetry} />
  ) : (
    <DataTable
      rows={list?.items ?? []}
      loading={loading && !list}
      {...props}
      {...table.tableProps(list?.totalRows ?? 0)}
    />
  );
