/** The support-material tables (migration 0018_training) as Kysely sees them; merged into `Database`. */
import type { ColumnType, Generated } from 'kysely';

/** docs/product.md §12.1: every attachment type; VIDEO is a link shown in a player. */
export const ATTACHMENT_TYPES = [
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
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface TrainingCategoriesTable {
  id: Generated<string>;
  /** null: a root category. */
  parent_id: string | null;
  title: string;
  /** `files.key` of the card image. */
  thumbnail_key: string | null;
  created_at: CreatedAt;
}

export interface TrainingAttachmentsTable {
  id: Generated<string>;
  category_id: string;
  title: string;
  type: AttachmentType;
  mime: string | null;
  /** `files.key` of the stored file; null for a video link. */
  file_key: string | null;
  /** The name the file is downloaded under. */
  file_name: string | null;
  video_url: string | null;
  thumbnail_key: string | null;
  created_at: CreatedAt;
}

export interface TrainingTables {
  training_categories: TrainingCategoriesTable;
  training_attachments: TrainingAttachmentsTable;
}
