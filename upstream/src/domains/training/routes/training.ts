/**
 * docs/product.md §12.1 Support material (docs/upstream-contract/training.md "Training"): affiliates,
 * branches, holding and agents read the library; only holding manages it. Bodies are checked with
 * the shared rules of @portal/schema, the same the gateway applies first.
 */
import {
  TRAINING_ATTACHMENT_TYPES,
  TRAINING_MESSAGES,
  trainingAttachmentEditSchema,
  trainingAttachmentMoveSchema,
  trainingCategoryCreateSchema,
  trainingCategoryEditSchema,
  trainingCategoryMoveSchema,
  trainingFileCreateSchema,
  trainingSearchSchema,
  trainingVideoCreateSchema,
} from '@portal/schema';
import { type Request, Router } from 'express';
import { type Db, inTransaction } from '../../../db/connection.ts';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requireAnyRole, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { jsonObject, pathParam } from '../../../http/input.ts';
import { type AuditAction, recordAudit } from '../../../kernel/audit.ts';
import { intParam, PARAM_MESSAGES, queryText } from '../../../kernel/params.ts';
import { FILES_PATH } from '../../../kernel/stored-objects.ts';
import { isUuid } from '../../../kernel/viewer.ts';
import {
  categoryTree,
  type FileUrl,
  getAttachment,
  getCategory,
  listItems,
  TRAINING_NOT_FOUND,
} from '../library.ts';
import {
  addFile,
  addVideo,
  createCategory,
  deleteAttachment,
  deleteCategory,
  editAttachment,
  editCategory,
  moveAttachment,
  moveCategory,
} from '../manage.ts';

const BASE = '/v1/training';

interface Validates<T> {
  validate(value: unknown, options: { stripUnknown: boolean }): Promise<T>;
}

/** A body through a shared rule; the rule's text answers a 400. */
async function parse<T>(schema: Validates<T>, value: unknown): Promise<T> {
  try {
    return await schema.validate(value, { stripUnknown: true });
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') throw new HttpError(400, error.message);
    throw error;
  }
}

/** A path id that is a uuid, else 404 with `notFound` (nothing else can name a row). */
function idParam(req: Request, name: string, notFound: string): string {
  const id = pathParam(req, name);
  if (!isUuid(id)) throw new HttpError(404, notFound);
  return id;
}

/** An edit's card image: a body without `thumbnailKey` keeps the current one (undefined), null removes it. */
function thumbnailOf(req: Request, key: string | null | undefined): string | null | undefined {
  return 'thumbnailKey' in jsonObject(req) ? (key ?? null) : undefined;
}

/** An optional id from a body: not a uuid means no such row. */
function bodyId(id: string | null | undefined, notFound: string): string | null {
  if (id === null || id === undefined) return null;
  if (!isUuid(id)) throw new HttpError(404, notFound);
  return id;
}

export function trainingRoutes(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;
  const auth = authenticate(deps);
  const readers = requireAnyRole('isAffiliated', 'isBranch', 'isHolding', 'isAgent');
  const holding = requireAnyRole('isHolding');
  /**
   * Runs a library write and its audit row (kernel/audit.ts) in one transaction: `write` answers the
   * id of what it changed, `after` is the request as validated.
   */
  const audited = (req: Request, action: AuditAction, after: unknown, write: (trx: Db) => Promise<string>) =>
    inTransaction(db, async (trx) => {
      const id = await write(trx);
      const entity = action.slice(0, action.indexOf('.'));
      await recordAudit(trx, { actorId: viewerOf(req).id, action, entity, entityId: id, after });
      return id;
    });
  const fileUrlOf =
    (req: Request): FileUrl =>
    (key) =>
      `${deps.config.files.publicUrl ?? `${req.protocol}://${req.get('host')}`}${FILES_PATH}/${key}`;

  router.get(`${BASE}/attachment-types`, auth, readers, (_req, res) => {
    res.json({ items: TRAINING_ATTACHMENT_TYPES });
  });

  // The root level (no category_id), a category's level, or a search (search and/or type).
  router.get(`${BASE}/items`, auth, readers, async (req, res) => {
    const rawCategory = queryText(req, 'category_id') ?? '';
    const categoryId = bodyId(rawCategory === '' ? null : rawCategory, TRAINING_NOT_FOUND.category);
    const { search, type } = await parse(trainingSearchSchema, {
      search: queryText(req, 'search') ?? '',
      type: queryText(req, 'type') || null,
    });
    const page = intParam(req, 'page', 0, 0, Number.MAX_SAFE_INTEGER, PARAM_MESSAGES.page);
    res.json(await listItems(db, { categoryId, search, type: type ?? null, page }, fileUrlOf(req)));
  });

  router.get(`${BASE}/categories/:id`, auth, readers, async (req, res) => {
    res.json(await getCategory(db, idParam(req, 'id', TRAINING_NOT_FOUND.category), fileUrlOf(req)));
  });

  router.get(`${BASE}/attachments/:id`, auth, readers, async (req, res) => {
    res.json(await getAttachment(db, idParam(req, 'id', TRAINING_NOT_FOUND.attachment), fileUrlOf(req)));
  });

  // Holding's move dialog: every category at once (a library has tens, not thousands).
  router.get(`${BASE}/categories`, auth, holding, async (_req, res) => {
    res.json({ items: await categoryTree(db) });
  });

  router.post(`${BASE}/categories`, auth, holding, async (req, res) => {
    const input = await parse(trainingCategoryCreateSchema, jsonObject(req));
    const id = await audited(req, 'training_category.created', input, (trx) =>
      createCategory(trx, {
        title: input.title,
        parentId: bodyId(input.parentId, TRAINING_NOT_FOUND.category),
        thumbnailKey: input.thumbnailKey ?? null,
      }),
    );
    res.status(201).json({ id, message: TRAINING_MESSAGES.categoryAdded });
  });

  router.put(`${BASE}/categories/:id`, auth, holding, async (req, res) => {
    const id = idParam(req, 'id', TRAINING_NOT_FOUND.category);
    const input = await parse(trainingCategoryEditSchema, { ...jsonObject(req), id });
    await audited(req, 'training_category.updated', input, async (trx) => {
      await editCategory(trx, id, { title: input.title, thumbnailKey: thumbnailOf(req, input.thumbnailKey) });
      return id;
    });
    res.json({ id, message: TRAINING_MESSAGES.categoryEdited });
  });

  router.put(`${BASE}/categories/:id/parent`, auth, holding, async (req, res) => {
    const id = idParam(req, 'id', TRAINING_NOT_FOUND.category);
    const input = await parse(trainingCategoryMoveSchema, { ...jsonObject(req), id });
    await audited(req, 'training_category.moved', input, async (trx) => {
      await moveCategory(trx, id, bodyId(input.parentId, TRAINING_NOT_FOUND.category));
      return id;
    });
    res.json({ id, message: TRAINING_MESSAGES.categoryMoved });
  });

  router.delete(`${BASE}/categories/:id`, auth, holding, async (req, res) => {
    const id = idParam(req, 'id', TRAINING_NOT_FOUND.category);
    let deleted: Awaited<ReturnType<typeof deleteCategory>> | undefined;
    await audited(req, 'training_category.deleted', { id }, async (trx) => {
      deleted = await deleteCategory(trx, id);
      return id;
    });
    res.json({ id, message: TRAINING_MESSAGES.categoryDeleted, deleted });
  });

  router.post(`${BASE}/attachments/files`, auth, holding, async (req, res) => {
    const input = await parse(trainingFileCreateSchema, jsonObject(req));
    const id = await audited(req, 'training_attachment.created', input, (trx) =>
      addFile(trx, {
        categoryId: bodyId(input.categoryId, TRAINING_NOT_FOUND.category) ?? '',
        title: input.title,
        fileKey: input.fileKey,
        fileName: input.fileName,
        thumbnailKey: input.thumbnailKey ?? null,
      }),
    );
    res.status(201).json({ id, message: TRAINING_MESSAGES.fileAdded });
  });

  router.post(`${BASE}/attachments/videos`, auth, holding, async (req, res) => {
    const input = await parse(trainingVideoCreateSchema, jsonObject(req));
    const categoryId = bodyId(input.categoryId, TRAINING_NOT_FOUND.category) ?? '';
    const id = await audited(req, 'training_attachment.created', input, (trx) =>
      addVideo(trx, { categoryId, title: input.title, url: input.url }),
    );
    res.status(201).json({ id, message: TRAINING_MESSAGES.videoAdded });
  });

  router.put(`${BASE}/attachments/:id`, auth, holding, async (req, res) => {
    const id = idParam(req, 'id', TRAINING_NOT_FOUND.attachment);
    const input = await parse(trainingAttachmentEditSchema, { ...jsonObject(req), id });
    await audited(req, 'training_attachment.updated', input, async (trx) => {
      await editAttachment(trx, id, {
        title: input.title,
        thumbnailKey: thumbnailOf(req, input.thumbnailKey),
      });
      return id;
    });
    res.json({ id, message: TRAINING_MESSAGES.fileEdited });
  });

  router.put(`${BASE}/attachments/:id/category`, auth, holding, async (req, res) => {
    const id = idParam(req, 'id', TRAINING_NOT_FOUND.attachment);
    const input = await parse(trainingAttachmentMoveSchema, { ...jsonObject(req), id });
    await audited(req, 'training_attachment.moved', input, async (trx) => {
      await moveAttachment(trx, id, bodyId(input.categoryId, TRAINING_NOT_FOUND.category) ?? '');
      return id;
    });
    res.json({ id, message: TRAINING_MESSAGES.fileMoved });
  });

  router.delete(`${BASE}/attachments/:id`, auth, holding, async (req, res) => {
    const id = idParam(req, 'id', TRAINING_NOT_FOUND.attachment);
    await audited(req, 'training_attachment.deleted', { id }, async (trx) => {
      await deleteAttachment(trx, id);
      return id;
    });
    res.json({ id, message: TRAINING_MESSAGES.fileDeleted });
  });

  return router;
}
