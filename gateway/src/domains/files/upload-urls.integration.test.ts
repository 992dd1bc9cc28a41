/**
 * createUploadUrls (docs/product.md §9.4) against the real upstream: holding gets the two URLs
 * through GraphQL, PUTs a real PNG to the signed URL and reads the same bytes back; an input
 * outside the purpose's allow-list is refused with fieldErrors before any upstream call.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const CREATE = `mutation ($input: CreateUploadUrlsInput!) {
  createUploadUrls(input: $input) { key getUrl putUrl expiresAt maxSize }
}`;

interface UploadUrls {
  key: string;
  getUrl: string;
  putUrl: string;
  expiresAt: string;
  maxSize: number;
}

const input = { purpose: 'BANNER_IMAGE', contentType: 'image/png', size: PNG.length, fileName: 'banner.png' };

async function create(variables: Record<string, unknown>, username = 'holding') {
  const token = await stack().gateway.login(`${username}@demo.com.br`);
  stack().recorder.reset();
  const { body } = await stack().gateway.gql<{ createUploadUrls: UploadUrls }>(CREATE, { token, variables });
  return { body, upstreamCalls: stack().recorder.calls.map((call) => call.route) };
}

describe('Mutation.createUploadUrls', () => {
  it('gives holding signed URLs that store a real PNG and serve it back', async () => {
    const { body } = await create({ input });
    expect(body.errors).toBeUndefined();
    const urls = body.data?.createUploadUrls;
    if (!urls) throw new Error('no URLs');
    expect(urls.maxSize).toBe(PNG.length);
    expect(Date.parse(urls.expiresAt)).toBeGreaterThan(Date.now());
    expect(urls.getUrl.endsWith(`/v1/files/${urls.key}`)).toBe(true);

    const put = await fetch(urls.putUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(PNG),
    });
    expect(put.status).toBe(201);

    const got = await fetch(urls.getUrl);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('answers a type or size outside the allow-list with fieldErrors, without calling upstream', async () => {
    const { body, upstreamCalls } = await create({
      input: { ...input, contentType: 'application/pdf', size: 6 * 1024 * 1024 },
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: expect.arrayContaining([
        { field: 'contentType', message: MESSAGES.uploadTypeNotAllowed },
        { field: 'size', message: MESSAGES.uploadTooLarge },
      ]),
    });
    expect(upstreamCalls.filter((route) => route.includes('/v1/files'))).toEqual([]);
  });

  it('is refused to an affiliate', async () => {
    const { body } = await create({ input }, 'afiliado');
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
