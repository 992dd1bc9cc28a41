/**
 * How files (invoice PDFs, the public documents) leave the portal API: with the type they are
 * (checked when they came in: invoices must start with %PDF), a Content-Disposition naming them,
 * and `X-Content-Type-Options: nosniff`, so no browser ever sniffs an uploaded file as HTML or
 * script and runs it on our origin.
 */
import type { Response } from 'express';

export interface FileAnswer {
  /** File name offered to the browser; ours, never the uploader's. */
  filename: string;
  /** 'inline' opens in the browser's PDF viewer (a new tab), 'attachment' downloads. */
  disposition?: 'inline' | 'attachment';
  /** Cache-Control: private data must say `private, no-store`. */
  cacheControl: string;
}

export function sendPdf(
  res: Response,
  pdf: Buffer,
  { filename, disposition = 'inline', cacheControl }: FileAnswer,
) {
  // Only safe characters reach the header: the names are ours, but a quote would break it.
  const safeName = filename.replace(/[^\w.-]/g, '_');
  res.type('application/pdf').set({
    'Content-Disposition': `${disposition}; filename="${safeName}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': cacheControl,
  });
  res.send(pdf);
}
