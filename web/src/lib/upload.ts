/**
 * Signed uploads from the browser (docs/product.md §9.4): ask for the URLs (the caller's
 * `createUploadUrls` mutation), then PUT the file straight to `putUrl` with XMLHttpRequest, whose
 * upload events feed a progress bar (fetch reports no upload progress). The bytes never pass
 * through GraphQL.
 */
import { MESSAGES } from '@portal/schema';

export interface UploadRequest {
  purpose: string;
  contentType: string;
  size: number;
  fileName: string;
}

export interface UploadUrls {
  key: string;
  getUrl: string;
  putUrl: string;
}

export interface UploadOptions {
  /** Asks the gateway for the URLs (createUploadUrls); null or a throw means they cannot be had. */
  getUrls(request: UploadRequest): Promise<UploadUrls | null | undefined>;
  /** Share of the file sent so far, 0–1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export const UPLOAD_TEXT = {
  urlsFailed: MESSAGES.uploadUrlsFailed,
  putFailed: 'Falha ao enviar o arquivo. Tente novamente.',
  cancelled: 'Envio cancelado.',
} as const;

/** A failed upload, its message ready to show (pt-BR). */
export class UploadError extends Error {
  override name = 'UploadError';
}

/** The upstream's `{detail}` when it sent one (a refused type or size), else the generic text. */
const failureText = (responseText: string): string => {
  try {
    const body: unknown = JSON.parse(responseText);
    if (typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string') {
      return body.detail;
    }
  } catch {
    // Not JSON: a proxy's page; the generic text says enough.
  }
  return UPLOAD_TEXT.putFailed;
};

function put(file: File, putUrl: string, { onProgress, signal }: UploadOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', putUrl);
    // The URL is signed for this exact type: the browser must not guess another one.
    request.setRequestHeader('content-type', file.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new UploadError(UPLOAD_TEXT.putFailed));
    request.onabort = () => reject(new UploadError(UPLOAD_TEXT.cancelled));
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve();
      } else {
        reject(new UploadError(failureText(request.responseText)));
      }
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

/** Uploads `file` for `purpose`; resolves with its key and public URL once stored. */
export async function uploadFile(file: File, purpose: string, options: UploadOptions): Promise<UploadUrls> {
  let urls: UploadUrls | null | undefined;
  try {
    urls = await options.getUrls({ purpose, contentType: file.type, size: file.size, fileName: file.name });
  } catch {
    urls = null;
  }
  if (!urls) throw new UploadError(UPLOAD_TEXT.urlsFailed);
  options.onProgress?.(0);
  await put(file, urls.putUrl, options);
  return urls;
}
