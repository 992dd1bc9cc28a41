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

/** Saves a file the server sent as base64 in a GraphQL answer (the contract PDF, the ED list CSV). */
export const downloadBase64 = (fileName: string, base64: string, type: string): void =>
  saveFile(new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type }), fileName);
