/**
 * How files (invoice PDFs, the public documents) leave the portal API: with the type they are
 * (checked when they came in: invoices must start with %PDF), a Content-Disposition naming them,
 * and `X-Content-Type-Options: nosniff`, so no browser ever sniffs an uploaded file as HTML or
 * script and runs it on our origin.
 */
import { pipeline } from 'node:stream';
import type { Response } from 'express';

export interface FileAnswer {
  /** File name offered to the browser; ours, never the uploader's. */
  filename: string;
  /** 'inline' opens in the browser's PDF viewer (a new tab), 'attachment' downloads. */
  disposition?: 'inline' | 'attachment';
  /** Cache-Control: private data must say `private, no-store`. */
  cacheControl: string;
  /** An invoice may be the national NFS-e XML (migration 0041); a PDF otherwise. */
  mediaType?: 'application/pdf' | 'application/xml';
}

export function sendPdf(
  res: Response,
  pdf: Buffer,
  { filename, disposition = 'inline', cacheControl, mediaType = 'application/pdf' }: FileAnswer,
) {
  // Only safe characters reach the header: the names are ours, but a quote would break it.
  const safeName = filename.replace(/[^\w.-]/g, '_');
  res.type(mediaType).set({
    'Content-Disposition': `${disposition}; filename="${safeName}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': cacheControl,
  });
  res.send(pdf);
}

/**
 * A list's CSV (kernel/csv.ts) streamed as it is written, as an attachment named `filename`;
 * `onError` hears of a stream cut short (the client left, or a query failed mid-file).
 */
export function sendCsv(
  res: Response,
  csv: NodeJS.ReadableStream,
  filename: string,
  onError: (error: Error) => void,
) {
  res.set({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  pipeline(csv, res, (error) => {
    if (error) onError(error);
  });
}
