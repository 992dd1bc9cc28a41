/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO) through the AWS SDK v3. Uploads are staged on
 * local disk first (type sniffing reads the whole file), then sent with their length and type;
 * the staged file is removed whatever happens.
 */
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../files-config.ts';
import type { ObjectStorage, StoredObject } from '../../kernel/stored-objects.ts';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

export function s3ClientConfig(config: S3Config): S3ClientConfig {
  return {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // S3-compatible stores (older MinIO, Ceph, R2...) refuse the aws-chunked CRC32 bodies the SDK
    // sends by default since 2025; checksums only where S3 requires them keeps a plain PUT.
    ...(config.endpoint
      ? {
          endpoint: config.endpoint,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  };
}

export class S3Storage implements ObjectStorage {
  readonly stagingDir: string;
  private readonly bucket: string;

  constructor(
    config: S3Config,
    stagingDir: string = join(tmpdir(), 'portal-uploads'),
    private readonly client: S3Client = new S3Client(s3ClientConfig(config)),
  ) {
    this.bucket = config.bucket;
    this.stagingDir = stagingDir;
  }

  async put(key: string, source: string, contentType: string, size: number): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: createReadStream(source),
          ContentType: contentType,
          ContentLength: size,
        }),
      );
    } finally {
      await rm(source, { force: true });
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered a body that is not a Node stream');
      return { body: answer.Body, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
