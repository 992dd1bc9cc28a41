import { holdingHistorySchema } from '@portal/schema';
import { AUDIT_ACTIONS, type AuditAction } from '@portal/schema/constants';
import { useSearchParams } from 'react-router';
import { LIST_PARAMS } from '@/ui/listParams.ts';

/** The history's filters in the URL (a bookmark or Back keeps them), in pt-BR like the lists' own. */
export const HISTORY_PARAMS = { action: 'acao', actorId: 'pessoa', from: 'de', to: 'ate' } as const;

export interface HistoryFilters {
  action: AuditAction | null;
  actorId: string | null;
  /** Whole days, YYYY-MM-DD (Fortaleza). */
  from: string | null;
  to: string | null;
}

export type HistoryFilterKey = keyof HistoryFilters;

const isAction = (value: string | null): value is AuditAction =>
  value !== null && (AUDIT_ACTIONS as readonly string[]).includes(value);

/** A period the gateway would refuse (a malformed day, an end before the start) reads as no period. */
const validPeriod = (from: string | null, to: string | null): { from: string | null; to: string | null } =>
  holdingHistorySchema.isValidSync({ page: 0, pageSize: 10, from: from ?? '', to: to ?? '' })
    ? { from, to }
    : { from: null, to: null };

/**
 * The history's action, person and period, read from and written to the URL. A change goes back
 * to page 1 in the same URL update, so it costs one request, and is a history entry of its own.
 */
export const useHistoryFilters = () => {
  const [params, setParams] = useSearchParams();
  const action = params.get(HISTORY_PARAMS.action);
  const filters: HistoryFilters = {
    action: isAction(action) ? action : null,
    actorId: params.get(HISTORY_PARAMS.actorId) || null,
    ...validPeriod(params.get(HISTORY_PARAMS.from) || null, params.get(HISTORY_PARAMS.to) || null),
  };
  const set = (changes: Partial<HistoryFilters>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes) as [HistoryFilterKey, string | null][]) {
      if (value) next.set(HISTORY_PARAMS[key], value);
      else next.delete(HISTORY_PARAMS[key]);
    }
    next.delete(LIST_PARAMS.page);
    setParams(next, { preventScrollReset: true });
  };
  const clear = () => set({ action: null, actorId: null, from: null, to: null });
  const active = Object.values(filters).some((value) => value !== null);
  return { filters, set, clear, active };
};
