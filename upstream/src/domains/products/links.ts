/**
 * Seus produtos (docs/product.md §10.1): the products a viewer may promote, with the viewer's link
 * counters, a product's page with the viewer's links (visits and sales per link), link creation,
 * deactivation and the public redirect that counts each visit. Row scope: a viewer only ever reads
 * and writes its own links.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../kernel/errors.ts';
import type { Viewer } from '../../kernel/viewer.ts';

/** A viewer without a career level row starts at the first level (career_levels.level 1). */
export const FIRST_LEVEL = 1;
export const LINK_DESCRIPTION_MAX = 120;
/** 9 random bytes: 12 base64url characters, 72 bits, far beyond guessing or enumerating. */
const CODE_BYTES = 9;
/** A collision of 72-bit codes is astronomically rare; retrying a few times makes it harmless. */
const CODE_ATTEMPTS = 3;

export const LINK_MESSAGES = {
  description: `Descrição inválida: use no máximo ${LINK_DESCRIPTION_MAX} caracteres.`,
  productNotFound: 'Produto não encontrado.',
  linkNotFound: 'Link não encontrado.',
  active: 'Informe se o link fica ativo (true ou false).',
} as const;

/** Only affiliates and agents promote products (docs/product.md §1.4, Seus produtos). */
export const canPromote = (viewer: Viewer): boolean =>
  viewer.roles.includes('isAffiliated') || viewer.roles.includes('isAgent');

export interface PromotableProductJson {
  id: string;
  name: string;
  producer_name: string;
  /** Cents (BRL). */
  price_cents: number;
  max_installments: number;
  /** Basis points: 1000 = 10%. */
  affiliate_rate_bp: number;
  min_level: number;
  /** The viewer's links of this product and their visits. */
  link_count: number;
  visits: number;
}

export interface LinkJson {
  id: string;
  code: string;
  product_id: string;
  description: string;
  visits: number;
  /** Approved sales attributed to the link (the checkout's `ref`). */
  sales: number;
  /** False once the owner deactivated it: its redirect then answers 410. */
  active: boolean;
  /** When it was deactivated; null while active. */
  deactivated_at: string | null;
  created_at: string;
}

export interface PromotableProductDetailJson extends PromotableProductJson {
  checkout_url: string | null;
  links: LinkJson[];
}

async function levelOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('user_career_levels')
    .select('level')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.level ?? FIRST_LEVEL;
}

/** The products `viewer` may promote with its counters, one query (the aggregate is per viewer). */
function promotableQuery(db: Db, viewer: Viewer, level: number) {
  const counters = db
    .selectFrom('links')
    .select([
      'product_id',
      sql<number>`count(*)::int`.as('link_count'),
      sql<number>`coalesce(sum(visits), 0)::int`.as('visits'),
    ])
    .where('user_id', '=', viewer.id)
    .groupBy('product_id')
    .as('counters');
  return db
    .selectFrom('products')
    .innerJoin('producers', 'producers.id', 'products.producer_id')
    .leftJoin(counters, 'counters.product_id', 'products.id')
    .select([
      'products.id',
      'products.name',
      'producers.name as producer_name',
      'products.price_cents',
      'products.max_installments',
      'products.affiliate_rate_bp',
      'products.min_level',
      'products.checkout_url',
      sql<number>`coalesce(counters.link_count, 0)`.as('link_count'),
      sql<number>`coalesce(counters.visits, 0)`.as('visits'),
    ])
    .where('products.min_level', '<=', level);
}

export async function listPromotable(
  db: Db,
  viewer: Viewer,
): Promise<{ items: PromotableProductJson[]; product_count: number }> {
  const rows = await promotableQuery(db, viewer, await levelOf(db, viewer.id))
    .orderBy('products.name_key')
    .orderBy('products.id')
    .execute();
  const items = rows.map(({ checkout_url: _url, ...row }) => row);
  return { items, product_count: items.length };
}

interface LinkRow {
  id: string;
  code: string;
  product_id: string;
  description: string;
  visits: number;
  sales: number;
  deactivated_at: Date | null;
  created_at: Date;
}

function linkJson({ created_at, deactivated_at, ...row }: LinkRow): LinkJson {
  return {
    ...row,
    active: deactivated_at === null,
    deactivated_at: deactivated_at?.toISOString() ?? null,
    created_at: created_at.toISOString(),
  };
}

/**
 * The viewer's links with their sales: one correlated count per link on `sales_link_idx`, so the
 * page stays one query whether it holds 2 links or 100.
 */
function ownLinks(db: Db, viewer: Viewer) {
  return db
    .selectFrom('links')
    .select([
      'links.id',
      'links.code',
      'links.product_id',
      'links.description',
      'links.visits',
      'links.deactivated_at',
      'links.created_at',
      sql<number>`(select count(*)::int from sales
        where sales.link_id = links.id and sales.status = 'APPROVED')`.as('sales'),
    ])
    .where('links.user_id', '=', viewer.id);
}

/** One of the viewer's links; another user's link or an unknown id is 404 alike. */
async function ownLink(db: Db, viewer: Viewer, linkId: string): Promise<LinkJson> {
  const row = await ownLinks(db, viewer).where('links.id', '=', linkId).executeTakeFirst();
  if (!row) throw new HttpError(404, LINK_MESSAGES.linkNotFound);
  return linkJson(row);
}

/** A product the viewer may promote, with the viewer's links (newest first); 404 otherwise. */
export async function promotableProduct(
  db: Db,
  viewer: Viewer,
  productId: string,
): Promise<PromotableProductDetailJson> {
  const product = await promotableQuery(db, viewer, await levelOf(db, viewer.id))
    .where('products.id', '=', productId)
    .executeTakeFirst();
  if (!product) throw new HttpError(404, LINK_MESSAGES.productNotFound);
  const links = await ownLinks(db, viewer)
    .where('links.product_id', '=', productId)
    .orderBy('links.created_at', 'desc')
    .orderBy('links.id')
    .execute();
  return { ...product, links: links.map(linkJson) };
}

const newCode = (): string => randomBytes(CODE_BYTES).toString('base64url');

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** A new link of the viewer for a product it may promote, under a fresh unique code. */
export async function createLink(
  db: Db,
  viewer: Viewer,
  productId: string,
  description: string,
  code: () => string = newCode,
): Promise<LinkJson> {
  // Refuses products out of the viewer's level the same way as unknown ones (404).
  await promotableProduct(db, viewer, productId);
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await db
        .insertInto('links')
        .values({ code: code(), user_id: viewer.id, product_id: productId, description })
        .returning(['id', 'code', 'product_id', 'description', 'visits', 'deactivated_at', 'created_at'])
        .executeTakeFirstOrThrow();
      return linkJson({ ...row, sales: 0 });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

/** Changes the description of one of the viewer's links; another user's link is 404 too. */
export async function updateLinkDescription(
  db: Db,
  viewer: Viewer,
  linkId: string,
  description: string,
): Promise<LinkJson> {
  await db
    .updateTable('links')
    .set({ description })
    .where('id', '=', linkId)
    .where('user_id', '=', viewer.id)
    .execute();
  return ownLink(db, viewer, linkId);
}

/**
 * Deactivates or reactivates one of the viewer's links (another user's is 404). Deactivating an
 * already deactivated link keeps its first time, so 'Desativado em' does not move on a repeat.
 */
export async function setLinkActive(
  db: Db,
  viewer: Viewer,
  linkId: string,
  active: boolean,
): Promise<LinkJson> {
  await db
    .updateTable('links')
    .set({ deactivated_at: active ? null : sql`coalesce(deactivated_at, now())` })
    .where('id', '=', linkId)
    .where('user_id', '=', viewer.id)
    .execute();
  return ownLink(db, viewer, linkId);
}

/** Where a visit of a link goes: the checkout, or the page saying the link was deactivated. */
export type LinkVisit = { kind: 'redirect'; url: string } | { kind: 'deactivated' };

/**
 * Counts one visit and gives where to send the buyer: the product's checkout URL with the link's
 * code (`ref`), so the sale can be attributed, and the click's id (`click`, migration 0042), so the
 * sale's explanation can say when the buyer clicked. One statement: the count, the click row and
 * the read agree. A deactivated link counts nothing and says so; an unknown code (or a product
 * without a checkout) is null. The second read runs only when the update matched nothing.
 */
export async function visitLink(db: Db, code: string): Promise<LinkVisit | null> {
  const { rows } = await sql<{ checkout_url: string; code: string; click_id: string }>`
    with visited as (
      update links set visits = visits + 1 from products
      where products.id = links.product_id and links.code = ${code}
        and links.deactivated_at is null and products.checkout_url is not null
      returning links.id, links.code, products.checkout_url),
    clicked as (insert into link_clicks (link_id) select id from visited returning id, link_id)
    select visited.checkout_url, visited.code, clicked.id as click_id
    from visited join clicked on clicked.link_id = visited.id`.execute(db);
  const row = rows[0];
  if (row) {
    const url = new URL(row.checkout_url);
    url.searchParams.set('ref', row.code);
    url.searchParams.set('click', row.click_id);
    return { kind: 'redirect', url: url.toString() };
  }
  const off = await db
    .selectFrom('links')
    .select('id')
    .where('code', '=', code)
    .where('deactivated_at', 'is not', null)
    .executeTakeFirst();
  return off ? { kind: 'deactivated' } : null;
}
