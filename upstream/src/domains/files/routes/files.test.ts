/**
 * Signed uploads over HTTP (docs/product.md §9.4): URLs for holding and admin only, a PUT stored
 * and served back, and every refusal (tampered, expired, other type, over the size, bytes that
 * are not the type, a dropped connection) leaving no object and no row.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import { DEV_SIGNING_SECRET } from '../../../files-config.ts';
import { filesOverride, listDir, PDF_BYTES, PNG_BYTES } from '../../../testing/files.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import type { UploadUrls } from '../grants.ts';
import { grantQuery, newObjectKey } from '../signing.ts';
import { UPLOAD_DETAIL } from '../upload.ts';
import { IMMUTABLE_CACHE } from './files.ts';

const { dir, overrides } = filesOverride();
const up = useTestUpstream(overrides);
const { call } = financeClient(up);
const { holding, admin, affiliated } = DEMO_USERS;

const png = { purpose: 'BANNER_IMAGE', contentType: 'image/png', size: PNG_BYTES.length, fileName: 'a.png' };

async function urls(input: Record<string, unknown> = png, username: string = holding.username) {
  const res = await call<UploadUrls>(username, '/v1/files/upload-urls', { json: input });
  expect(res.status).toBe(201);
  return res.body;
}

const put = (url: string, body: Buffer, contentType = 'image/png') =>
  fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(body) });

const rowCount = async (key: string) =>
  (await up().db.selectFrom('files').select('key').where('key', '=', key).execute()).length;

/** Nothing stored under `key`: no row, no object, no staged leftovers. */
async function expectNothingStored(key: string) {
  expect(await rowCount(key)).toBe(0);
  expect(await listDir(dir)).not.toContain(key);
  expect(await listDir(`${dir}/.staging`)).toEqual([]);
}

const withParam = (putUrl: string, name: string, value: string) => {
  const url = new URL(putUrl);
  url.searchParams.set(name, value);
  return url.toString();
};

describe('POST /v1/files/upload-urls', () => {
  it('gives holding and admin a put URL and a get URL for one new key', async () => {
    const first = await urls();
    const second = await urls(png, admin.username);
    expect(first.key).not.toBe(second.key);
    expect(first.getUrl).toBe(`${up().portalUrl}/v1/files/${first.key}`);
    expect(first.putUrl.startsWith(`${first.getUrl}?`)).toBe(true);
    expect(first.maxSize).toBe(PNG_BYTES.length);
    expect(Date.parse(first.expiresAt) - Date.now()).toBeGreaterThan(14 * 60 * 1000);
  });

  it('refuses other roles and inputs outside the purpose allow-list', async () => {
    const path = '/v1/files/upload-urls';
    expect((await call(affiliated.username, path, { json: png })).status).toBe(403);
    expect((await up().portal(path, { json: png })).status).toBe(401);
    const pdfBanner = await call<{ detail: string }>(holding.username, path, {
      json: { ...png, contentType: 'application/pdf' },
    });
    expect(pdfBanner).toEqual({
      status: 400,
      body: { detail: 'Tipo de arquivo não permitido para esta finalidade.' },
    });
    const huge = await call<{ detail: string }>(holding.username, path, {
      json: { ...png, size: 6 * 1024 * 1024 },
    });
    expect(huge.body.detail).toBe('O arquivo excede o tamanho máximo permitido para esta finalidade.');
  });
});

describe('PUT and GET /v1/files/{key}', () => {
  it('stores a PNG once and serves it with its type, nosniff and a year of cache', async () => {
    const { key, getUrl, putUrl } = await urls();
    const res = await put(putUrl, PNG_BYTES);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ key, contentType: 'image/png', size: PNG_BYTES.length });
    const row = await up()
      .db.selectFrom('files')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ purpose: 'BANNER_IMAGE', content_type: 'image/png', size: PNG_BYTES.length });
    expect(row.owner_id).not.toBeNull();

    const got = await fetch(getUrl);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    // Immutable: the same URL cannot write the key again.
    expect((await put(putUrl, PNG_BYTES)).status).toBe(409);
  });

  it.each([
    ['type', 'image/jpeg'],
    ['max', String(PNG_BYTES.length + 1)],
    ['exp', String(Math.floor(Date.now() / 1000) + 7200)],
    ['purpose', 'PRODUCT_IMAGE'],
    ['owner', '00000000-0000-4000-8000-000000000000'],
  ])('refuses a put URL whose %s was changed, and stores nothing', async (name, value) => {
    const { key, putUrl } = await urls();
    const res = await put(withParam(putUrl, name, value), PNG_BYTES, name === 'type' ? value : 'image/png');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: UPLOAD_DETAIL.signature });
    await expectNothingStored(key);
  });

  it('refuses a put URL for another key', async () => {
    const [a, b] = [await urls(), await urls()];
    const stolen = `${b.getUrl}?${new URL(a.putUrl).searchParams}`;
    expect((await put(stolen, PNG_BYTES)).status).toBe(403);
    await expectNothingStored(b.key);
  });

  it('refuses an expired put URL', async () => {
    const key = newObjectKey('BANNER_IMAGE', 'image/png');
    const query = grantQuery(DEV_SIGNING_SECRET, {
      key,
      purpose: 'BANNER_IMAGE',
      contentType: 'image/png',
      maxSize: 1000,
      expires: Math.floor(Date.now() / 1000) - 1,
      ownerId: '00000000-0000-4000-8000-000000000000',
    });
    const res = await put(`${up().portalUrl}/v1/files/${key}?${query}`, PNG_BYTES);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: UPLOAD_DETAIL.expired });
    await expectNothingStored(key);
  });

  it('refuses another content type, a body over the signed size, and bytes that are not a PNG', async () => {
    const other = await urls();
    expect((await put(other.putUrl, PNG_BYTES, 'image/jpeg')).status).toBe(415);
    await expectNothingStored(other.key);

    const small = await urls({ ...png, size: PNG_BYTES.length - 1 });
    const over = await put(small.putUrl, PNG_BYTES);
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ detail: UPLOAD_DETAIL.tooLarge });
    await expectNothingStored(small.key);

    const pdf = await urls({ ...png, size: PDF_BYTES.length });
    const sniffed = await put(pdf.putUrl, PDF_BYTES);
    expect(sniffed.status).toBe(415);
    expect(await sniffed.json()).toEqual({ detail: UPLOAD_DETAIL.notWhatTypeSays });
    await expectNothingStored(pdf.key);
  });

  it('counts the bytes when no length is declared (chunked body)', async () => {
    const small = await urls({ ...png, size: 10 });
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array(PNG_BYTES));
        controller.close();
      },
    });
    const res = await fetch(small.putUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    await expectNothingStored(small.key);
  });

  it('leaves no object and no row when the connection drops mid-PUT', async () => {
    const { key, putUrl } = await urls({ ...png, size: 4096 });
    const url = new URL(putUrl);
    const req = request(url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', 'content-length': '4096' },
    });
    const closed = new Promise<void>((resolve) => {
      req.on('error', () => resolve());
      req.on('close', () => resolve());
    });
    req.write(PNG_BYTES.subarray(0, 40));
    // Dropped once the server is writing the object, so it has a part file to clean up. Dropped
    // after a fixed 100 ms, a loaded server created the part file after the check below had passed.
    await expect.poll(() => listDir(`${dir}/.staging`), { timeout: 10_000 }).not.toEqual([]);
    req.destroy();
    await closed;
    await expect.poll(() => listDir(`${dir}/.staging`), { timeout: 5000 }).toEqual([]);
    await expectNothingStored(key);
    expect((await fetch(`${up().portalUrl}/v1/files/${key}`)).status).toBe(404);
  });

  it("lets the web app's origin PUT from the browser (CORS preflight), and no other method", async () => {
    const { putUrl } = await urls();
    const preflight = await fetch(putUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('PUT');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    const res = await put(putUrl, PNG_BYTES);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('answers 404 for an unknown or malformed key', async () => {
    expect(
      (await fetch(`${up().portalUrl}/v1/files/${newObjectKey('BANNER_IMAGE', 'image/png')}`)).status,
    ).toBe(404);
    expect((await fetch(`${up().portalUrl}/v1/files/..%2Fsecret`)).status).toBe(404);
  });
});
