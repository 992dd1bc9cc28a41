import { InMemoryCache } from '@apollo/client';
import { Kind, parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadInvoiceDocument } from '@/features/finance/__generated__/billing.ts';
import { FakeRequest } from '@/test/fakeXhr.ts';
import { GraphQLRequestError, sendWithProgress } from './sendWithProgress.ts';

const variables = { billingId: 'b-1', pdf: 'JVBERi0=', as: null };
const billing = {
  __typename: 'Billing',
  id: 'b-1',
  status: 'PROCESSING',
  statusMessage: null,
  errorMessage: null,
};

afterEach(() => {
  FakeRequest.last = null;
  vi.unstubAllGlobals();
});

const install = () => vi.stubGlobal('XMLHttpRequest', FakeRequest);

describe('sendWithProgress', () => {
  it('posts one uploadInvoice mutation with the bearer token and reports progress', async () => {
    install();
    const progress: number[] = [];
    const cache = new InMemoryCache();
    const result = sendWithProgress(UploadInvoiceDocument, variables, {
      token: 'tok',
      onProgress: (fraction) => progress.push(fraction),
      transformDocument: (document) => cache.transformDocument(document),
    });
    const request = FakeRequest.last as FakeRequest;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/graphql');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.headers['content-type']).toBe('application/json');

    const sent = JSON.parse(String(request.body)) as { query: string; variables: unknown };
    expect(sent.variables).toEqual(variables);
    // The gateway accepts a large body only for a document made of this one mutation field.
    const document = parse(sent.query);
    expect(document.definitions).toHaveLength(1);
    const [operation] = document.definitions;
    expect(operation?.kind === Kind.OPERATION_DEFINITION && operation.selectionSet.selections).toHaveLength(
      1,
    );
    expect(sent.query).toContain('__typename');

    request.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    request.answer(200, { data: { uploadInvoice: billing } });
    await expect(result).resolves.toEqual({ uploadInvoice: billing });
    expect(progress).toEqual([0.5, 1]);
  });

  it('rejects with the GraphQL error codes, recognising an expired session', async () => {
    install();
    const result = sendWithProgress(UploadInvoiceDocument, variables, { token: 'tok' });
    FakeRequest.last?.answer(200, {
      data: null,
      errors: [{ message: 'Sessão expirada.', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).unauthenticated).toBe(true);
    expect((error as GraphQLRequestError).message).toBe('Sessão expirada.');
  });

  it('rejects on HTTP errors such as 413 and on network failure', async () => {
    install();
    const tooLarge = sendWithProgress(UploadInvoiceDocument, variables, { token: null });
    expect(FakeRequest.last?.headers.authorization).toBeUndefined();
    FakeRequest.last?.answer(413, { errors: [{ message: 'Payload Too Large' }] });
    await expect(tooLarge).rejects.toMatchObject({ status: 413, unauthenticated: false });

    const offline = sendWithProgress(UploadInvoiceDocument, variables, { token: null });
    FakeRequest.last?.onerror?.();
    await expect(offline).rejects.toMatchObject({ status: 0 });
  });

  it('aborts when the signal fires', async () => {
    install();
    const controller = new AbortController();
    const result = sendWithProgress(UploadInvoiceDocument, variables, {
      token: null,
      signal: controller.signal,
    });
    controller.abort();
    await expect(result).rejects.toBeInstanceOf(GraphQLRequestError);
  });
});
