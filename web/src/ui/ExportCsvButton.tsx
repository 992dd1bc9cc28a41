import { useState } from 'react';
import styled from 'styled-components';
import { downloadCsvWithProgress, type DownloadProgress as Progress } from '@/lib/download.ts';
import { notify } from '@/platform/notify.ts';
import { useSessionStore } from '@/platform/session/SessionProvider.tsx';
import { Button } from './Button.tsx';
import { DownloadProgress } from './DownloadProgress.tsx';

export const CSV_DOWNLOAD_ERROR = 'Não foi possível exportar o CSV. Tente novamente.';

const StyledExport = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  /* The label stays on one line: squeezed beside the filters, the bar wraps the button whole instead. */
  flex-shrink: 0;

  & > button {
    white-space: nowrap;
  }
`;

export interface ExportCsvButtonProps {
  /** The gateway's file route with the list's own filters (what is on screen is what is exported). */
  path: string;
  /** The file's name when the server gives none. */
  fallbackName: string;
}

/**
 * 'Exportar CSV': the list under its current filters, streamed by the gateway as upstream writes
 * it (pt-BR CSV), with the download's progress as Relatórios show it.
 */
export const ExportCsvButton = ({ path, fallbackName }: ExportCsvButtonProps) => {
  const store = useSessionStore();
  const [progress, setProgress] = useState<Progress | null>(null);
  const exportCsv = async () => {
    try {
      await downloadCsvWithProgress(path, store.getToken(), setProgress, fallbackName);
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
