import { ED_SEARCH_MAX_LENGTH } from '@portal/schema/constants';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { notify } from '@/app/notify.ts';
import { useRouteTitle } from '@/app/RouteTitle.tsx';
import { downloadBase64 } from '@/lib/download.ts';
import { Button } from '@/ui/Button.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { useServerTable } from '@/ui/useServerTable.ts';
import { useEdsCsvLazyQuery, useEdsQuery } from './__generated__/eds.ts';
import { EdsTable } from './EdsTable.tsx';

const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const StyledSearch = styled(TextField)`
  max-width: 420px;
`;

export const noEdsFoundText = (search: string) => `Nenhum ED encontrado para "${search}".`;

/** 'Exportar CSV': the list with its current search, as the server writes it (pt-BR CSV). */
const ExportCsvButton = ({ search }: { search: string }) => {
  const [fetchCsv, { loading }] = useEdsCsvLazyQuery({ fetchPolicy: 'no-cache' });
  const exportCsv = async () => {
    try {
      const { data } = await fetchCsv({ variables: { search: search || null } });
      if (!data) return void notify.error();
      downloadBase64(data.edsCsv.fileName, data.edsCsv.contentBase64, 'text/csv;charset=utf-8');
    } catch (error) {
      notify.error(error instanceof Error ? error.message : undefined);
    }
  };
  return (
    <Button variant="secondary" loading={loading} onClick={() => void exportCsv()}>
      Exportar CSV
    </Button>
  );
};

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
    variables: { page: table.page, pageSize: table.pageSize, order: table.order, search: search || null },
  });
  const eds = (data ?? previousData)?.eds;

  return (
    <StyledPage>
      <PageTitle title={title} actions={<ExportCsvButton search={search} />} />
      <StyledSearch
        label="Buscar ED"
        type="search"
        placeholder="Nome ou e-mail"
        value={table.searchInput}
        maxLength={ED_SEARCH_MAX_LENGTH}
        onChange={(event) => table.setSearchInput(event.target.value)}
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
    </StyledPage>
  );
};
