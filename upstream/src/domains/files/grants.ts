/** Handing out upload URLs (docs/product.md §9.4): a new key, a signed put URL and its get URL. */
import { type UploadPurpose, uploadUrlsSchema } from '@portal/schema';
import type { FilesConfig } from '../../files-config.ts';
import { HttpError } from '../../kernel/errors.ts';
import { FILES_PATH } from '../../kernel/stored-objects.ts';
import { grantQuery, newObjectKey, type UploadGrant } from './signing.ts';

export { FILES_PATH };

export interface UploadUrls {
  key: string;
  getUrl: string;
  putUrl: string;
  /** ISO-8601. */
  expiresAt: string;
  /** Bytes the put URL accepts at most. */
  maxSize: number;
}

export interface UploadUrlsInput {
  purpose: UploadPurpose;
  contentType: string;
  size: number;
  fileName: string;
}

/** The shared rule of the gateway's input, applied again: upstream trusts no caller. */
export async function parseUploadUrlsInput(body: unknown): Promise<UploadUrlsInput> {
  try {
    return await uploadUrlsSchema.validate(body, { stripUnknown: true });
  } catch (error) {
    // yup's ValidationError (upstream does not depend on yup itself): its message is the rule's text.
    if (error instanceof Error && error.name === 'ValidationError') throw new HttpError(400, error.message);
    throw error;
  }
}

export function createUploadUrls(
  config: FilesConfig,
  baseUrl: string,
  input: UploadUrlsInput,
  ownerId: string,
  now: Date = new Date(),
): UploadUrls {
  const expires = Math.floor(now.getTime() / 1000) + config.urlTtlSeconds;
  const grant: UploadGrant = {
    key: newObjectKey(input.purpose, input.contentType),
    purpose: input.purpose,
    contentType: input.contentType,
    maxSize: input.size,
    expires,
    ownerId,
  };
  const getUrl = `${baseUrl}${FILES_PATH}/${grant.key}`;
  return {
    key: grant.key,
    getUrl,
    putUrl: `${getUrl}?${grantQuery(config.signingSecret, grant).toString()}`,
    expiresAt: new Date(expires * 1000).toISOString(),
    maxSize: grant.maxSize,
  };
}
