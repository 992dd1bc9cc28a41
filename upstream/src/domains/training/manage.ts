/**
 * Managing the library (holding; docs/upstream-contract/training.md "Training"). Stored objects are only
 * referenced here: an attachment names a `files` row uploaded for SUPPORT_MATERIAL whose recorded
 * type must be the attachment's; deleting rows releases their objects to the orphan sweep
 * (files/sweep.ts reads these columns), which never removes an object another row still names.
 */
import { TRAINING_MESSAGES, TRAINING_TYPE_MIME, trainingTypeOfMime } from '@portal/schema';
import { sql } from 'kysely';
import { type Db, inTransaction } from '../../db/connection.ts';
import type { AttachmentType } from '../../db/training-types.ts';
import { HttpError } from '../../kernel/errors.ts';
import { categoryExists, TRAINING_NOT_FOUND } from './library.ts';

type Trx = Db;

const IMAGE_TYPES: readonly string[] = [TRAINING_TYPE_MIME.PNG, TRAINING_TYPE_MIME.JPG];

async function requireCategory(db: Db, id: string): Promise<void> {
  if (!(await categoryExists(db, id))) throw new HttpError(404, TRAINING_NOT_FOUND.category);
}

/** The recorded media type of an uploaded object, or 400 when no such upload exists. */
async function uploadedType(db: Db, key: string): Promise<string> {
  const row = await db.selectFrom('files').select('content_type').where('key', '=', key).executeTakeFirst();
  if (!row) throw new HttpError(400, TRAINING_MESSAGES.fileNotFound);
  return row.content_type;
}

async function checkThumbnail(db: Db, key: string | null | undefined): Promise<string | null> {
  if (!key) return null;
  if (!IMAGE_TYPES.includes(await uploadedType(db, key)))
    throw new HttpError(400, TRAINING_MESSAGES.thumbnailNotImage);
  return key;
}

export interface CategoryInput {
  title: string;
  parentId: string | null;
  thumbnailKey: string | null;
}

export async function createCategory(db: Db, input: CategoryInput): Promise<string> {
  if (input.parentId !== null) await requireCategory(db, input.parentId);
  const thumbnail = await checkThumbnail(db, input.thumbnailKey);
  const row = await db
    .insertInto('training_categories')
    .values({ title: input.title, parent_id: input.parentId, thumbnail_key: thumbnail })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A card's title and image: a category and an attachment are edited alike. */
async function editCard(
  db: Db,
  table: 'training_categories' | 'training_attachments',
  notFound: string,
  id: string,
  input: CardEdit,
): Promise<void> {
  // Absent (undefined) keeps the card image: a title edit must not drop it; null removes it.
  const thumbnail =
    input.thumbnailKey === undefined ? undefined : await checkThumbnail(db, input.thumbnailKey);
  const result = await db
    .updateTable(table)
    .set(thumbnail === undefined ? { title: input.title } : { title: input.title, thumbnail_key: thumbnail })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new HttpError(404, notFound);
}

interface CardEdit {
  title: string;
  thumbnailKey: string | null | undefined;
}

export const editCategory = (db: Db, id: string, input: CardEdit): Promise<void> =>
  editCard(db, 'training_categories', TRAINING_NOT_FOUND.category, id, input);

/** The ids of `id` and every category below it. */
const subtree = (id: string) => sql<{ id: string }>`
  with recursive tree as (
    select id from training_categories where id = ${id}
    union all
    select c.id from training_categories c join tree on c.parent_id = tree.id
  )
  select id from tree`;

/**
 * Moves a category under `parentId` (null: to the root). Refused when the target is the category
 * itself or one of its descendants, which would detach the subtree into a cycle. The check and the
 * update run in one transaction under a lock on the tree, so two crossing moves cannot both pass.
 */
export async function moveCategory(db: Db, id: string, parentId: string | null): Promise<void> {
  await inTransaction(db, async (trx: Trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('training_categories_tree'))`.execute(trx);
    await requireCategory(trx, id);
    if (parentId !== null) {
      await requireCategory(trx, parentId);
      const below = await subtree(id).execute(trx);
      if (below.rows.some((row) => row.id === parentId))
        throw new HttpError(400, TRAINING_MESSAGES.moveIntoItself);
    }
    await trx.updateTable('training_categories').set({ parent_id: parentId }).where('id', '=', id).execute();
  });
}

export interface DeletedSubtree {
  categories: number;
  attachments: number;
}

export interface DeleteHooks {
  /** Tests only: runs between deleting the attachments and the categories (to interrupt it). */
  afterAttachments?: () => Promise<void>;
}

/**
 * Deletes a category, everything below it and their attachments in one transaction: a failure half
 * way leaves every row in place. The objects the rows named are left to the orphan sweep.
 */
export async function deleteCategory(db: Db, id: string, hooks: DeleteHooks = {}): Promise<DeletedSubtree> {
  return inTransaction(db, async (trx: Trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('training_categories_tree'))`.execute(trx);
    await requireCategory(trx, id);
    const ids = (await subtree(id).execute(trx)).rows.map((row) => row.id);
    const attachments = await trx
      .deleteFrom('training_attachments')
      .where('category_id', 'in', ids)
      .executeTakeFirst();
    await hooks.afterAttachments?.();
    const categories = await trx.deleteFrom('training_categories').where('id', 'in', ids).executeTakeFirst();
    return { categories: Number(categories.numDeletedRows), attachments: Number(attachments.numDeletedRows) };
  });
}

export interface FileAttachmentInput {
  categoryId: string;
  title: string;
  fileKey: string;
  fileName: string;
  thumbnailKey: string | null;
}

/** A stored file as an attachment: its type is the one of the type recorded at upload. */
export async function addFile(db: Db, input: FileAttachmentInput): Promise<string> {
  await requireCategory(db, input.categoryId);
  const mime = await uploadedType(db, input.fileKey);
  const type = trainingTypeOfMime(mime);
  if (!type) throw new HttpError(400, TRAINING_MESSAGES.fileTypeMismatch);
  const thumbnail = await checkThumbnail(db, input.thumbnailKey);
  const row = await db
    .insertInto('training_attachments')
    .values({
      category_id: input.categoryId,
      title: input.title,
      type,
      mime,
      file_key: input.fileKey,
      file_name: input.fileName,
      thumbnail_key: thumbnail,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addVideo(
  db: Db,
  input: { categoryId: string; title: string; url: string },
): Promise<string> {
  await requireCategory(db, input.categoryId);
  const type: AttachmentType = 'VIDEO';
  const row = await db
    .insertInto('training_attachments')
    .values({ category_id: input.categoryId, title: input.title, type, video_url: input.url })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const editAttachment = (db: Db, id: string, input: CardEdit): Promise<void> =>
  editCard(db, 'training_attachments', TRAINING_NOT_FOUND.attachment, id, input);

export async function moveAttachment(db: Db, id: string, categoryId: string): Promise<void> {
  await requireCategory(db, categoryId);
  const result = await db
    .updateTable('training_attachments')
    .set({ category_id: categoryId })
    .where('id', '=', id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new HttpError(404, TRAINING_NOT_FOUND.attachment);
}

export async function deleteAttachment(db: Db, id: string): Promise<void> {
  const result = await db.deleteFrom('training_attachments').where('id', '=', id).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new HttpError(404, TRAINING_NOT_FOUND.attachment);
}
