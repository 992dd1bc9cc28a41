import type { DownloadProgress as Progress } from '@/lib/download.ts';
import { formatWhole } from '@/lib/numbers.ts';
import { ProgressBar } from './ProgressBar.tsx';

/** '1.234 de 5.678 linhas' while a CSV downloads. */
export const progressText = ({ rows, totalRows }: Progress): string => {
  return totalRows === null
    ? `${formatWhole(rows)} linhas`
    : `${formatWhole(Math.min(rows, totalRows))} de ${formatWhole(totalRows)} linhas`;
};

/** A CSV download's bar and row count (Relatórios, the ED list), announced politely. */
export const DownloadProgress = ({ progress }: { progress: Progress }) => (
  <div aria-live="polite">
    <ProgressBar
      value={progress.totalRows ? Math.min(100, (progress.rows / Math.max(1, progress.totalRows)) * 100) : 0}
      label="Progresso do download"
    />
    <span>{progressText(progress)}</span>
  </div>
);
