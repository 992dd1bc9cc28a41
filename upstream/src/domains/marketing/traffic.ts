/**
 * Paid-traffic tags (docs/product.md §9.3; docs/upstream-contract/marketing.md "Traffic tags"): the admin's
 * list of pixel and GTM ids. `key` is the pixel id and `value` the GTM id, as the table shows them
 * (TAG / VALOR); the public list gives the web client the enabled ids to load on product pages.
 */
import { trafficIdValue, trafficTagSchema } from '@portal/schema';
import type { Stringifier } from 'csv-stringify';
import { type Selectable, sql } from 'kysely';
import { type Db, inTransaction } from '../../db/connection.ts';
import type { TrafficTagsTable } from '../../db/marketing-types.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { csvStream } from '../../kernel/csv.ts';
import { HttpError } from '../../kernel/errors.ts';
import { containsPattern } from '../../kernel/params.ts';
import { isUuid } from '../../kernel/viewer.ts';

export const TRAFFIC_DETAIL = { notFound: 'Evento não encontrado.' } as const;

export interface TrafficTagJson {
  id: string;
  key: string | null;
  value: string | null;
  name: string | null;
  type: string | null;
  enabled: boolean;
  created_at: string;
  updated_at: string;
}

const toJson = (row: Selectable<TrafficTagsTable>): TrafficTagJson => ({
  id: row.id,
  key: row.pixel_id,
  value: row.gtm_id,
  name: row.name,
  type: row.type,
  enabled: row.enabled,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export interface TrafficTagDraft {
  pixel_id: string | null;
  gtm_id: string | null;
  name?: string | null;
  type?: string | null;
  enabled?: boolean;
}

const optionalText = (value: unknown): string | null | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? value.trim() || null : null;

/** The form's ids by the shared rule (trimmed, empty → null), plus the optional name, type, enabled. */
export async function parseTrafficTag(body: Readonly<Record<string, unknown>>): Promise<TrafficTagDraft> {
  let ids: { pixelId?: string | undefined; gtmId?: string | undefined };
  try {
    ids = await trafficTagSchema.validate(body, { stripUnknown: true });
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') throw new HttpError(400, error.message);
    throw error;
  }
  const name = optionalText(body.name);
  const type = optionalText(body.type);
  return {
    pixel_id: trafficIdValue(ids.pixelId),
    gtm_id: trafficIdValue(ids.gtmId),
    ...(name === undefined ? {} : { name }),
    ...(type === undefined ? {} : { type }),
    ...(typeof body.enabled === 'boolean' ? { enabled: body.enabled } : {}),
  };
}

/** Tráfego Pago's select: the tags that load a pixel, or a GTM container (a tag may do both). */
export const TRAFFIC_TAG_TYPES = ['pixel', 'gtm'] as const;
export type TrafficTagType = (typeof TRAFFIC_TAG_TYPES)[number];

/** Tráfego Pago's toolbar: `search` (trimmed, '' for none) and the type, null for every tag. */
export interface TrafficTagFilter {
  search: string;
  type: TrafficTagType | null;
}

export async function listTrafficTags(
  db: Db,
  enabledOnly = false,
  filter: TrafficTagFilter = { search: '', type: null },
): Promise<TrafficTagJson[]> {
  const pattern = containsPattern(filter.search);
  let query = db.selectFrom('traffic_tags').selectAll().orderBy('created_at').orderBy('id');
  if (enabledOnly) query = query.where('enabled', '=', true);
  if (filter.type === 'pixel') query = query.where('pixel_id', 'is not', null);
  if (filter.type === 'gtm') query = query.where('gtm_id', 'is not', null);
  // A piece of the pixel id, the GTM id or the name, case ignored (the ids are ASCII).
  if (filter.search !== '')
    query = query.where((eb) =>
      eb.or([eb('pixel_id', 'ilike', pattern), eb('gtm_id', 'ilike', pattern), eb('name', 'ilike', pattern)]),
    );
  return (await query.execute()).map(toJson);
}

export const TRAFFIC_CSV_HEADER = ['ID do Pixel', 'ID do GTM', 'Nome', 'Situação'] as const;

/** The tags `listTrafficTags` gives under the filter as a pt-BR CSV (kernel/csv.ts): a few rows, read at once. */
export function trafficTagsCsv(db: Db, filter: TrafficTagFilter): Stringifier {
  const rows = (async function* () {
    yield* await listTrafficTags(db, false, filter);
  })();
  return csvStream(TRAFFIC_CSV_HEADER, rows, (tag) => [
    tag.key ?? '',
    tag.value ?? '',
    tag.name ?? '',
    tag.enabled ? 'Ativa' : 'Inativa',
  ]);
}

export async function createTrafficTag(
  db: Db,
  draft: TrafficTagDraft,
  actorId: string | null = null,
): Promise<TrafficTagJson> {
  return inTransaction(db, async (trx) => {
    const row = toJson(
      await trx.insertInto('traffic_tags').values(draft).returningAll().executeTakeFirstOrThrow(),
    );
    await recordAudit(trx, {
      actorId,
      action: 'traffic_tag.created',
      entity: 'traffic_tag',
      entityId: row.id,
      after: row,
    });
    return row;
  });
}

export async function updateTrafficTag(
  db: Db,
  id: string,
  draft: TrafficTagDraft,
  actorId: string | null = null,
): Promise<TrafficTagJson> {
  if (!isUuid(id)) throw new HttpError(404, TRAFFIC_DETAIL.notFound);
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('traffic_tags')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new HttpError(404, TRAFFIC_DETAIL.notFound);
    const row = await trx
      .updateTable('traffic_tags')
      .set({ ...draft, updated_at: sql`now()` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = toJson(row);
    await recordAudit(trx, {
      actorId,
      action: 'traffic_tag.updated',
      entity: 'traffic_tag',
      entityId: id,
      before: toJson(before),
      after,
    });
    return after;
  });
}

export async function deleteTrafficTag(db: Db, id: string, actorId: string | null = null): Promise<boolean> {
  if (!isUuid(id)) return false;
  return inTransaction(db, async (trx) => {
    const deleted = await trx
      .deleteFrom('traffic_tags')
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!deleted) return false;
    await recordAudit(trx, {
      actorId,
      action: 'traffic_tag.deleted',
      entity: 'traffic_tag',
      entityId: id,
      before: toJson(deleted),
    });
    return true;
  });
}
