/**
 * 'Baixar': the gateway serves an invoice's PDF at `pdfPath` to the same bearer token the GraphQL
 * calls carry, as an attachment (lib/download.ts fetches it and hands it to the browser).
 */
import { downloadFile, fileNameOf as fileNameWithFallback } from '@/lib/download.ts';

const FALLBACK_NAME = 'nota-fiscal.pdf';

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
export const fileNameOf = (disposition: string | null): string =>
  fileNameWithFallback(disposition, FALLBACK_NAME);

export const downloadInvoice = (path: string, token: string | null): Promise<void> =>
  downloadFile(path, token, FALLBACK_NAME);
