/**
 * Files the gateway serves to the same bearer token the GraphQL calls carry, as attachments (an
 * invoice's PDF, a sales or report CSV, the ED list). A plain link cannot send that header, so the
 * pages fetch the file and hand it to the browser as a download under the name the server gave it.
 */

/** Hands a fetched file to the browser as a download under `name`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click the browser holds its own reference to the file.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, or `fallback`. */
export const fileNameOf = (disposition: string | null, fallback: string): string =>
  disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;

/** Fetches `path` with the session's token and saves it (the whole file at once; see the reports' progress reader for a streamed one). */
export async function downloadFile(path: string, token: string | null, fallbackName: string): Promise<void> {
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition'), fallbackName));
}

/** Saves a file the server sent as base64 in a GraphQL answer (Meu Perfil's contract PDF). */
export const downloadBase64 = (fileName: string, base64: string, type: string): void =>
  saveFile(new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type }), fileName);

/** How far a streamed CSV download got (the reports' and the ED list's progress). */
export interface DownloadProgress {
  /** Data rows received so far (the header line not counted). */
  rows: number;
  /** Data rows in the whole file (the server's X-Report-Rows); null when it did not say. */
  totalRows: number | null;
  bytes: number;
}

const NEWLINE = 10;

const countLines = (chunk: Uint8Array): number => {
  let lines = 0;
  for (const byte of chunk) if (byte === NEWLINE) lines += 1;
  return lines;
};

/**
 * Fetches a CSV at `path` with the session's token, reading the body chunk by chunk and counting
 * lines, so the screen shows the download's progress against the row count the server announces
 * (X-Report-Rows); the chunks then become the file the browser saves under the server's name.
 */
export async function downloadCsvWithProgress(
  path: string,
  token: string | null,
  onProgress: (progress: DownloadProgress) => void,
  fallbackName: string,
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
    fileNameOf(response.headers.get('content-disposition'), fallbackName),
  );
}
