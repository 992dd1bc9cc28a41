import { ED_SEARCH_MAX_LENGTH } from '@portal/schema/constants';
import { useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { downloadCsvWithProgress, type DownloadProgress as Progress } from '@/lib/download.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { useSessionStore } from '@/platform/session/SessionProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { DownloadProgress } from '@/ui/DownloadProgress.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
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

export const CSV_DOWNLOAD_ERROR = 'Não foi possível exportar o CSV. Tente novamente.';

/** The gateway's file route of the ED list (gateway/src/domains/network/files.ts), with the list's search. */
export const edsCsvPath = (search: string) =>
  search ? `/files/eds.csv?search=${encodeURIComponent(search)}` : '/files/eds.csv';

const StyledExport = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  min-width: 12rem;
`;

/**
 * 'Exportar CSV': the list with its current search, streamed by the gateway as the server writes it
 * (pt-BR CSV), with the download's progress as Relatórios show it.
 */
const ExportCsvButton = ({ search }: { search: string }) => {
  const store = useSessionStore();
  const [progress, setProgress] = useState<Progress | null>(null);
  const exportCsv = async () => {
    try {
      await downloadCsvWithProgress(edsCsvPath(search), store.getToken(), setProgress, 'eds.csv');
    } catch {
      notify.error(CSV_DOWNLOAD_ERROR);
    } finally {
      setProgress(null);
    }
  };
  return (
    <StyledExport>
      <Button variant="secondary" loading={progress !== null} onClick={() => void exportCsv()}>
        Exportar CSV
      </Button>
      {progress && <DownloadProgress progress={progress} />}
    </StyledExport>
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
    variables: { ...table.searchVariables, order: table.order },
  });
  const eds = (data ?? previousData)?.eds;

  return (
    <Stack as="section">
      <PageTitle title={title} actions={<ExportCsvButton search={search} />} />
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
