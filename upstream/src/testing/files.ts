/** Helpers for the signed-upload tests: real file bytes and a folder to store objects in. */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { loadConfig, type UpstreamConfig } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { newObjectKey } from '../domains/files/signing.ts';

/** A 1x1 PNG, as a browser would send it. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A PDF's bytes: what a PNG upload must not accept. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** Upload configuration with objects in a fresh temporary folder the test can look into. */
export function filesOverride(): { dir: string; overrides: Partial<UpstreamConfig> } {
  const dir = join(tmpdir(), `portal-files-test-${randomUUID()}`);
  return { dir, overrides: { files: { ...loadConfig({}).files, storage: { kind: 'local', dir } } } };
}

/** The names in a folder, [] when it does not exist. */
export const listDir = (dir: string): Promise<string[]> => readdir(dir).catch(() => []);

/** A PNG stored in local storage `dir` with its row, `ageSeconds` old, as an upload leaves it. */
export async function storePng(db: Db, dir: string, ageSeconds = 0): Promise<string> {
  const key = newObjectKey('BANNER_IMAGE', 'image/png');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, key), PNG_BYTES);
  await db
    .insertInto('files')
    .values({
      key,
      purpose: 'BANNER_IMAGE',
      content_type: 'image/png',
      size: PNG_BYTES.length,
      owner_id: null,
      created_at: new Date(Date.now() - ageSeconds * 1000),
    })
    .execute();
  return key;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Buffer): number => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real (decodable) grey RGB PNG of `width`x`height` pixels, for the banner size rules. */
export function pngOfSize(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
