/**
 * The S3 storage without a network: the real SDK client with a request handler that records what
 * it would send (bucket in the path for MinIO, key, type, length, credentials signed in) and
 * answers like S3.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import type { StorageConfig } from '../../files-config.ts';
import { listDir, PNG_BYTES } from '../../testing/files.ts';
import { createStorage, S3_STAGING_DIR } from './storage.ts';
import { S3Storage, s3ClientConfig } from './storage-s3.ts';

interface Sent {
  method: string;
  hostname: string;
  path: string;
  headers: Record<string, string>;
}

const config: Extract<StorageConfig, { kind: 's3' }> = {
  kind: 's3',
  bucket: 'portal-files',
  region: 'us-east-1',
  endpoint: 'http://minio.test:9000',
  forcePathStyle: true,
  credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
};

interface Reply {
  statusCode: number;
  body?: string;
  headers?: Record<string, string>;
}

function fakeS3(answer: (sent: Sent) => Reply) {
  const sent: Sent[] = [];
  const requestHandler = {
    async handle(request: Sent & { body?: unknown }) {
      if (request.body instanceof Readable) for await (const _ of request.body);
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]),
      );
      const record = { method: request.method, hostname: request.hostname, path: request.path, headers };
      sent.push(record);
      const reply = answer(record);
      const body = Readable.from([Buffer.from(reply.body ?? '')]);
      return { response: { statusCode: reply.statusCode, headers: reply.headers ?? {}, body } };
    },
  };
  // biome-ignore lint/suspicious/noExplicitAny: the SDK's handler type wants its HttpRequest class; this fake has its shape.
  const client = new S3Client({ ...s3ClientConfig(config), requestHandler: requestHandler as any });
  return { sent, client };
}

describe('S3Storage', () => {
  it('puts the staged file with its type and length, path-style, signed, then removes it', async () => {
    const staging = await mkdtemp(join(tmpdir(), 's3-staging-'));
    const staged = join(staging, 'a.part');
    await writeFile(staged, PNG_BYTES);
    const { sent, client } = fakeS3(() => ({ statusCode: 200 }));
    await new S3Storage(config, staging, client).put(
      'banner-image.k.png',
      staged,
      'image/png',
      PNG_BYTES.length,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      hostname: 'minio.test',
      path: '/portal-files/banner-image.k.png',
    });
    expect(sent[0]?.headers['content-type']).toBe('image/png');
    expect(sent[0]?.headers['content-length']).toBe(String(PNG_BYTES.length));
    expect(sent[0]?.headers['content-encoding']).toBeUndefined();
    expect(sent[0]?.headers.authorization).toContain('Credential=minio/');
    expect(await listDir(staging)).toEqual([]);
  });

  it('reads an object as a stream, null when S3 says NoSuchKey, and deletes', async () => {
    const { sent, client } = fakeS3(({ method, path }): Reply => {
      if (method === 'GET' && path.endsWith('/missing')) {
        return {
          statusCode: 404,
          body: '<Error><Code>NoSuchKey</Code></Error>',
          headers: { 'content-type': 'application/xml' },
        };
      }
      if (method === 'GET') return { statusCode: 200, body: 'bytes', headers: { 'content-length': '5' } };
      return { statusCode: 204 };
    });
    const storage = new S3Storage(config, tmpdir(), client);
    const object = await storage.get('present');
    expect(object?.size).toBe(5);
    const chunks: Buffer[] = [];
    for await (const chunk of object?.body ?? []) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString()).toBe('bytes');
    expect(await storage.get('missing')).toBeNull();
    await storage.delete('gone');
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/portal-files/gone' });
  });
});

describe('createStorage with an S3 configuration', () => {
  it('stages where the S3 storage does and hands every call to it, the SDK loaded on the first', async () => {
    // Nothing listens on port 1: the call reaching the network at all shows it went to the SDK.
    const storage = createStorage({ ...config, endpoint: 'http://127.0.0.1:1' });
    expect(storage.stagingDir).toBe(S3_STAGING_DIR);
    expect(new S3Storage(config).stagingDir).toBe(S3_STAGING_DIR);
    await expect(storage.get('a'.repeat(32))).rejects.toThrow(/ECONNREFUSED|connect/);
  });
});
