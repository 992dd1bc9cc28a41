/**
 * Receiving a PUT to a signed URL (docs/product.md §9.4). The bytes are staged in a file of their
 * own, counted as they arrive (over the signed size: refused at once), sniffed with file-type when
 * complete, and only then moved into the storage and recorded. Any refusal or a dropped connection
 * removes the staged file, so nothing is stored and no row written.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../kernel/errors.ts';
import type { ObjectStorage, StoredObject } from '../../kernel/stored-objects.ts';
import type { UploadGrant } from './signing.ts';

export const UPLOAD_DETAIL = {
  malformed: 'URL de envio inválida.',
  signature: 'Assinatura da URL de envio inválida.',
  expired: 'A URL de envio expirou. Solicite uma nova.',
  wrongType: 'O tipo do arquivo enviado difere do tipo autorizado.',
  tooLarge: 'O arquivo enviado excede o tamanho autorizado.',
  empty: 'O arquivo enviado está vazio.',
  notWhatTypeSays: 'O conteúdo do arquivo não corresponde ao tipo declarado.',
  alreadyStored: 'Este arquivo já foi enviado; solicite uma nova URL.',
  interrupted: 'O envio foi interrompido antes do fim do arquivo.',
} as const;

export interface StoredFile {
  key: string;
  purpose: string;
  contentType: string;
  size: number;
  createdAt: string;
}

/** `image/png; charset=x` → `image/png`. */
export const mediaType = (header: string | undefined): string =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

class TooLarge extends Error {}

/** Passes bytes through until more than `max` have come, then fails the pipeline. */
function byteLimit(max: number, counted: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counted.bytes += chunk.length;
      callback(counted.bytes > max ? new TooLarge() : null, chunk);
    },
  });
}

export interface UploadRequest {
  body: Readable;
  contentType: string | undefined;
  contentLength: number | undefined;
}

/** Checks what the headers declare before reading a byte. */
function checkDeclared(grant: UploadGrant, request: UploadRequest): void {
  if (mediaType(request.contentType) !== grant.contentType) throw new HttpError(415, UPLOAD_DETAIL.wrongType);
  if (request.contentLength !== undefined && request.contentLength > grant.maxSize) {
    throw new HttpError(413, UPLOAD_DETAIL.tooLarge);
  }
}

/** Writes the body to a staged file; returns its size. Removes the file on any failure. */
async function stage(staged: string, grant: UploadGrant, body: Readable): Promise<number> {
  const counted = { bytes: 0 };
  try {
    await pipeline(body, byteLimit(grant.maxSize, counted), createWriteStream(staged));
  } catch (error) {
    await rm(staged, { force: true });
    if (error instanceof TooLarge) throw new HttpError(413, UPLOAD_DETAIL.tooLarge);
    // The client went away mid-body: nothing to answer, and nothing was stored.
    if (body.readableAborted || body.destroyed) throw new HttpError(400, UPLOAD_DETAIL.interrupted);
    throw error;
  }
  return counted.bytes;
}

export async function receiveUpload(
  db: Db,
  storage: ObjectStorage,
  grant: UploadGrant,
  request: UploadRequest,
): Promise<StoredFile> {
  checkDeclared(grant, request);
  const existing = await db.selectFrom('files').select('key').where('key', '=', grant.key).executeTakeFirst();
  if (existing) throw new HttpError(409, UPLOAD_DETAIL.alreadyStored);
  await mkdir(storage.stagingDir, { recursive: true });
  const staged = join(storage.stagingDir, `${randomUUID()}.part`);
  const size = await stage(staged, grant, request.body);
  try {
    if (size === 0) throw new HttpError(400, UPLOAD_DETAIL.empty);
    const sniffed = await fileTypeFromFile(staged);
    if (sniffed?.mime !== grant.contentType) throw new HttpError(415, UPLOAD_DETAIL.notWhatTypeSays);
  } catch (error) {
    await rm(staged, { force: true });
    throw error;
  }
  await storage.put(grant.key, staged, grant.contentType, size);
  return recordFile(db, storage, grant, size);
}

/** The row, once the object is whole; a concurrent PUT of the same URL that recorded first wins. */
async function recordFile(db: Db, storage: ObjectStorage, grant: UploadGrant, size: number) {
  const row = await db
    .insertInto('files')
    .values({
      key: grant.key,
      purpose: grant.purpose,
      content_type: grant.contentType,
      size,
      owner_id: grant.ownerId,
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning(['key', 'purpose', 'content_type', 'size', 'created_at'])
    .executeTakeFirst()
    .catch(async (error: unknown) => {
      await storage.delete(grant.key);
      throw error;
    });
  if (!row) throw new HttpError(409, UPLOAD_DETAIL.alreadyStored);
  return {
    key: row.key,
    purpose: row.purpose,
    contentType: row.content_type,
    size: row.size,
    createdAt: row.created_at.toISOString(),
  };
}

/** A stored object with its recorded type, or null. */
export async function openFile(
  db: Db,
  storage: ObjectStorage,
  key: string,
): Promise<(StoredObject & { contentType: string }) | null> {
  const row = await db.selectFrom('files').select('content_type').where('key', '=', key).executeTakeFirst();
  const object = row ? await storage.get(key) : null;
  return row && object ? { ...object, contentType: row.content_type } : null;
}
