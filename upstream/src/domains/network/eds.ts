/**
 * The ED list (docs/product.md §8.7 "Affiliates and EDs": GET list with page, pageSize, order, search, unit)
 * and the units batch the gateway resolves an ED's unit through. EDs are the affiliated users; the
 * conditions are written exactly as the partial indexes of migrations 0005 and 0009 declare them.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { foldName } from '../../db/name-key.ts';
import type { UserRow } from '../../db/types.ts';
import { type Page, type PageRequest, toInt } from '../../kernel/paging.ts';
import { AFFILIATED } from '../../kernel/users.ts';

/** The word-search expression of users_ed_name_search_idx (migration 0009), which the planner matches. */
const NAME_WORDS = sql`to_tsvector('simple', users.name_key)`;

export const ED_ORDER_KEYS = ['name'] as const;
export type EdOrderKey = (typeof ED_ORDER_KEYS)[number];

/** Longest search text accepted (after trimming); a name or an e-mail fits well within it. */
export const ED_SEARCH_MAX = 100;

export interface EdJson {
  id: string;
  name: string;
  /** The login e-mail. */
  username: string;
  /** The ED's unit (organisation) id; its name comes from GET /v1/units. */
  unit_id: string | null;
  status: string;
  status_cnpj: string | null;
  status_points: string | null;
  mobile_phone: string | null;
  active: boolean;
  created_at: string;
  /** The ED's own company (normal form), null until registered. */
  cnpj: string | null;
  is_franchisee: boolean;
  is_trainer: boolean;
  is_lecturer: boolean;
  tracking: boolean;
}

/** Whose EDs: every unit (holding, admin) or one (a branch's own). */
export type EdScope = { unitId: string | null };

/** A people list's toolbar (the ED lists, Influenciadores): search, status and registration period. */
export interface PeopleFilter {
  /** Trimmed, non-empty, at most ED_SEARCH_MAX characters; null for no search. */
  search: string | null;
  /** Only the active people (true) or the disabled ones (false); null for both. */
  active?: boolean | null;
  /** Registered from this instant (inclusive)… */
  from?: Date;
  /** …up to this one (exclusive). */
  to?: Date;
}

export interface EdFilter extends PeopleFilter {
  /** Only this unit's EDs (a uuid), null for every unit in the scope. */
  unit: string | null;
  /** Only the EDs whose accreditation is still under way (ACCREDITATION_PENDING). */
  pending?: boolean;
}

/**
 * The company's checks that still wait for the network or the ED (docs/product/network.md
 * "Credenciamentos pendentes"): the analysis, the contract's signature and the bank details.
 */
export const PENDING_CNPJ_STATUSES = [
  'PROCESSING',
  'WAITING_SIGNATURE',
  'WAITING_BANK_DETAILS',
  'INVALID_BANK_DETAILS',
] as const;

/**
 * An accreditation still under way: the registration's own step is not done (users.status
 * PENDING_CONFIRMATION, PENDING_PASSWORD or PENDING_CNPJ) or the company's check waits
 * (PENDING_CNPJ_STATUSES). The home's 'Credenciamentos pendentes' and the ED list's 'Pendentes'
 * are this one condition, so the figure and the list's total agree.
 */
export const ACCREDITATION_PENDING = sql<boolean>`(starts_with(users.status, 'PENDING_') or users.status_cnpj in (${sql.join(
  PENDING_CNPJ_STATUSES.map((status) => sql.lit(status)),
)}))`;

/**
 * The search's prefix terms: every run of letters and digits of the input, lowercased, as
 * `word:*`, all required. Anything else (punctuation, tsquery operators) only separates words.
 */
export function prefixQuery(search: string): string | null {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/**
 * `column` holds `search` as a piece (case and accents ignored, LIKE's own characters taken
 * literally): the search of the lists without a word index (Gerenciador de Unidades, Alteração em
 * massa), a few thousand rows at most.
 */
export const holdsPiece = (column: RawBuilder<unknown>, search: string): RawBuilder<boolean> =>
  sql<boolean>`fold_name(${column}) like '%' || ${foldName(sql.val(search.replace(/[\\%_]/g, (c) => `\\${c}`)))} || '%'`;

/**
 * The toolbar's conditions on `users`, to be and-ed with a list's scope: the search matches every
 * word as a prefix of a name's word (case and accents ignored) or the whole e-mail.
 */
export function peopleFilterParts(filter: PeopleFilter): RawBuilder<unknown>[] {
  const parts: RawBuilder<unknown>[] = [];
  if (filter.search !== null) {
    const email = sql`users.username = ${filter.search.toLowerCase()}`;
    const query = prefixQuery(filter.search);
    parts.push(
      query === null
        ? email
        : sql`(${NAME_WORDS} @@ to_tsquery('simple', ${foldName(sql.val(query))}) or ${email})`,
    );
  }
  if (filter.active != null) parts.push(sql`users.active = ${filter.active}`);
  if (filter.from) parts.push(sql`users.created_at >= ${filter.from}`);
  if (filter.to) parts.push(sql`users.created_at < ${filter.to}`);
  return parts;
}

export function matching(scope: EdScope, filter: EdFilter): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [AFFILIATED];
  if (scope.unitId !== null) parts.push(sql`users.organisation_id = ${scope.unitId}`);
  if (filter.unit !== null) parts.push(sql`users.organisation_id = ${filter.unit}`);
  parts.push(...peopleFilterParts(filter));
  if (filter.pending) parts.push(ACCREDITATION_PENDING);
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

export const ED_COLUMNS = [
  'id',
  'name',
  'username',
  'organisation_id',
  'status',
  'status_cnpj',
  'status_points',
  'mobile_phone',
  'active',
  'created_at',
  'cnpj',
  'is_franchisee',
  'is_trainer',
  'is_lecturer',
  'tracking',
] as const;

type EdRow = Pick<UserRow, (typeof ED_COLUMNS)[number]>;

/** The wire shape of one ED row (list and details alike). */
export const edJson = (row: EdRow): EdJson => ({
  id: row.id,
  name: row.name,
  username: row.username,
  unit_id: row.organisation_id,
  status: row.status,
  status_cnpj: row.status_cnpj,
  status_points: row.status_points,
  mobile_phone: row.mobile_phone,
  active: row.active,
  created_at: row.created_at.toISOString(),
  cnpj: row.cnpj,
  is_franchisee: row.is_franchisee,
  is_trainer: row.is_trainer,
  is_lecturer: row.is_lecturer,
  tracking: row.tracking,
});

/** One page of the list, in name order (the stored key of migration 0009, then id: stable paging). */
export function edPageQuery(db: Db, scope: EdScope, request: PageRequest<EdOrderKey>, filter: EdFilter) {
  const condition = matching(scope, filter);
  // A search's matches are collected first (GIN bitmap), then the page is a top-N sort of them.
  // Left to itself the planner may instead walk the name index and test every ED's words until
  // ten match: with a common first name ("maria") that read 15 000 pages at 20 000 EDs.
  const source = filter.search
    ? db
        .with(
          (cte) => cte('matches').materialized(),
          (qb) =>
            qb
              .selectFrom('users')
              .select([...ED_COLUMNS, 'name_key'])
              .where(condition),
        )
        .selectFrom('matches as users')
    : db.selectFrom('users').where(condition);
  return source
    .select(ED_COLUMNS.map((column) => `users.${column}` as const))
    .orderBy('users.name_key', request.order)
    .orderBy('users.id', request.order)
    .limit(request.pageSize)
    .offset(request.page * request.pageSize);
}

/** How many EDs the scope and filter hold (the list's total, the CSV's announced row count). */
export async function countEds(db: Db, scope: EdScope, filter: EdFilter): Promise<number> {
  const count = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(matching(scope, filter))
    .executeTakeFirstOrThrow();
  return toInt(count.n);
}

export async function listEds(
  db: Db,
  scope: EdScope,
  request: PageRequest<EdOrderKey>,
  filter: EdFilter,
): Promise<Page<EdJson>> {
  const [rows, count] = await Promise.all([
    edPageQuery(db, scope, request, filter).execute(),
    countEds(db, scope, filter),
  ]);
  return {
    items: rows.map(edJson),
    totalRows: count,
    page: request.page,
    pageSize: request.pageSize,
  };
}

export interface UnitJson {
  id: string;
  name: string;
  agenciador: boolean;
}

/** The organisations among `ids` (uuids only), in the order asked; unknown ones are left out. */
export async function unitsByIds(db: Db, ids: readonly string[]): Promise<UnitJson[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('organisations')
    .select(['id', 'name', 'agenciador'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id: row.id, name: row.name, agenciador: row.agenciador }] : [];
  });
}
