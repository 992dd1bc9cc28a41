/**
 * Produtos, the holding's product manager (docs/product.md §10.3; docs/upstream-contract/products.md
 * "Holding products"): the list with and without campaign (a campaign is a special event), one
 * product with every field, create and edit. Every edit names the revision it was based on: the
 * update matches id AND revision and bumps it, so of two edits based on the same revision exactly
 * one wins and the other is 409, nothing overwritten. The product row and its per-level commissions
 * are written in one transaction. Terms are stored exactly as written; readers sanitise them.
 */
import { managedProductSchema, PRODUCT_MANAGER_MESSAGES, type ProductCampaignFilter } from '@portal/schema';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { ProductsTable } from '../../db/finance-types.ts';
import type { Database } from '../../db/types.ts';
import { recordAudit } from '../../kernel/audit.ts';
import { HttpError } from '../../kernel/errors.ts';
import { type Page, type PageRequest, toInt } from '../../kernel/paging.ts';
import { storedObjectKey } from '../../kernel/stored-objects.ts';
import { isUuid } from '../../kernel/viewer.ts';

const M = PRODUCT_MANAGER_MESSAGES;
const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

export type ManagedProductDraft = Awaited<ReturnType<typeof parseManagedProduct>>;

export async function parseManagedProduct(body: unknown) {
  try {
    return await managedProductSchema.validate(body, { stripUnknown: true });
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') throw new HttpError(400, error.message);
    throw error;
  }
}

export interface SpecialEventJson {
  name: string;
  startsAt: string;
  endsAt: string;
}

export interface ManagedProductRowJson {
  id: string;
  name: string;
  producerId: string;
  producerName: string;
  active: boolean;
  highlighted: boolean;
  minLevel: number;
  price: number;
  specialEventCount: number;
  /** Special events plus the CRM campaigns linked to it: what makes it "with campaign". */
  campaignCount: number;
  revision: number;
  updated_at: string;
}

export interface ManagedProductJson {
  id: string;
  revision: number;
  active: boolean;
  highlighted: boolean;
  coproduction: boolean;
  name: string;
  sfCode: string | null;
  minLevel: number;
  producerId: string;
  producerName: string;
  price: number;
  maxInstallments: number;
  title: string | null;
  subtitle1: string | null;
  subtitle2: string | null;
  description1: string | null;
  description2: string | null;
  showTerms: boolean;
  termsContent: string | null;
  cta: string | null;
  bannerPhone: string | null;
  bannerTablet: string | null;
  bannerDesktop: string | null;
  thumbnail: string | null;
  specialEvents: SpecialEventJson[];
  commissions: { level: number; rateBp: number }[];
  chargeReceiver: string | null;
  serviceCharge: number;
  coparticipationBranchBp: number;
  donationValue: number;
  donationReceiver: string | null;
  checkoutPageUrl: string | null;
  salesB2B: boolean;
  cnpjEnabled: boolean;
  salesInterest: boolean;
  santaclaraEnabled: boolean;
  santaclaraPublished: boolean;
  updated_at: string;
}

type ProductRow = Selectable<ProductsTable> & { producer_name: string };

const eventsOf = (value: unknown): SpecialEventJson[] =>
  Array.isArray(value)
    ? (value as SpecialEventJson[])
    : typeof value === 'string'
      ? eventsOf(JSON.parse(value))
      : [];

const toJson = (row: ProductRow, commissions: { level: number; rate_bp: number }[]): ManagedProductJson => ({
  id: row.id,
  revision: row.revision,
  active: row.active,
  highlighted: row.highlighted,
  coproduction: row.coproduction,
  name: row.name,
  sfCode: row.sf_code,
  minLevel: row.min_level,
  producerId: row.producer_id,
  producerName: row.producer_name,
  price: row.price_cents,
  maxInstallments: row.max_installments,
  title: row.title,
  subtitle1: row.subtitle1,
  subtitle2: row.subtitle2,
  description1: row.description1,
  description2: row.description2,
  showTerms: row.show_terms,
  termsContent: row.terms_content,
  cta: row.cta,
  bannerPhone: row.banner_phone_url,
  bannerTablet: row.banner_tablet_url,
  bannerDesktop: row.banner_desktop_url,
  thumbnail: row.thumbnail_url,
  specialEvents: eventsOf(row.special_events),
  commissions: commissions.map((c) => ({ level: c.level, rateBp: c.rate_bp })),
  chargeReceiver: row.charge_receiver,
  serviceCharge: row.service_charge_cents,
  coparticipationBranchBp: row.coparticipation_branch_bp,
  donationValue: row.donation_cents,
  donationReceiver: row.donation_receiver,
  checkoutPageUrl: row.checkout_url,
  salesB2B: row.sales_b2b,
  cnpjEnabled: row.cnpj_enabled,
  salesInterest: row.sales_interest,
  santaclaraEnabled: row.santaclara_enabled,
  santaclaraPublished: row.santaclara_published,
  updated_at: new Date(row.updated_at).toISOString(),
});

/** An image must be one of our stored PNG/JPEG objects: its key is kept for the orphan sweep. */
async function imageKey(db: Db, url: string | undefined): Promise<string | null> {
  if (!url) return null;
  const key = await storedObjectKey(db, url, IMAGE_TYPES);
  if (!key) throw new HttpError(400, M.imageFailed);
  return key;
}

async function columnsOf(db: Db, draft: ManagedProductDraft) {
  const commissions = [...draft.commissions].sort((a, b) => a.level - b.level);
  return {
    active: draft.active,
    highlighted: draft.highlighted,
    coproduction: draft.coproduction,
    name: draft.name,
    sf_code: draft.sfCode ?? null,
    min_level: draft.minLevel,
    producer_id: draft.producerId,
    price_cents: draft.price,
    max_installments: draft.maxInstallments,
    // Finance's single rates follow the manager's: the lowest level's commission, the branch's share.
    affiliate_rate_bp: commissions[0]?.rateBp ?? 0,
    branch_rate_bp: draft.coparticipationBranchBp,
    title: draft.title ?? null,
    subtitle1: draft.subtitle1 ?? null,
    subtitle2: draft.subtitle2 ?? null,
    description1: draft.description1 ?? null,
    description2: draft.description2 ?? null,
    show_terms: draft.showTerms,
    terms_content: draft.termsContent ?? null,
    cta: draft.cta ?? null,
    banner_phone_url: draft.bannerPhone ?? null,
    banner_phone_key: await imageKey(db, draft.bannerPhone),
    banner_tablet_url: draft.bannerTablet ?? null,
    banner_tablet_key: await imageKey(db, draft.bannerTablet),
    banner_desktop_url: draft.bannerDesktop ?? null,
    banner_desktop_key: await imageKey(db, draft.bannerDesktop),
    thumbnail_url: draft.thumbnail ?? null,
    thumbnail_key: await imageKey(db, draft.thumbnail),
    special_events: JSON.stringify(draft.specialEvents),
    charge_receiver: draft.chargeReceiver ?? null,
    service_charge_cents: draft.serviceCharge,
    coparticipation_branch_bp: draft.coparticipationBranchBp,
    donation_cents: draft.donationValue,
    donation_receiver: draft.donationReceiver ?? null,
    checkout_url: draft.checkoutPageUrl ?? null,
    sales_b2b: draft.salesB2B,
    cnpj_enabled: draft.cnpjEnabled,
    sales_interest: draft.salesInterest,
    santaclara_enabled: draft.santaclaraEnabled,
    santaclara_published: draft.santaclaraPublished,
  };
}

async function requireProducer(db: Db, producerId: string): Promise<void> {
  const found = isUuid(producerId)
    ? await db.selectFrom('producers').select('id').where('id', '=', producerId).executeTakeFirst()
    : undefined;
  if (!found) throw new HttpError(400, M.producerNotFound);
}

/** A special event of its own, or a CRM campaign the campaigns poll linked (campaign-poll-worker.ts). */
const hasCampaign = sql<boolean>`(jsonb_array_length(products.special_events) > 0
  or exists (select 1 from product_campaigns pc where pc.product_id = products.id))`;

/** The list's filter (its CSV's too, manager-csv.ts). */
export function managedProductCondition(search: string | null, campaign: ProductCampaignFilter) {
  const parts = [sql<boolean>`true`];
  if (campaign === 'WITH_CAMPAIGN') parts.push(hasCampaign);
  if (campaign === 'WITHOUT_CAMPAIGN') parts.push(sql<boolean>`not ${hasCampaign}`);
  if (search) {
    const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
    parts.push(sql<boolean>`(products.name_key like '%' || fold_name(${escaped}) || '%'
      or products.sf_code = ${search})`);
  }
  return sql.join(parts, sql` and `) as unknown as ReturnType<typeof sql<boolean>>;
}

export async function listManagedProducts(
  db: Db,
  request: Pick<PageRequest<'name'>, 'page' | 'pageSize'>,
  search: string | null,
  campaign: ProductCampaignFilter,
): Promise<Page<ManagedProductRowJson>> {
  const condition = managedProductCondition(search, campaign);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('products')
      .innerJoin('producers', 'producers.id', 'products.producer_id')
      .select([
        'products.id',
        'products.name',
        'products.producer_id',
        'producers.name as producer_name',
        'products.active',
        'products.highlighted',
        'products.min_level',
        'products.price_cents',
        'products.revision',
        'products.updated_at',
        sql<number>`jsonb_array_length(products.special_events)`.as('event_count'),
        // The page's rows only, each an index probe (product_campaigns_product_idx).
        sql<number>`(select count(*) from product_campaigns pc where pc.product_id = products.id)`.as(
          'crm_campaign_count',
        ),
      ])
      .where(condition)
      .orderBy('products.name_key')
      .orderBy('products.id')
      .limit(request.pageSize)
      .offset(request.page * request.pageSize)
      .execute(),
    db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .where(condition)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      producerId: row.producer_id,
      producerName: row.producer_name,
      active: row.active,
      highlighted: row.highlighted,
      minLevel: row.min_level,
      price: row.price_cents,
      specialEventCount: toInt(row.event_count),
      campaignCount: toInt(row.event_count) + toInt(row.crm_campaign_count),
      revision: row.revision,
      updated_at: new Date(row.updated_at).toISOString(),
    })),
    totalRows: toInt(count.n),
    page: request.page,
    pageSize: request.pageSize,
  };
}

async function readProduct(db: Db | Transaction<Database>, id: string): Promise<ManagedProductJson | null> {
  const row = await db
    .selectFrom('products')
    .innerJoin('producers', 'producers.id', 'products.producer_id')
    .selectAll('products')
    .select('producers.name as producer_name')
    .where('products.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const commissions = await db
    .selectFrom('product_commissions')
    .select(['level', 'rate_bp'])
    .where('product_id', '=', id)
    .orderBy('level')
    .execute();
  return toJson(row, commissions);
}

export async function getManagedProduct(db: Db, id: string): Promise<ManagedProductJson> {
  const product = isUuid(id) ? await readProduct(db, id) : null;
  if (!product) throw new HttpError(404, M.notFound);
  return product;
}

/** Between the product row and its commissions: tests interrupt the write there. */
export type WriteHook = () => Promise<void>;
const noHook: WriteHook = async () => undefined;

async function writeCommissions(trx: Transaction<Database>, productId: string, draft: ManagedProductDraft) {
  await trx.deleteFrom('product_commissions').where('product_id', '=', productId).execute();
  if (draft.commissions.length === 0) return;
  await trx
    .insertInto('product_commissions')
    .values(draft.commissions.map((c) => ({ product_id: productId, level: c.level, rate_bp: c.rateBp })))
    .execute();
}

/** After the product row's insert or update, same transaction: hook, commissions, read back, audit. */
async function afterRowWrite(
  trx: Transaction<Database>,
  id: string,
  draft: ManagedProductDraft,
  afterProductWrite: WriteHook,
  audit: { actorId: string | null; action: 'product.created' | 'product.updated'; before?: unknown },
): Promise<ManagedProductJson> {
  await afterProductWrite();
  await writeCommissions(trx, id, draft);
  const product = await readProduct(trx, id);
  if (!product) throw new HttpError(404, M.notFound);
  await recordAudit(trx, { ...audit, entity: 'product', entityId: id, after: product });
  return product;
}

export async function createManagedProduct(
  db: Db,
  draft: ManagedProductDraft,
  afterProductWrite: WriteHook = noHook,
  actorId: string | null = null,
): Promise<ManagedProductJson> {
  await requireProducer(db, draft.producerId);
  const columns = await columnsOf(db, draft);
  return db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto('products').values(columns).returning('id').executeTakeFirstOrThrow();
    return afterRowWrite(trx, id, draft, afterProductWrite, { actorId, action: 'product.created' });
  });
}

/**
 * Applies an edit based on `revision`. The row is updated only while it still has that revision
 * (and the revision is bumped in the same statement), so a concurrent edit that won first leaves
 * this one matching nothing: 409, and nothing of it is written.
 */
export async function updateManagedProduct(
  db: Db,
  id: string,
  revision: number,
  draft: ManagedProductDraft,
  afterProductWrite: WriteHook = noHook,
  actorId: string | null = null,
): Promise<ManagedProductJson> {
  if (!isUuid(id)) throw new HttpError(404, M.notFound);
  await requireProducer(db, draft.producerId);
  const columns = await columnsOf(db, draft);
  return db.transaction().execute(async (trx) => {
    const before = await readProduct(trx, id);
    const updated = await trx
      .updateTable('products')
      .set({ ...columns, revision: sql`revision + 1`, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('revision', '=', revision)
      .returning('id')
      .executeTakeFirst();
    if (!updated) {
      const exists = await trx.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst();
      throw exists ? new HttpError(409, M.conflict) : new HttpError(404, M.notFound);
    }
    return afterRowWrite(trx, id, draft, afterProductWrite, { actorId, action: 'product.updated', before });
  });
}
