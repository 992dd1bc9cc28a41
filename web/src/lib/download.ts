/**
 * Files the gateway serves to the same bearer token the GraphQL calls carry, as attachments (an
 * invoice's PDF, a sales CSV). A plain link cannot send that header, so the file is fetched and
 * handed to the browser as a download under the name the server gave it.
 */

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
export const fileNameOf = (disposition: string | null, fallback: string): string =>
  disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;

export async function downloadFile(path: string, token: string | null, fallbackName: string): Promise<void> {
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click the browser holds its own reference to the file.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
