import { formatDate, formatDateTime } from '@/lib/dates.ts';
import { Button } from '@/ui/Button.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import type { ApiClientsTable_ClientFragment } from './__generated__/integrators.ts';
import { scopeLabel } from './scopes.ts';

export interface ApiClientsTableProps {
  clients: readonly ApiClientsTable_ClientFragment[];
  loading: boolean;
  onRevoke: (client: ApiClientsTable_ClientFragment) => void;
}

const situation = (client: ApiClientsTable_ClientFragment, now: number): string => {
  if (client.revokedAt) return `Revogada em ${formatDate(client.revokedAt)}`;
  if (client.expiresAt && Date.parse(client.expiresAt) <= now) return 'Expirada';
  return 'Ativa';
};

const isActive = (client: ApiClientsTable_ClientFragment, now: number) => situation(client, now) === 'Ativa';

/** The viewer's keys, newest first (the server's order); revoked ones stay listed. */
export const ApiClientsTable = ({ clients, loading, onRevoke }: ApiClientsTableProps) => {
  const now = Date.now();
  const columns: DataTableColumn<ApiClientsTable_ClientFragment>[] = [
    { key: 'name', header: 'Nome', render: (row) => row.name },
    { key: 'id', header: 'ID do cliente', render: (row) => <code>{row.id}</code> },
    { key: 'scopes', header: 'Permissões', render: (row) => row.scopes.map(scopeLabel).join(', ') },
    { key: 'createdAt', header: 'Criada em', render: (row) => formatDate(row.createdAt) },
    {
      key: 'lastUsedAt',
      header: 'Último uso',
      render: (row) => (row.lastUsedAt ? formatDateTime(row.lastUsedAt) : 'Nunca usada'),
    },
    {
      key: 'expiresAt',
      header: 'Validade',
      render: (row) => (row.expiresAt ? formatDate(row.expiresAt) : 'Até revogar'),
    },
    { key: 'situation', header: 'Situação', render: (row) => situation(row, now) },
    {
      key: 'actions',
      header: 'Ações',
      render: (row) =>
        isActive(row, now) ? (
          <Button
            variant="danger"
            size="small"
            aria-label={`Revogar ${row.name}`}
            onClick={() => onRevoke(row)}
          >
            Revogar
          </Button>
        ) : null,
    },
  ];
  return (
    <DataTable
      label="Chaves de API"
      rows={clients}
      columns={columns}
      loading={loading}
      defaultSort={null}
      emptyText="Nenhuma chave de API criada."
    />
  );
};
