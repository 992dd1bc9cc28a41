/**
 * 'Baixar CSV' (docs/product.md §11.4): the gateway streams a report's CSV at `csvPath` to the same
 * bearer token the GraphQL calls carry; lib/download.ts reads it with its progress against the row
 * count upstream announces (X-Report-Rows) and saves it under the server's name.
 */
import { type DownloadProgress, downloadCsvWithProgress } from '@/lib/download.ts';

export type ReportProgress = DownloadProgress;

const FALLBACK_NAME = 'relatorio.csv';

export const downloadReport = (
  path: string,
  token: string | null,
  onProgress: (progress: ReportProgress) => void,
): Promise<void> => downloadCsvWithProgress(path, token, onProgress, FALLBACK_NAME);
