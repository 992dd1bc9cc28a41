/**
 * 'Baixar CSV' (docs/product.md §11.4): the gateway streams a report's CSV at `csvPath` to the same
 * bearer token the GraphQL calls carry. The body is read chunk by chunk, counting bytes and lines,
 * so the screen shows the download's progress against the row count upstream announces
 * (X-Report-Rows); the chunks then become the file the browser saves under the server's name.
 */
import { fileNameOf, saveFile } from '@/lib/download.ts';

export interface ReportProgress {
  /** Data rows received so far (the header line not counted). */
  rows: number;
  /** Data rows in the whole file; null when the server did not say. */
  totalRows: number | null;
  bytes: number;
}

const FALLBACK_NAME = 'relatorio.csv';
const NEWLINE = 10;

const countLines = (chunk: Uint8Array): number => {
  let lines = 0;
  for (const byte of chunk) if (byte === NEWLINE) lines += 1;
  return lines;
};

export async function downloadReport(
  path: string,
  token: string | null,
  onProgress: (progress: ReportProgress) => void,
): Promise<void> {
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok || !response.body) throw new Error(`download failed: ${response.status}`);
  const announced = response.headers.get('x-report-rows');
  const totalRows = announced !== null && /^\d+$/.test(announced) ? Number(announced) : null;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  let lines = 0;
  onProgress({ rows: 0, totalRows, bytes: 0 });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    lines += countLines(value);
    // The first line is the header.
    onProgress({ rows: Math.max(0, lines - 1), totalRows, bytes });
  }
  saveFile(
    new Blob(chunks, { type: 'text/csv;charset=utf-8' }),
    fileNameOf(response.headers.get('content-disposition'), FALLBACK_NAME),
  );
}
