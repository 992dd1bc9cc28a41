/**
 * Banners (docs/product.md §9.1; docs/upstream-contract/marketing.md "Banners"): the holding's list in
 * order, create, edit, delete and the neighbour swap. Every write takes one transaction-scoped
 * lock, so two writers never read the same order values; the swap also locks its two rows, and
 * the unique order (checked at commit) is the last guard: no commit leaves two banners on one value.
 */
import { type BannerType, createBannerSchema, swapBannersSchema, updateBannerSchema } from '@portal/schema';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { BannersTable } from '../../db/marketing-types.ts';
import type { Database } from '../../db/types.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { HttpError } from '../../kernel/errors.ts';
import { type ObjectStorage, objectKeyOf } from '../../kernel/stored-objects.ts';
import { isUuid } from '../../kernel/viewer.ts';
import { checkedBannerImage, thumbnailKey } from './images.ts';

export const BANNER_DETAIL = {
  notFound: 'Banner não encontrado.',
  typeLocked: 'O tipo do banner não pode ser alterado.',
  sameBanner: 'Escolha dois banners diferentes.',
} as const;

export interface BannerJson {
  id: string;
  name: string;
  type: BannerType;
  active: boolean;
  order: number;
  link: string | null;
  desktopUrl: string | null;
  mobileUrl: string | null;
  title: string | null;
  description: string | null;
  cta: string | null;
  thumbnail: string | null;
  created_at: string;
  updated_at: string;
}

const toJson = (row: Selectable<BannersTable>): BannerJson => ({
  id: row.id,
  name: row.name,
  type: row.type,
  active: row.active,
  order: row.position,
  link: row.link,
  desktopUrl: row.desktop_url,
  mobileUrl: row.mobile_url,
  title: row.title,
  description: row.description,
  cta: row.cta,
  thumbnail: row.thumbnail,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/**
 * A banner as served: an image URL that names one of our objects is given on the files' public
 * origin of this request, not the one it was stored with, so a stored banner survives a change of
 * host or port and the seeded ones (db/seed/marketing.ts) load wherever the portal runs.
 */
export const servedUrls =
  (fileUrl: (key: string) => string) =>
  (banner: BannerJson): BannerJson => {
    const served = (url: string | null) => {
      const key = url === null ? null : objectKeyOf(url);
      return key ? fileUrl(key) : url;
    };
    return {
      ...banner,
      desktopUrl: served(banner.desktopUrl),
      mobileUrl: served(banner.mobileUrl),
      thumbnail: served(banner.thumbnail),
    };
  };

/** The shared rule of the form and the gateway, applied again: upstream trusts no caller. */
async function badRequestOnInvalid<T>(validation: Promise<T>): Promise<T> {
  try {
    return await validation;
  } catch (error) {
    // yup's ValidationError: its message is the rule's text (the first problem found).
    if (error instanceof Error && error.name === 'ValidationError') throw new HttpError(400, error.message);
    throw error;
  }
}

const STRIP = { stripUnknown: true } as const;
export const parseCreateBanner = (body: unknown) =>
  badRequestOnInvalid(createBannerSchema.validate(body, STRIP));
export const parseUpdateBanner = (body: unknown) =>
  badRequestOnInvalid(updateBannerSchema.validate(body, STRIP));
export const parseSwapBanners = (body: unknown) =>
  badRequestOnInvalid(swapBannersSchema.validate(body, STRIP));

type BannerContent = Awaited<ReturnType<typeof parseUpdateBanner>>;

/** The columns a validated form writes: images checked on their stored bytes, keys recorded. */
async function contentColumns(db: Db, storage: ObjectStorage, input: Omit<BannerContent, 'active'>) {
  const image = input.type === 'IMAGE';
  const desktopKey =
    image && input.desktopUrl ? await checkedBannerImage(db, storage, 'desktop', input.desktopUrl) : null;
  const mobileKey =
    image && input.mobileUrl ? await checkedBannerImage(db, storage, 'mobile', input.mobileUrl) : null;
  return {
    type: input.type,
    // docs/product.md §9.2: on submit an empty link, CTA and thumbnail become null.
    link: input.link ?? null,
    desktop_url: image ? (input.desktopUrl ?? null) : null,
    mobile_url: image ? (input.mobileUrl ?? null) : null,
    title: input.title ?? null,
    description: input.description ?? null,
    cta: input.cta ?? null,
    thumbnail: input.thumbnail ?? null,
    desktop_key: desktopKey,
    mobile_key: mobileKey,
    thumbnail_key: await thumbnailKey(db, input.thumbnail),
  };
}

/** Serialises the banner writes (create, delete's renumbering, swap) of every process. */
const lockBanners = (trx: Transaction<Database>) =>
  sql`select pg_advisory_xact_lock(hashtext('portal.banners'))`.execute(trx);

export async function listBanners(db: Db | Transaction<Database>, activeOnly = false): Promise<BannerJson[]> {
  let query = db.selectFrom('banners').selectAll().orderBy('position');
  if (activeOnly) query = query.where('active', '=', true);
  return (await query.execute()).map(toJson);
}

export async function createBanner(
  db: Db,
  storage: ObjectStorage,
  input: Awaited<ReturnType<typeof parseCreateBanner>>,
  actorId: string | null = null,
): Promise<BannerJson> {
  const columns = await contentColumns(db, storage, input);
  return db.transaction().execute(async (trx) => {
    await lockBanners(trx);
    // A new banner goes to the end of the list.
    const row = await trx
      .insertInto('banners')
      .values((eb) => ({
        ...columns,
        name: input.name,
        position: eb.selectFrom('banners').select(sql<number>`coalesce(max(position), 0) + 1`.as('next')),
      }))
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = toJson(row);
    await recordAudit(trx, { actorId, action: 'banner.created', entity: 'banner', entityId: row.id, after });
    return after;
  });
}

export async function updateBanner(
  db: Db,
  storage: ObjectStorage,
  id: string,
  input: BannerContent,
  actorId: string | null = null,
): Promise<BannerJson> {
  if (!isUuid(id)) throw new HttpError(404, BANNER_DETAIL.notFound);
  const current = await db.selectFrom('banners').select('type').where('id', '=', id).executeTakeFirst();
  if (!current) throw new HttpError(404, BANNER_DETAIL.notFound);
  // docs/product.md §9.1: the type cannot change when editing (nor the name, which is not sent).
  if (current.type !== input.type) throw new HttpError(400, BANNER_DETAIL.typeLocked);
  const columns = await contentColumns(db, storage, input);
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('banners')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    const row = await trx
      .updateTable('banners')
      .set({ ...columns, active: input.active, updated_at: sql`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row || !before) throw new HttpError(404, BANNER_DETAIL.notFound);
    const after = toJson(row);
    await recordAudit(trx, {
      actorId,
      action: 'banner.updated',
      entity: 'banner',
      entityId: id,
      before: toJson(before),
      after,
    });
    return after;
  });
}

/** Deletes a banner and closes the gap it leaves, in one transaction. False when there is none. */
export async function deleteBanner(db: Db, id: string, actorId: string | null = null): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction().execute(async (trx) => {
    await lockBanners(trx);
    const deleted = await trx.deleteFrom('banners').where('id', '=', id).returningAll().executeTakeFirst();
    if (!deleted) return false;
    await recordAudit(trx, {
      actorId,
      action: 'banner.deleted',
      entity: 'banner',
      entityId: id,
      before: toJson(deleted),
    });
    await trx
      .updateTable('banners')
      .set((eb) => ({ position: eb('position', '-', 1) }))
      .where('position', '>', deleted.position)
      .execute();
    return true;
  });
}

/**
 * Swaps the order values of two banners in one transaction (docs/product.md §9.1) and returns the
 * whole list in its new order, for the client to merge.
 */
export async function swapBanners(
  db: Db,
  first: string,
  second: string,
  /** Tests interrupt the swap between its two writes. */
  afterFirstWrite: () => Promise<void> = async () => undefined,
): Promise<BannerJson[]> {
  if (first === second) throw new HttpError(400, BANNER_DETAIL.sameBanner);
  if (!isUuid(first) || !isUuid(second)) throw new HttpError(404, BANNER_DETAIL.notFound);
  return db.transaction().execute(async (trx) => {
    await lockBanners(trx);
    // Locked in id order, so two swaps sharing a banner never wait on each other crosswise.
    const rows = await trx
      .selectFrom('banners')
      .select(['id', 'position'])
      .where('id', 'in', [first, second])
      .orderBy('id')
      .forUpdate()
      .execute();
    const a = rows.find((row) => row.id === first);
    const b = rows.find((row) => row.id === second);
    if (!a || !b) throw new HttpError(404, BANNER_DETAIL.notFound);
    await trx.updateTable('banners').set({ position: b.position }).where('id', '=', a.id).execute();
    await afterFirstWrite();
    await trx.updateTable('banners').set({ position: a.position }).where('id', '=', b.id).execute();
    return listBanners(trx);
  });
}
