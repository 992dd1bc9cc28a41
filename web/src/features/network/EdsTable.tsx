import { Link } from 'react-router';
import { formatDate } from '@/lib/dates.ts';
import { getCnpjStatus } from '@/lib/status.ts';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import type { ServerTableProps } from '@/ui/useServerTable.ts';
import type { EdsTable_EdFragment } from './__generated__/eds.ts';

export interface EdsTableProps {
  eds: readonly EdsTable_EdFragment[];
  pagination: ServerTableProps;
  loading: boolean;
  label: string;
  /** docs/product.md §14.1's text by default; a search without results says so instead. */
  emptyText?: string;
  /** The list's own path: a row's name links to `${basePath}/${id}`, the ED details. */
  basePath: string;
}

const columns = (basePath: string): DataTableColumn<EdsTable_EdFragment>[] => [
  // The only server-side order is by name (A–Z by default); the header flips it.
  {
    key: 'name',
    header: 'Nome',
    sortable: true,
    render: (row) => (
      <Link to={`${basePath}/${encodeURIComponent(row.id)}`}>
        {row.active ? row.name : `${row.name} (desativado)`}
      </Link>
    ),
  },
  { key: 'email', header: 'E-mail', render: (row) => row.email },
  { key: 'unit', header: 'Unidade', render: (row) => row.unit?.name ?? '—' },
  { key: 'statusCnpj', header: 'Status CNPJ', render: (row) => getCnpjStatus(row.statusCnpj).label },
  { key: 'createdAt', header: 'Cadastro', render: (row) => formatDate(row.createdAt) },
];

/** One server page of EDs. */
export const EdsTable = ({ eds, pagination, loading, label, emptyText, basePath }: EdsTableProps) => (
  <DataTable
    label={label}
    rows={eds}
    columns={columns(basePath)}
    loading={loading}
    defaultSort={null}
    {...(emptyText ? { emptyText } : {})}
    {...pagination}
  />
);
