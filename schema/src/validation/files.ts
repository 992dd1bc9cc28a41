/**
 * Signed uploads (docs/product.md §9.4): what may be uploaded for each purpose. One allow-list,
 * read by the gateway's input rule, the web's upload helper and upstream, which signs the declared
 * type and size into the upload URL and checks the stored bytes against them.
 */
import { mixed, number, object, string } from 'yup';
import { MESSAGES } from '../messages.ts';

const MB = 1024 * 1024;

const PNG = 'image/png';
const JPEG = 'image/jpeg';
const PDF = 'application/pdf';
const MP4 = 'video/mp4';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const ZIP = 'application/zip';
const ODT = 'application/vnd.oasis.opendocument.text';

/** The file-name extension each allowed type is stored under (object keys end with it). */
export const UPLOAD_EXTENSIONS: Readonly<Record<string, string>> = {
  [PNG]: 'png',
  [JPEG]: 'jpg',
  [PDF]: 'pdf',
  [MP4]: 'mp4',
  [DOCX]: 'docx',
  [XLSX]: 'xlsx',
  [PPTX]: 'pptx',
  [ZIP]: 'zip',
  [ODT]: 'odt',
};

export interface UploadPurposeRule {
  contentTypes: readonly string[];
  /** Bytes. */
  maxSize: number;
}

/** Banner and product images are PNG or JPEG (§9.1); support material also documents and video. */
export const UPLOAD_PURPOSES = {
  BANNER_IMAGE: { contentTypes: [PNG, JPEG], maxSize: 5 * MB },
  PRODUCT_IMAGE: { contentTypes: [PNG, JPEG], maxSize: 5 * MB },
  SUPPORT_MATERIAL: { contentTypes: [PDF, MP4, DOCX, XLSX, PPTX, ZIP, ODT, PNG, JPEG], maxSize: 200 * MB },
} as const satisfies Record<string, UploadPurposeRule>;

export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

export const isUploadPurpose = (value: unknown): value is UploadPurpose =>
  typeof value === 'string' && Object.hasOwn(UPLOAD_PURPOSES, value);

export const FILE_NAME_MAX_LENGTH = 255;

const purposeRule = (purpose: unknown): UploadPurposeRule | undefined =>
  isUploadPurpose(purpose) ? UPLOAD_PURPOSES[purpose] : undefined;

/** createUploadUrls' `input` (and upstream's POST /v1/files/upload-urls body). */
export const uploadUrlsSchema = object({
  purpose: mixed<UploadPurpose>()
    .required(MESSAGES.required)
    .test('purpose', MESSAGES.uploadPurposeInvalid, (value) => isUploadPurpose(value)),
  contentType: string()
    .trim()
    .lowercase()
    .required(MESSAGES.required)
    .test('content-type', MESSAGES.uploadTypeNotAllowed, (value, context) => {
      const rule = purposeRule(context.parent.purpose);
      return rule === undefined || rule.contentTypes.includes(value);
    }),
  size: number()
    .required(MESSAGES.required)
    .integer(MESSAGES.uploadSizeInvalid)
    .min(1, MESSAGES.uploadSizeInvalid)
    .test('max-size', MESSAGES.uploadTooLarge, (value, context) => {
      const rule = purposeRule(context.parent.purpose);
      return rule === undefined || value <= rule.maxSize;
    }),
  fileName: string().trim().required(MESSAGES.required).max(FILE_NAME_MAX_LENGTH, MESSAGES.fileNameTooLong),
});
