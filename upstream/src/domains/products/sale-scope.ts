/**
 * Whose sales a viewer may read, and over which period (docs/product.md §10.2, §10.5): the row scope
 * every read of sales-tracking.ts and sale-detail.ts applies, and the period they add up.
 *
 * Row scope: holding and admin read every sale; a branch or an agent those credited to its unit (an
 * agency's are its influencers'); a producer those of its company's products; an affiliate its own.
 * A sale out of scope is answered exactly like a missing one.
 */
import { type RawBuilder, sql } from 'kysely';
import { forbidden, HttpError } from '../../kernel/errors.ts';
import type { Viewer } from '../../kernel/viewer.ts';

/** Longest period one request may add up (a year and a day, for leap years). */
export const PERIOD_MAX_DAYS = 366;
/** Fortaleza is UTC−3 all year (no daylight saving). */
const FORTALEZA_OFFSET = '-03:00';
const DAY_MS = 86_400_000;

export const TRACKING_MESSAGES = {
  period: 'Período inválido: informe from e to (AAAA-MM-DD), from até to, no máximo 366 dias.',
  saleNotFound: 'Venda não encontrada.',
} as const;

export type ReadScope =
  | { kind: 'all' }
  | { kind: 'unit'; unitId: string }
  | { kind: 'producer'; organisationId: string }
  | { kind: 'seller'; sellerId: string };

const has = (viewer: Viewer, role: Viewer['roles'][number]) => viewer.roles.includes(role);

/** Whose sales a viewer reads, the widest of its roles first; 403 for a viewer with none. */
export function saleReadScopeOf(viewer: Viewer): ReadScope {
  if (has(viewer, 'isHolding') || has(viewer, 'isAdmin')) return { kind: 'all' };
  if ((has(viewer, 'isBranch') || has(viewer, 'isAgent')) && viewer.organisationId) {
    return { kind: 'unit', unitId: viewer.organisationId };
  }
  if (has(viewer, 'isProducer') && viewer.organisationId) {
    return { kind: 'producer', organisationId: viewer.organisationId };
  }
  if (has(viewer, 'isAffiliated')) return { kind: 'seller', sellerId: viewer.id };
  throw forbidden();
}

/** Acompanhamento de vendas: producer, holding, admin, branch and agent; an affiliate has Seus produtos. */
export function trackingScopeOf(viewer: Viewer): ReadScope {
  const scope = saleReadScopeOf(viewer);
  if (scope.kind === 'seller') throw forbidden();
  return scope;
}

/** The condition on `sales` a scope allows. */
export function readableSales(scope: ReadScope): RawBuilder<boolean> {
  switch (scope.kind) {
    case 'all':
      return sql<boolean>`true`;
    case 'unit':
      return sql<boolean>`sales.unit_id = ${scope.unitId}`;
    case 'seller':
      return sql<boolean>`sales.seller_id = ${scope.sellerId}`;
    case 'producer':
      return sql<boolean>`sales.product_id in (select products.id from products
        join producers on producers.id = products.producer_id
        where producers.organisation_id = ${scope.organisationId})`;
  }
}

export interface Period {
  /** Inclusive, the first instant of `from`'s day in Fortaleza. */
  start: Date;
  /** Exclusive, the first instant of the day after `to`. */
  end: Date;
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `from`..`to` (whole days in Fortaleza time, both included); 400 when missing, malformed or too long. */
export function periodOf(from: string | undefined, to: string | undefined): Period {
  const invalid = () => new HttpError(400, TRACKING_MESSAGES.period);
  if (!from || !to || !DAY.test(from) || !DAY.test(to)) throw invalid();
  const start = new Date(`${from}T00:00:00${FORTALEZA_OFFSET}`);
  const last = new Date(`${to}T00:00:00${FORTALEZA_OFFSET}`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(last.getTime())) throw invalid();
  // A day such as 2026-02-30 would roll over to March: refuse it instead of moving it (03:00 UTC
  // is midnight in Fortaleza, so the UTC date is the day asked for).
  if (start.toISOString().slice(0, 10) !== from || last.toISOString().slice(0, 10) !== to) throw invalid();
  const days = (last.getTime() - start.getTime()) / DAY_MS + 1;
  if (days < 1 || days > PERIOD_MAX_DAYS) throw invalid();
  return { start, end: new Date(last.getTime() + DAY_MS), from, to };
}

/** The period on `sales.payment_date`. */
export const inPeriod = (period: Period) =>
  sql<boolean>`sales.payment_date >= ${period.start} and sales.payment_date < ${period.end}`;
/** The same period on a daily rollup (alias `d`): its days are Fortaleza days, as the period's. */
export const inDays = (period: Period) =>
  sql<boolean>`d.day between ${period.from}::date and ${period.to}::date`;
