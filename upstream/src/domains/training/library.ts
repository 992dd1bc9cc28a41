/**
 * Reading the support-material library (docs/upstream-contract/training.md "Training"): one list per level
 * (root categories, or a category's subcategories then its attachments), a search over the whole
 * library, and a category with its path for the breadcrumbs. Lists page by 50 (docs/product.md §12.1)
 * and answer `has_more`/`next_page` instead of a total: the web loads the next page on scroll.
 */
import { TRAINING_PAGE_SIZE } from '@portal/schema';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { AttachmentType } from '../../db/training-types.ts';
import { HttpError } from '../../kernel/errors.ts';
import { containsPattern } from '../../kernel/params.ts';

/** Turns a stored object's key into the URL it is read from (GET /v1/files/<key>). */
export type FileUrl = (key: string) => string;

export interface CategoryItemJson {
  type_item: 'CATEGORY';
  id: string;
  title: string;
  parent_id: string | null;
  thumbnail_key: string | null;
  thumbnail_url: string | null;
}

export interface AttachmentItemJson {
  type_item: 'ATTACHMENT';
  id: string;
  title: string;
  category_id: string;
  type: AttachmentType;
  mime: string | null;
  /** The stored file's URL, or the video link. */
  url: string;
  file_name: string | null;
  thumbnail_key: string | null;
  thumbnail_url: string | null;
}

export type ItemJson = CategoryItemJson | AttachmentItemJson;

export interface ItemsPage {
  items: ItemJson[];
  page: number;
  page_size: number;
  has_more: boolean;
  /** The page to ask for next, null on the last one. */
  next_page: number | null;
}

export interface ItemsQuery {
  /** null: the root level. */
  categoryId: string | null;
  /** Non-empty: search the whole library instead of listing a level. */
  search: string;
  /** CATEGORY or an attachment type; null: both. */
  type: 'CATEGORY' | AttachmentType | null;
  page: number;
}

export interface PathEntry {
  id: string;
  title: string;
}

export interface CategoryJson extends CategoryItemJson {
  /** From the root down to this category itself: the breadcrumbs after 'Material de apoio'. */
  path: PathEntry[];
}

export const TRAINING_NOT_FOUND = {
  category: 'Categoria não encontrada.',
  attachment: 'Material não encontrado.',
} as const;

interface Row {
  type_item: 'CATEGORY' | 'ATTACHMENT';
  id: string;
  title: string;
  parent_id: string | null;
  type: AttachmentType | null;
  mime: string | null;
  file_key: string | null;
  file_name: string | null;
  video_url: string | null;
  thumbnail_key: string | null;
}

function toItem(row: Row, fileUrl: FileUrl): ItemJson {
  const thumbnail = {
    thumbnail_key: row.thumbnail_key,
    thumbnail_url: row.thumbnail_key && fileUrl(row.thumbnail_key),
  };
  if (row.type_item === 'CATEGORY') {
    return { type_item: 'CATEGORY', id: row.id, title: row.title, parent_id: row.parent_id, ...thumbnail };
  }
  return {
    type_item: 'ATTACHMENT',
    id: row.id,
    title: row.title,
    category_id: row.parent_id ?? '',
    type: row.type ?? 'PDF',
    mime: row.mime,
    url: row.video_url ?? fileUrl(row.file_key ?? ''),
    file_name: row.file_name,
    ...thumbnail,
  };
}

export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('training_categories').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * One page of a level or of a search: categories first, then attachments, each by title. One
 * statement (a union), read one row past the page to know whether another follows.
 */
export async function listItems(db: Db, query: ItemsQuery, fileUrl: FileUrl): Promise<ItemsPage> {
  // A text or a type turns the level into a search over the whole library.
  const searching = query.search !== '' || query.type !== null;
  if (!searching && query.categoryId !== null && !(await categoryExists(db, query.categoryId))) {
    throw new HttpError(404, TRAINING_NOT_FOUND.category);
  }
  const pattern = containsPattern(query.search);
  const categoryWhere: Expression<SqlBool> = searching
    ? sql<SqlBool>`c.title ilike ${pattern}`
    : query.categoryId === null
      ? sql<SqlBool>`c.parent_id is null`
      : sql<SqlBool>`c.parent_id = ${query.categoryId}`;
  const attachmentWhere: Expression<SqlBool> = searching
    ? sql<SqlBool>`a.title ilike ${pattern}`
    : query.categoryId === null
      ? sql<SqlBool>`false`
      : sql<SqlBool>`a.category_id = ${query.categoryId}`;
  const wantCategories = query.type === null || query.type === 'CATEGORY';
  const attachmentType = query.type === null || query.type === 'CATEGORY' ? null : query.type;
  const wantAttachments = query.type !== 'CATEGORY';
  const offset = query.page * TRAINING_PAGE_SIZE;
  const result = await sql<Row>`
    select * from (
      select 'CATEGORY' as type_item, 0 as kind, c.id, c.title, c.parent_id, null as type, null as mime,
             null as file_key, null as file_name, null as video_url, c.thumbnail_key
        from training_categories c
       where ${wantCategories ? categoryWhere : sql<SqlBool>`false`}
      union all
      select 'ATTACHMENT', 1, a.id, a.title, a.category_id, a.type, a.mime, a.file_key, a.file_name,
             a.video_url, a.thumbnail_key
        from training_attachments a
       where ${wantAttachments ? attachmentWhere : sql<SqlBool>`false`}
         and ${attachmentType === null ? sql<SqlBool>`true` : sql<SqlBool>`a.type = ${attachmentType}`}
    ) items
    order by kind, lower(title), id
    limit ${TRAINING_PAGE_SIZE + 1} offset ${offset}`.execute(db);
  const hasMore = result.rows.length > TRAINING_PAGE_SIZE;
  return {
    items: result.rows.slice(0, TRAINING_PAGE_SIZE).map((row) => toItem(row, fileUrl)),
    page: query.page,
    page_size: TRAINING_PAGE_SIZE,
    has_more: hasMore,
    next_page: hasMore ? query.page + 1 : null,
  };
}

/** The ids and titles from the root down to `id` (itself last); [] when it does not exist. */
export async function categoryPath(db: Db, id: string): Promise<PathEntry[]> {
  const result = await sql<PathEntry & { depth: number }>`
    with recursive up as (
      select id, title, parent_id, 0 as depth from training_categories where id = ${id}
      union all
      select c.id, c.title, c.parent_id, up.depth + 1 from training_categories c join up on c.id = up.parent_id
    )
    select id, title, depth from up order by depth desc`.execute(db);
  return result.rows.map(({ id: entryId, title }) => ({ id: entryId, title }));
}

export async function getCategory(db: Db, id: string, fileUrl: FileUrl): Promise<CategoryJson> {
  const row = await db
    .selectFrom('training_categories')
    .select(['id', 'title', 'parent_id', 'thumbnail_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, TRAINING_NOT_FOUND.category);
  return {
    type_item: 'CATEGORY',
    ...row,
    thumbnail_url: row.thumbnail_key && fileUrl(row.thumbnail_key),
    path: await categoryPath(db, id),
  };
}

export async function getAttachment(db: Db, id: string, fileUrl: FileUrl): Promise<AttachmentItemJson> {
  const row = await db
    .selectFrom('training_attachments')
    .select([
      'id',
      'title',
      'category_id as parent_id',
      'type',
      'mime',
      'file_key',
      'file_name',
      'video_url',
      'thumbnail_key',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, TRAINING_NOT_FOUND.attachment);
  return toItem({ ...row, type_item: 'ATTACHMENT' }, fileUrl) as AttachmentItemJson;
}

export interface TreeEntry {
  id: string;
  title: string;
  parent_id: string | null;
  /** Attachments directly in the category: the delete dialog adds them up over a subtree. */
  attachments: number;
}

/**
 * Every category (id, title, parent, its own attachments): the targets a holding picks from when
 * moving, and what a category's deletion would take with it.
 */
export async function categoryTree(db: Db): Promise<TreeEntry[]> {
  const rows = await db
    .selectFrom('training_categories as c')
    .select([
      'c.id',
      'c.title',
      'c.parent_id',
      (eb) =>
        eb
          .selectFrom('training_attachments as a')
          .whereRef('a.category_id', '=', 'c.id')
          .select(sql<number>`count(*)::int`.as('n'))
          .as('attachments'),
    ])
    .orderBy(sql`lower(c.title)`)
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({ ...row, attachments: Number(row.attachments ?? 0) }));
}
