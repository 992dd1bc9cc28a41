/** Helpers for the signed-upload tests: real file bytes and a folder to store objects in. */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type UpstreamConfig } from '../config.ts';
import type { Db } from '../db/connection.ts';
import { newObjectKey } from '../files/signing.ts';

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
