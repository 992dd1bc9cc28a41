import { ED_SEARCH_MAX_LENGTH } from '@portal/schema/constants';
import { useLocation } from 'react-router';
import { ED_LIST_FILTERS } from '@/lib/status.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { useListFilters, withQuery } from '@/ui/useListFilters.tsx';
import { useEdsQuery } from './__generated__/eds.ts';
import { EdsTable } from './EdsTable.tsx';

export const noEdsFoundText = (search: string) => `Nenhum ED encontrado para "${search}".`;
export const NO_FILTERED_EDS = 'Nenhum ED com esses filtros.';

/** The gateway's file route of the ED list (gateway/src/domains/network/files.ts); the toolbar adds the filters. */
export const EDS_CSV_PATH = '/files/eds.csv';

/**
 * The ED list of 'Gerenciador de EDs' (/gerenciador-ed, a branch's own unit) and 'Gerenciador ED'
 * (/lista-dos-afiliados, holding and admin: the network). The server scopes the rows by the viewer,
 * pages them, searches (word prefixes of the name, or the e-mail) and filters them by status
 * (Ativo, Desativado, Pendentes: the accreditations under way) and registration period; 'Exportar
 * CSV' streams the same filter.
 */
export const EdListPage = () => {
  const title = useRouteTitle();
  const basePath = useLocation().pathname.replace(/\/+$/, '');
  const filters = useListFilters({
    sortKey: 'name',
    direction: 'asc',
    label: 'Filtrar os EDs',
    search: { label: 'Buscar ED', placeholder: 'Nome ou e-mail', maxLength: ED_SEARCH_MAX_LENGTH },
    statusOptions: ED_LIST_FILTERS,
    filteredEmptyText: NO_FILTERED_EDS,
  });
  const { table } = filters;

  const { data, previousData, loading, refetch } = useEdsQuery({ variables: filters.variables });
  const eds = (data ?? previousData)?.eds;

  return (
    <Stack as="section">
      <PageTitle title={title} />
      {filters.toolbar({ path: withQuery(EDS_CSV_PATH, filters.csvQuery), fallbackName: 'eds.csv' })}
      {!eds && !loading ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <EdsTable
          label={title}
          basePath={basePath}
          eds={eds?.items ?? []}
          loading={loading && !eds}
          emptyText={
            table.search ? noEdsFoundText(table.search) : filters.filtered ? NO_FILTERED_EDS : undefined
          }
          pagination={table.tableProps(eds?.totalRows ?? 0)}
        />
      )}
    </Stack>
  );
};
