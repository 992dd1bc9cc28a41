/** Signed uploads (docs/upstream-contract/files.md, "Files"): upload URLs for one declared file. */
import type { Route, UpstreamClient } from '../../upstream/http.ts';
import { ShapeReader } from '../../upstream/shape.ts';

export const FILE_ROUTES = {
  uploadUrls: { method: 'POST', path: '/v1/files/upload-urls' },
} as const satisfies Record<string, Route>;

export interface UploadUrlsRequest {
  purpose: string;
  contentType: string;
  size: number;
  fileName: string;
}

export interface UpstreamUploadUrls {
  key: string;
  getUrl: string;
  putUrl: string;
  /** ISO-8601 UTC. */
  expiresAt: string;
  maxSize: number;
}

export interface FilesApi {
  uploadUrls(request: UploadUrlsRequest): Promise<UpstreamUploadUrls>;
}

export function createFilesApi(portal: UpstreamClient): FilesApi {
  return {
    async uploadUrls(request) {
      const body = await portal.call(FILE_ROUTES.uploadUrls, { json: request });
      const urls = ShapeReader.object(portal.area, 'POST upload-urls', body);
      return {
        key: urls.string('key'),
        getUrl: urls.string('getUrl'),
        putUrl: urls.string('putUrl'),
        expiresAt: urls.instant('expiresAt'),
        maxSize: urls.integer('maxSize'),
      };
    },
  };
}
