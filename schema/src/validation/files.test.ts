import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { UPLOAD_EXTENSIONS, UPLOAD_PURPOSES, uploadUrlsSchema } from './files.ts';
import { errorsOf } from './testing.ts';

const MB = 1024 * 1024;
const banner = { purpose: 'BANNER_IMAGE', contentType: 'image/png', size: 1000, fileName: 'banner.png' };
const check = (input: Record<string, unknown>) =>
  errorsOf(uploadUrlsSchema.validate({ ...banner, ...input }, { abortEarly: false }));

describe('upload URL input', () => {
  it('accepts each purpose its own types, up to its own size', async () => {
    expect(await check({ contentType: ' IMAGE/JPEG ', size: 5 * MB })).toEqual([]);
    expect((await uploadUrlsSchema.validate({ ...banner, contentType: ' IMAGE/JPEG ' })).contentType).toBe(
      'image/jpeg',
    );
    expect(
      await check({ purpose: 'SUPPORT_MATERIAL', contentType: 'application/pdf', size: 200 * MB }),
    ).toEqual([]);
  });

  it('refuses a type outside the purpose, a size over it, and an unknown purpose', async () => {
    expect(await check({ contentType: 'application/pdf' })).toEqual([MESSAGES.uploadTypeNotAllowed]);
    expect(await check({ contentType: 'image/svg+xml' })).toEqual([MESSAGES.uploadTypeNotAllowed]);
    expect(await check({ size: 5 * MB + 1 })).toEqual([MESSAGES.uploadTooLarge]);
    expect(await check({ purpose: 'SUPPORT_MATERIAL', size: 200 * MB + 1 })).toEqual([
      MESSAGES.uploadTooLarge,
    ]);
    expect(await check({ purpose: 'AVATAR' })).toEqual([MESSAGES.uploadPurposeInvalid]);
  });

  it('refuses sizes that are not whole positive bytes and over-long or blank names', async () => {
    expect(await check({ size: 0 })).toEqual([MESSAGES.uploadSizeInvalid]);
    expect(await check({ size: 1.5 })).toEqual([MESSAGES.uploadSizeInvalid]);
    expect(await check({ fileName: 'a'.repeat(256) })).toEqual([MESSAGES.fileNameTooLong]);
    expect(await check({ fileName: '  ' })).toEqual([MESSAGES.required]);
  });

  it('has a stored extension for every allowed type', () => {
    for (const rule of Object.values(UPLOAD_PURPOSES)) {
      for (const type of rule.contentTypes) expect(UPLOAD_EXTENSIONS[type], type).toBeDefined();
    }
  });
});
