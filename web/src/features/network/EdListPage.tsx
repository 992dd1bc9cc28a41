import { ED_SEARCH_MAX_LENGTH } from '@portal/schema/constants';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { ExportCsvButton } from '@/ui/ExportCsvButton.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { SearchField } from '@/ui/SearchField.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
import { useEdsQuery } from './__generated__/eds.ts';
import { EdsTable } from './EdsTable.tsx';

const StyledSearch = styled(SearchField)`
  max-width: 420px;
`;

export const noEdsFoundText = (search: string) => `Nenhum ED encontrado para "${search}".`;

/** The gateway's file route of the ED list (gateway/src/domains/network/files.ts), with the list's search. */
export const edsCsvPath = (search: string) =>
  search ? `/files/eds.csv?search=${encodeURIComponent(search)}` : '/files/eds.csv';

/**
 * The ED list of 'Gerenciador de EDs' (/gerenciador-ed, a branch's own unit) and 'Gerenciador ED'
 * (/lista-dos-afiliados, holding and admin: the network). The server scopes the rows by the viewer,
 * pages them and searches (word prefixes of the name, or the e-mail).
 */
export const EdListPage = () => {
  const title = useRouteTitle();
  const basePath = useLocation().pathname.replace(/\/+$/, '');
  const table = useServerTable('name', 'asc', { searchMaxLength: ED_SEARCH_MAX_LENGTH });
  const { search } = table;

  const { data, previousData, loading, refetch } = useEdsQuery({
    variables: { ...table.searchVariables, order: table.order },
  });
  const eds = (data ?? previousData)?.eds;

  return (
    <Stack as="section">
      <PageTitle
        title={title}
        actions={<ExportCsvButton path={edsCsvPath(search)} fallbackName="eds.csv" />}
      />
      <StyledSearch
        label="Buscar ED"
        table={table}
        placeholder="Nome ou e-mail"
        maxLength={ED_SEARCH_MAX_LENGTH}
        hint="Digite o início de cada palavra do nome ou o e-mail completo."
      />
      {!eds && !loading ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <EdsTable
          label={title}
          basePath={basePath}
          eds={eds?.items ?? []}
          loading={loading && !eds}
          emptyText={search ? noEdsFoundText(search) : undefined}
          pagination={table.tableProps(eds?.totalRows ?? 0)}
        />
      )}
    </Stack>
  );
};
