import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type DocumentNode, print } from 'graphql';
import { GRAPHQL_PATH } from '../config.ts';
import { UNAUTHENTICATED } from './links.ts';

export interface SendWithProgressOptions {
  token: string | null;
  /** Share of the request body sent so far, 0–1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Lets the caller add __typename (cache.transformDocument) so the answer can be cached. */
  transformDocument?: (document: DocumentNode) => DocumentNode;
  endpoint?: string;
}

/** A request that failed: HTTP status (0 for network) and the GraphQL error codes, if any. */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly codes: readonly string[] = [],
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }

  get unauthenticated(): boolean {
    return this.status === 401 || this.codes.includes(UNAUTHENTICATED);
  }
}

interface GraphQLBody<TData> {
  data?: TData | null;
  errors?: { message?: string; extensions?: { code?: unknown } }[];
}

const parseBody = <TData>(text: string): GraphQLBody<TData> | null => {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as GraphQLBody<TData>) : null;
  } catch {
    return null;
  }
};

/**
 * Sends one operation over XMLHttpRequest, for the rare request whose upload progress the user
 * must see (an invoice PDF of up to 5 MB): Apollo's HttpLink uses fetch, which reports none.
 * Same endpoint and bearer token as the Apollo client; the caller writes the answer to the cache.
 */
export const sendWithProgress = <TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  { token, onProgress, signal, transformDocument, endpoint = GRAPHQL_PATH }: SendWithProgressOptions,
): Promise<TData> =>
  new Promise<TData>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', endpoint);
    request.setRequestHeader('content-type', 'application/json');
    request.setRequestHeader('accept', 'application/graphql-response+json, application/json');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new GraphQLRequestError('Falha de rede.', 0));
    request.onabort = () => reject(new GraphQLRequestError('Envio cancelado.', 0));
    request.onload = () => {
      const body = parseBody<TData>(request.responseText);
      const errors = body?.errors ?? [];
      const codes = errors.flatMap((error) =>
        typeof error.extensions?.code === 'string' ? [error.extensions.code] : [],
      );
      if (errors.length > 0 || !body?.data || request.status >= 400) {
        const message = errors.find((error) => typeof error.message === 'string')?.message;
        reject(new GraphQLRequestError(message ?? `HTTP ${request.status}`, request.status, codes));
        return;
      }
      onProgress?.(1);
      resolve(body.data);
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const query = print(transformDocument ? transformDocument(document) : document);
    request.send(JSON.stringify({ query, variables }));
  });
