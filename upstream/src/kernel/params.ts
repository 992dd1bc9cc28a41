/**
 * Query parameters as every route reads them (contract "Page"): paging, ordering, status filters,
 * id batches and the agent's side. Only routes import this; domain modules take what it parsed.
 */
import type { Request } from 'express';
import { HttpError } from './errors.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type PageRequest } from './paging.ts';
import { AGENT_ROLES, type AgentRole, type Scope, scopeOf } from './scope.ts';
import type { Viewer } from './viewer.ts';

export const INVALID_AGENT_ROLE = 'Valor inválido para agent_as_role. Use affiliate ou branch.';

export const PARAM_MESSAGES = {
  page: 'Parâmetro page inválido: use um inteiro a partir de 0.',
  pageSize: `Parâmetro pageSize inválido: use um inteiro de 1 a ${MAX_PAGE_SIZE}.`,
  order: 'Parâmetro order inválido: use ASC ou DESC.',
  orderBy: (allowed: readonly string[]) => `Parâmetro orderBy inválido: use ${allowed.join(', ')}.`,
  status: (allowed: readonly string[]) => `Status inválido: use ${allowed.join(', ')}.`,
  last: (max: number) => `Parâmetro last inválido: use um inteiro de 1 a ${max}.`,
} as const;

/** An integer query parameter within [min, max], `fallback` when absent, 400 otherwise. */
export function intParam(
  req: Request,
  name: string,
  fallback: number,
  min: number,
  max: number,
  message: string,
) {
  const raw = queryText(req, name);
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new HttpError(400, message);
  const value = Number(raw);
  if (value < min || value > max) throw new HttpError(400, message);
  return value;
}

export function pageRequest<K extends string>(
  req: Request,
  orderKeys: readonly K[],
  defaults: { orderBy: K; pageSize?: number; order?: 'ASC' | 'DESC' },
): PageRequest<K> {
  const page = intParam(req, 'page', 0, 0, Number.MAX_SAFE_INTEGER, PARAM_MESSAGES.page);
  const pageSize = intParam(
    req,
    'pageSize',
    defaults.pageSize ?? DEFAULT_PAGE_SIZE,
    1,
    MAX_PAGE_SIZE,
    PARAM_MESSAGES.pageSize,
  );
  const rawOrderBy = queryText(req, 'orderBy');
  const orderBy = rawOrderBy ? orderKeys.find((key) => key === rawOrderBy) : defaults.orderBy;
  if (!orderBy) throw new HttpError(400, PARAM_MESSAGES.orderBy(orderKeys));
  const rawOrder = (queryText(req, 'order') || (defaults.order ?? 'DESC')).toUpperCase();
  if (rawOrder !== 'ASC' && rawOrder !== 'DESC') throw new HttpError(400, PARAM_MESSAGES.order);
  return { page, pageSize, orderBy, order: rawOrder === 'ASC' ? 'asc' : 'desc' };
}

/**
 * `status` repeated or comma-separated, each one of `allowed`; `all` (sent by the original web
 * client for "no filter") is dropped. An empty result means "no filter".
 */
export function statusFilter<S extends string>(req: Request, allowed: readonly S[]): S[] {
  const raw = req.query.status;
  if (raw === undefined) return [];
  const values = (Array.isArray(raw) ? raw : [raw]).flatMap((value) =>
    typeof value === 'string' ? value.split(',') : [null],
  );
  const statuses = new Set<S>();
  for (const value of values) {
    const trimmed = value?.trim();
    if (trimmed === '' || trimmed === 'all') continue;
    const status = allowed.find((candidate) => candidate === trimmed);
    if (!status) throw new HttpError(400, PARAM_MESSAGES.status(allowed));
    statuses.add(status);
  }
  return [...statuses];
}

/**
 * `ids` repeated or comma-separated, trimmed and without repeats: 1 to a page's worth (100), for
 * the batch routes the gateway calls once per page; `message` names what the ids are.
 */
export function idsParam(req: Request, message: string): string[] {
  const raw = req.query.ids;
  const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).flatMap((value) =>
    typeof value === 'string' ? value.split(',') : [null],
  );
  if (values.includes(null)) throw new HttpError(400, message);
  const ids = [...new Set(values.map((value) => value?.trim() ?? '').filter((value) => value !== ''))];
  if (ids.length === 0 || ids.length > MAX_PAGE_SIZE) throw new HttpError(400, message);
  return ids;
}

/**
 * The `search` parameter of a list, trimmed ('' when absent); 400 with `message` when longer
 * than `max`. One reading for every list route that searches.
 */
export function searchText(req: Request, max: number, message: string): string {
  const search = (queryText(req, 'search') ?? '').trim();
  if (search.length > max) throw new HttpError(400, message);
  return search;
}

/** The 400 text of a `search` longer than `max` characters, for the lists that answer it so. */
export const searchTooLong = (max: number): string => `Parâmetro search inválido: use até ${max} caracteres.`;

/**
 * A bill list's filter (Notas Fiscais, Status Faturamento): `status` as statusFilter reads it and
 * `search` up to `max` characters (400 with searchTooLong's text).
 */
export const statusAndSearch = <S extends string>(req: Request, allowed: readonly S[], max: number) => ({
  statuses: statusFilter(req, allowed),
  search: searchText(req, max, searchTooLong(max)),
});

/** A single query parameter as text; repeated parameters are refused rather than guessed at. */
export function queryText(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new HttpError(400, `Parâmetro ${name} inválido.`);
  return value;
}

/** `agent_as_role`: the side an agent acts on, affiliate when absent. */
function agentRoleParam(req: Request): AgentRole {
  const raw = queryText(req, 'agent_as_role');
  if (raw === undefined || raw === '') return 'affiliate';
  const role = AGENT_ROLES.find((candidate) => candidate === raw.toLowerCase());
  if (!role) throw new HttpError(400, INVALID_AGENT_ROLE);
  return role;
}

/** A request's row scope: `agent_as_role` is read (and refused when invalid) for agents only. */
export const scopeOfRequest = (viewer: Viewer, req: Request): Scope =>
  scopeOf(viewer, viewer.roles.includes('isAgent') ? agentRoleParam(req) : 'affiliate');

/** A LIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The 400 text of a list's period (`from`, `to`) that is malformed or ends before it starts. */
export const PERIOD_MESSAGE = 'Parâmetros from e to: use dias AAAA-MM-DD, to no mesmo dia ou depois de from.';

const DAY_MS = 86_400_000;

/** A whole Fortaleza day (YYYY-MM-DD) as the instant it starts; a day that does not exist is refused. */
function dayStart(req: Request, name: 'from' | 'to'): Date | undefined {
  const value = queryText(req, name);
  if (!value) return undefined;
  const start = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00-03:00`) : null;
  // 03:00 UTC is midnight in Fortaleza, so the UTC date is the day asked for (2026-02-30 rolls over).
  if (!start || Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== value) {
    throw new HttpError(400, PERIOD_MESSAGE);
  }
  return start;
}

/**
 * A list's optional period, `from` and `to` whole Fortaleza days (either may be absent): the
 * instants [from, to) with `to` the start of the day after the last one, so the last day counts
 * whole. 400 with PERIOD_MESSAGE when a day is malformed or `to` comes before `from`.
 */
export function dayPeriod(req: Request): { from?: Date; to?: Date } {
  const from = dayStart(req, 'from');
  const lastDay = dayStart(req, 'to');
  if (from && lastDay && lastDay < from) throw new HttpError(400, PERIOD_MESSAGE);
  return { ...(from ? { from } : {}), ...(lastDay ? { to: new Date(lastDay.getTime() + DAY_MS) } : {}) };
}

/** The toolbar's status filter of a list whose rows are switched on and off (EDs, influencers…). */
export const ACTIVE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

/**
 * `status` as statusFilter reads it, over ACTIVE_STATUSES: true for only the active rows, false
 * for only the disabled ones, null when absent or both are asked for (no filter).
 */
export function activeFilter(req: Request): boolean | null {
  const statuses = statusFilter(req, ACTIVE_STATUSES);
  return statuses.length === 1 ? statuses[0] === 'ACTIVE' : null;
}
