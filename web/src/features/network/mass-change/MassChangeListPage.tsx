/**
 * 'Alteração em massa' (docs/product.md §1.4, holding): the jobs list, who ran what and when,
 * newest first, under the list toolbar (docs/architecture.md "Lists"). One GraphQL request.
 */
import { NETWORK_LIST_SEARCH_MAX_LENGTH } from '@portal/schema/validation/network-units';
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatDateTime } from '@/lib/dates.ts';
import { getMassChangeStatus, MASS_CHANGE_STATUSES, statusOptions } from '@/lib/status.ts';
import { paths, pathTo } from '@/paths.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { ServerDataTable } from '@/ui/ServerDataTable.tsx';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import type { DataTableColumn } from '@/ui/Table.tsx';
import { useListFilters, withQuery } from '@/ui/useListFilters.tsx';
import { type MassChange_JobFragment, useMassChangesQuery } from './__generated__/massChange.ts';

/** The gateway's file route of the list (gateway/src/domains/network/files.ts); the toolbar adds the filters. */
export const MASS_CHANGES_CSV_PATH = '/files/mass-changes.csv';
export const NO_FILTERED_MASS_CHANGES = 'Nenhuma alteração em massa com esses filtros.';
export const noMassChangesFoundText = (search: string) =>
  `Nenhuma alteração em massa encontrada para "${search}".`;
/** The column the server sorts by (newest first). */
const JOB_SORT_KEY = 'createdAt';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: ${({ theme }) => theme.spacing(4, 0)};
`;

const JOB_COLUMNS: DataTableColumn<MassChange_JobFragment>[] = [
  {
    key: 'fileName',
    header: 'Arquivo',
    render: (job) => <Link to={pathTo(paths.massChangeJob, { jobId: job.id })}>{job.fileName}</Link>,
  },
  { key: 'requestedBy', header: 'Enviado por', render: (job) => job.requestedBy },
  { key: JOB_SORT_KEY, header: 'Data', sortable: true, render: (job) => formatDateTime(job.createdAt) },
  {
    key: 'state',
    header: 'Situação',
    render: (job) => <StatusBadge status={getMassChangeStatus(job.state)} />,
  },
  { key: 'totalRows', header: 'Linhas', align: 'right', render: (job) => job.totalRows },
  { key: 'changedRows', header: 'Alteradas', align: 'right', render: (job) => job.changedRows ?? '—' },
];

/**
 * Who ran what and when, newest first, under the list toolbar (file or sender, state, sending
 * period, Exportar CSV), its state in the URL.
 */
export const MassChangeListPage = () => {
  const title = useRouteTitle();
  const filters = useListFilters({
    sortKey: JOB_SORT_KEY,
    label: 'Filtrar as alterações em massa',
    search: {
      label: 'Buscar alteração',
      placeholder: 'Arquivo ou quem enviou',
      maxLength: NETWORK_LIST_SEARCH_MAX_LENGTH,
    },
    statusOptions: statusOptions(MASS_CHANGE_STATUSES),
    filteredEmptyText: NO_FILTERED_MASS_CHANGES,
  });
  const { data, previousData, loading, refetch } = useMassChangesQuery({
    variables: filters.variables,
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
  });
  return (
    <section>
      <PageTitle title={title} />
      <StyledActions>
        <Link to={paths.massChangeNew}>Nova alteração em massa</Link>
      </StyledActions>
      {filters.toolbar({
        path: withQuery(MASS_CHANGES_CSV_PATH, filters.csvQuery),
        fallbackName: 'alteracoes-em-massa.csv',
      })}
      <ServerDataTable
        list={(data ?? previousData)?.massChanges}
        query={{ loading, refetch }}
        table={filters.table}
        noMatchText={noMassChangesFoundText}
        label="Alterações em massa"
        columns={JOB_COLUMNS}
        emptyText={filters.emptyText ?? 'Nenhuma alteração em massa enviada.'}
      />
    </section>
  );
};
