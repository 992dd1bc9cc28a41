/**
 * The support-material demo library (docs/upstream-contract/training.md "Training demo data"): three levels
 * of categories and one attachment of every type, each file a small real one made by bytes.ts.
 * The rows go in with the rest of the seed (one transaction); the objects are written to the
 * storage at start-up by `storeTrainingSeedFiles` (seed/stored-files.ts), which only adds the ones missing.
 */
import type { ObjectStorage } from '../../../kernel/stored-objects.ts';
import type { Db } from '../../connection.ts';
import type { AttachmentType } from '../../training-types.ts';
import { hoursBeforeBase, seedId } from '../ids.ts';
import { storeSeedObjects } from '../stored-files.ts';
import {
  docxDocument,
  jpegBlocks,
  mp4Container,
  odtDocument,
  pdfDocument,
  pngGradient,
  pptxDocument,
  rtfDocument,
  zipArchive,
} from './bytes.ts';

export const trainingCategoryId = (path: string): string => seedId(`training-category:${path}`);

interface SeedCategory {
  path: string;
  title: string;
  parent: string | null;
  thumbnail: string | null;
}

/** Root → child → grandchild: "Vendas" holds the three levels the breadcrumbs test walks. */
export const TRAINING_CATEGORIES: readonly SeedCategory[] = [
  { path: 'vendas', title: 'Vendas', parent: null, thumbnail: 'thumb-vendas' },
  { path: 'marketing', title: 'Marketing digital', parent: null, thumbnail: 'thumb-marketing' },
  { path: 'institucional', title: 'Institucional', parent: null, thumbnail: null },
  { path: 'vendas/abordagem', title: 'Abordagem ao cliente', parent: 'vendas', thumbnail: null },
  { path: 'vendas/produtos', title: 'Conheça os produtos', parent: 'vendas', thumbnail: null },
  {
    path: 'vendas/abordagem/roteiros',
    title: 'Roteiros de conversa',
    parent: 'vendas/abordagem',
    thumbnail: null,
  },
  { path: 'marketing/redes', title: 'Redes sociais', parent: 'marketing', thumbnail: null },
];

interface SeedFile {
  name: string;
  contentType: string;
  extension: string;
  bytes: () => Buffer;
}

const SEED_FILES: Readonly<Record<string, SeedFile>> = {
  'thumb-vendas': {
    name: 'capa-vendas.png',
    contentType: 'image/png',
    extension: 'png',
    bytes: () => pngGradient(96, 60, [30, 58, 138], [59, 130, 246]),
  },
  'thumb-marketing': {
    name: 'capa-marketing.png',
    contentType: 'image/png',
    extension: 'png',
    bytes: () => pngGradient(96, 60, [180, 83, 9], [245, 158, 11]),
  },
  png: {
    name: 'banner-campanha.png',
    contentType: 'image/png',
    extension: 'png',
    bytes: () => pngGradient(160, 90, [22, 101, 52], [134, 239, 172]),
  },
  jpg: {
    name: 'foto-produto.jpg',
    contentType: 'image/jpeg',
    extension: 'jpg',
    bytes: () => jpegBlocks(20, 12),
  },
  pdf: {
    name: 'guia-do-afiliado.pdf',
    contentType: 'application/pdf',
    extension: 'pdf',
    bytes: () =>
      pdfDocument('Guia do Afiliado', [
        '1. Compartilhe seus links de produto nas redes sociais.',
        '2. Acompanhe suas vendas em Vendas e Faturamento.',
        '3. Emita a nota fiscal do ciclo para receber as comissoes.',
      ]),
  },
  ppt: {
    name: 'apresentacao-institucional.pptx',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extension: 'pptx',
    bytes: () => pptxDocument('Apresentação institucional'),
  },
  doc: {
    name: 'contrato-modelo.doc',
    contentType: 'application/msword',
    extension: 'doc',
    bytes: () => rtfDocument(['Contrato modelo de afiliação', 'Cláusula 1: objeto do contrato.']),
  },
  docx: {
    name: 'roteiro-de-abordagem.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    bytes: () => docxDocument(['Roteiro de abordagem', 'Apresente-se e pergunte como pode ajudar.']),
  },
  zip: {
    name: 'kit-de-imagens.zip',
    contentType: 'application/zip',
    extension: 'zip',
    bytes: () =>
      zipArchive([
        { name: 'leia-me.txt', content: 'Kit de imagens da campanha de verão.\n' },
        { name: 'stories.png', content: pngGradient(54, 96, [126, 34, 206], [236, 72, 153]) },
      ]),
  },
  odf: {
    name: 'politica-de-privacidade.odt',
    contentType: 'application/vnd.oasis.opendocument.text',
    extension: 'odt',
    bytes: () => odtDocument(['Política de privacidade', 'Seus dados são tratados conforme a LGPD.']),
  },
  mp4: { name: 'boas-vindas.mp4', contentType: 'video/mp4', extension: 'mp4', bytes: () => mp4Container(5) },
};

/** The object key of a seeded file: the shape of an uploaded one (files/signing.ts KEY_PATTERN). */
export const trainingSeedKey = (file: string): string =>
  `support-material.${seedId(`training-file:${file}`)}.${SEED_FILES[file]?.extension ?? 'bin'}`;

interface SeedAttachment {
  key: string;
  title: string;
  category: string;
  type: AttachmentType;
  /** A SEED_FILES name, or the link of a VIDEO. */
  source: string;
}

export const TRAINING_ATTACHMENTS: readonly SeedAttachment[] = [
  { key: 'pdf', title: 'Guia do afiliado', category: 'vendas/abordagem', type: 'PDF', source: 'pdf' },
  { key: 'mp4', title: 'Vídeo de boas-vindas', category: 'vendas/abordagem', type: 'MP4', source: 'mp4' },
  {
    key: 'docx',
    title: 'Roteiro de abordagem',
    category: 'vendas/abordagem/roteiros',
    type: 'DOCX',
    source: 'docx',
  },
  { key: 'doc', title: 'Contrato modelo', category: 'institucional', type: 'DOC', source: 'doc' },
  { key: 'ppt', title: 'Apresentação institucional', category: 'institucional', type: 'PPT', source: 'ppt' },
  { key: 'odf', title: 'Política de privacidade', category: 'institucional', type: 'ODF', source: 'odf' },
  { key: 'png', title: 'Banner da campanha', category: 'vendas/abordagem', type: 'PNG', source: 'png' },
  { key: 'jpg', title: 'Foto do produto', category: 'vendas/produtos', type: 'JPG', source: 'jpg' },
  { key: 'zip', title: 'Kit de imagens', category: 'marketing/redes', type: 'ZIP', source: 'zip' },
  {
    key: 'video',
    title: 'Live de lançamento',
    category: 'marketing/redes',
    type: 'VIDEO',
    source: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
];

export const trainingAttachmentId = (key: string): string => seedId(`training-attachment:${key}`);

export async function seedTraining(db: Db): Promise<void> {
  const files = Object.entries(SEED_FILES).map(([name, file], index) => ({
    key: trainingSeedKey(name),
    purpose: 'SUPPORT_MATERIAL',
    content_type: file.contentType,
    size: file.bytes().length,
    owner_id: null,
    created_at: hoursBeforeBase(240 - index),
  }));
  await db
    .insertInto('files')
    .values(files)
    .onConflict((c) => c.column('key').doNothing())
    .execute();
  // Parents come before their children in TRAINING_CATEGORIES, so one insert keeps the references.
  await db
    .insertInto('training_categories')
    .values(
      TRAINING_CATEGORIES.map((category, index) => ({
        id: trainingCategoryId(category.path),
        parent_id: category.parent === null ? null : trainingCategoryId(category.parent),
        title: category.title,
        thumbnail_key: category.thumbnail === null ? null : trainingSeedKey(category.thumbnail),
        created_at: hoursBeforeBase(200 - index),
      })),
    )
    .onConflict((c) => c.column('id').doNothing())
    .execute();
  await db
    .insertInto('training_attachments')
    .values(
      TRAINING_ATTACHMENTS.map((attachment, index) => {
        const file = attachment.type === 'VIDEO' ? undefined : SEED_FILES[attachment.source];
        return {
          id: trainingAttachmentId(attachment.key),
          category_id: trainingCategoryId(attachment.category),
          title: attachment.title,
          type: attachment.type,
          mime: file?.contentType ?? null,
          file_key: file ? trainingSeedKey(attachment.source) : null,
          file_name: file?.name ?? null,
          video_url: file ? null : attachment.source,
          thumbnail_key: null,
          created_at: hoursBeforeBase(150 - index),
        };
      }),
    )
    .onConflict((c) => c.column('id').doNothing())
    .execute();
}

/** A database seeded before the training tables existed (migration 0018) gets the library once. */
export async function seedMissingTraining(db: Db): Promise<boolean> {
  const any = await db.selectFrom('training_categories').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await db.transaction().execute((trx) => seedTraining(trx));
  return true;
}

/** The library's objects, written by storeSeedObjects when the storage lacks them. */
export const storeTrainingSeedFiles = (db: Db, storage: ObjectStorage): Promise<number> =>
  storeSeedObjects(
    db,
    storage,
    Object.entries(SEED_FILES).map(([name, file]) => ({
      key: trainingSeedKey(name),
      contentType: file.contentType,
      bytes: file.bytes,
    })),
  );
