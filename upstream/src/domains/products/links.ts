/**
 * Seus produtos (docs/product.md §10.1): the products a viewer may promote, with the viewer's link
 * counters, a product's page with the viewer's links, link creation and the public redirect that
 * counts each visit. Row scope: a viewer only ever reads and writes its own links.
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

function linkJson(row: {
  id: string;
  code: string;
  product_id: string;
  description: string;
  visits: number;
  created_at: Date;
}): LinkJson {
  return { ...row, created_at: row.created_at.toISOString() };
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
  const links = await db
    .selectFrom('links')
    .select(['id', 'code', 'product_id', 'description', 'visits', 'created_at'])
    .where('user_id', '=', viewer.id)
    .where('product_id', '=', productId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
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
        .returning(['id', 'code', 'product_id', 'description', 'visits', 'created_at'])
        .executeTakeFirstOrThrow();
      return linkJson(row);
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
  const row = await db
    .updateTable('links')
    .set({ description })
    .where('id', '=', linkId)
    .where('user_id', '=', viewer.id)
    .returning(['id', 'code', 'product_id', 'description', 'visits', 'created_at'])
    .executeTakeFirst();
  if (!row) throw new HttpError(404, LINK_MESSAGES.linkNotFound);
  return linkJson(row);
}

/**
 * Counts one visit and gives where to send the buyer: the product's checkout URL with the link's
 * code (`ref`), so the sale can be attributed. One statement: the count and the read agree.
 */
export async function visitLink(db: Db, code: string): Promise<string | null> {
  const row = await db
    .updateTable('links')
    .set({ visits: sql`visits + 1` })
    .from('products')
    .whereRef('products.id', '=', 'links.product_id')
    .where('links.code', '=', code)
    .where('products.checkout_url', 'is not', null)
    .returning(['products.checkout_url', 'links.code'])
    .executeTakeFirst();
  if (!row?.checkout_url) return null;
  const url = new URL(row.checkout_url);
  url.searchParams.set('ref', row.code);
  return url.toString();
}
