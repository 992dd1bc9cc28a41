/**
 * 'Baixar': the gateway serves an invoice's PDF at `pdfPath` to the same bearer token the GraphQL
 * calls carry, as an attachment. A plain link cannot send that header, so the file is fetched and
 * handed to the browser as a download under the name the server gave it.
 */
import { attachmentName, saveFile } from '@/lib/saveFile.ts';

const FALLBACK_NAME = 'nota-fiscal.pdf';

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
export const fileNameOf = (disposition: string | null): string => attachmentName(disposition, FALLBACK_NAME);

export async function downloadInvoice(path: string, token: string | null): Promise<void> {
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition')));
}
