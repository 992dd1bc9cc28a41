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
}

const COLUMNS: DataTableColumn<EdsTable_EdFragment>[] = [
  // The only server-side order is by name (A–Z by default); the header flips it.
  {
    key: 'name',
    header: 'Nome',
    sortable: true,
    render: (row) => (row.active ? row.name : `${row.name} (desativado)`),
  },
  { key: 'email', header: 'E-mail', render: (row) => row.email },
  { key: 'unit', header: 'Unidade', render: (row) => row.unit?.name ?? '—' },
  { key: 'statusCnpj', header: 'Status CNPJ', render: (row) => getCnpjStatus(row.statusCnpj).label },
  { key: 'createdAt', header: 'Cadastro', render: (row) => formatDate(row.createdAt) },
];

/** One server page of EDs. */
export const EdsTable = ({ eds, pagination, loading, label, emptyText }: EdsTableProps) => (
  <DataTable
    label={label}
    rows={eds}
    columns={COLUMNS}
    getRowKey={(row) => row.id}
    loading={loading}
    defaultSort={null}
    {...(emptyText ? { emptyText } : {})}
    {...pagination}
  />
);
