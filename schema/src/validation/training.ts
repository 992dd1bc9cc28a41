/**
 * Support material (docs/product.md §12.1): the attachment types, the media type each stored type
 * is uploaded as, the toasts of the management screens (§12.2) and the input rules of the training
 * mutations, shared by the gateway, the web forms and upstream (which applies them again).
 */
import { mixed, object, string } from 'yup';
import { MESSAGES } from '../messages.ts';
import { ID_MAX_LENGTH } from './notifications.ts';
import { isHttpUrl } from './url.ts';

/** Every attachment type; VIDEO is a link played in the player, the others are stored files. */
export const TRAINING_ATTACHMENT_TYPES = [
  'JPG',
  'PNG',
  'PDF',
  'PPT',
  'DOC',
  'DOCX',
  'ZIP',
  'ODF',
  'MP4',
  'VIDEO',
] as const;
export type TrainingAttachmentType = (typeof TRAINING_ATTACHMENT_TYPES)[number];
export type TrainingFileType = Exclude<TrainingAttachmentType, 'VIDEO'>;

/**
 * The media type a stored file of each type has. PPT is the presentation format Office writes today
 * (pptx); DOC is legacy Word. An upload's declared content type decides its attachment type.
 */
export const TRAINING_TYPE_MIME: Readonly<Record<TrainingFileType, string>> = {
  JPG: 'image/jpeg',
  PNG: 'image/png',
  PDF: 'application/pdf',
  PPT: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  DOC: 'application/msword',
  DOCX: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ZIP: 'application/zip',
  ODF: 'application/vnd.oasis.opendocument.text',
  MP4: 'video/mp4',
};

/** The attachment type of a stored file's media type, or undefined when none has it. */
export function trainingTypeOfMime(mime: string): TrainingFileType | undefined {
  const entry = Object.entries(TRAINING_TYPE_MIME).find(([, value]) => value === mime);
  return entry?.[0] as TrainingFileType | undefined;
}

export const TRAINING_TITLE_MAX_LENGTH = 120;
export const TRAINING_SEARCH_MAX_LENGTH = 100;
export const TRAINING_URL_MAX_LENGTH = 2000;

export const TRAINING_MESSAGES = {
  categoryAdded: 'Categoria adicionada com sucesso!',
  categoryDeleted: 'Categoria deletada!',
  categoryMoved: 'Categoria movida com sucesso!',
  categoryEdited: 'Categoria editada com sucesso!',
  videoAdded: 'Vídeo adicionado com sucesso!',
  fileAdded: 'Arquivo adicionado com sucesso!',
  fileDeleted: 'Arquivo deletado!',
  fileMoved: 'Arquivo movido com sucesso!',
  fileEdited: 'Arquivo editado com sucesso!',
  breadcrumbRoot: 'Material de apoio',
  searchTooLong: `A busca deve ter no máximo ${TRAINING_SEARCH_MAX_LENGTH} caracteres.`,
  titleTooLong: `O título deve ter no máximo ${TRAINING_TITLE_MAX_LENGTH} caracteres.`,
  videoUrlInvalid: 'Informe um link de vídeo válido (http ou https).',
  typeInvalid: 'Tipo de material inválido.',
  moveIntoItself: 'Uma categoria não pode ser movida para dentro dela mesma ou de uma subcategoria.',
  categoryNotFound: 'Categoria não encontrada.',
  attachmentNotFound: 'Material não encontrado.',
  fileNotFound: 'Arquivo enviado não encontrado; envie-o novamente.',
  fileTypeMismatch: 'O tipo do arquivo enviado não corresponde ao tipo do material.',
  thumbnailNotImage: 'A miniatura deve ser uma imagem PNG ou JPEG.',
} as const;

const title = string()
  .trim()
  .required(MESSAGES.required)
  .max(TRAINING_TITLE_MAX_LENGTH, TRAINING_MESSAGES.titleTooLong);
const optionalId = string()
  .trim()
  .max(ID_MAX_LENGTH, MESSAGES.invalidId)
  .nullable()
  .transform((value: unknown) => (value === '' ? null : value));
const requiredId = string().trim().required(MESSAGES.required).max(ID_MAX_LENGTH, MESSAGES.invalidId);
const fileKey = string().trim().max(ID_MAX_LENGTH, MESSAGES.invalidId).nullable();

/** createTrainingCategory's `input`. */
export const trainingCategoryCreateSchema = object({
  title,
  parentId: optionalId,
  thumbnailKey: fileKey,
});

/** editTrainingCategory's `input`. */
export const trainingCategoryEditSchema = object({ id: requiredId, title, thumbnailKey: fileKey });

/** moveTrainingCategory's `input`: parentId null moves it to the root. */
export const trainingCategoryMoveSchema = object({ id: requiredId, parentId: optionalId });

/** addTrainingFile's `input`: a file already uploaded (createUploadUrls, SUPPORT_MATERIAL). */
export const trainingFileCreateSchema = object({
  categoryId: requiredId,
  title,
  fileKey: requiredId,
  fileName: string().trim().required(MESSAGES.required).max(255, MESSAGES.fileNameTooLong),
  thumbnailKey: fileKey,
});

/** addTrainingVideo's `input`. */
export const trainingVideoCreateSchema = object({
  categoryId: requiredId,
  title,
  url: string()
    .trim()
    .required(MESSAGES.required)
    .max(TRAINING_URL_MAX_LENGTH, TRAINING_MESSAGES.videoUrlInvalid)
    .test('http-url', TRAINING_MESSAGES.videoUrlInvalid, (value) => isHttpUrl(value)),
});

/** editTrainingAttachment's `input`. */
export const trainingAttachmentEditSchema = object({ id: requiredId, title, thumbnailKey: fileKey });

/** moveTrainingAttachment's `input`. */
export const trainingAttachmentMoveSchema = object({ id: requiredId, categoryId: requiredId });

/** The library's search: text (may be empty) and an optional type (CATEGORY or an attachment type). */
export const trainingSearchSchema = object({
  search: string().trim().max(TRAINING_SEARCH_MAX_LENGTH, TRAINING_MESSAGES.searchTooLong).default(''),
  type: mixed<TrainingAttachmentType | 'CATEGORY'>()
    .nullable()
    .test(
      'type',
      TRAINING_MESSAGES.typeInvalid,
      (value) =>
        value === null ||
        value === undefined ||
        value === 'CATEGORY' ||
        (TRAINING_ATTACHMENT_TYPES as readonly unknown[]).includes(value),
    ),
});
