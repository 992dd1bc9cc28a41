import { useSearchParams } from 'react-router';
import { LIST_PARAMS } from './listParams.ts';

/** A list's period in the URL, whole days as the date inputs give them: `?de=2026-11-01&ate=2026-11-28`. */
export const PERIOD_PARAMS = { from: 'de', to: 'ate' } as const;

export interface ListPeriod {
  /** YYYY-MM-DD (Fortaleza), included; null for no lower bound. */
  from: string | null;
  /** YYYY-MM-DD, included; null for no upper bound. */
  to: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day that exists (2026-02-30 does not: the date rolls over). */
export const isDay = (text: string | null): text is string =>
  text !== null && DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/**
 * The period from the URL. A malformed day, or an end before the start, reads as no period, so a
 * hand-edited or stale link never sends the gateway an argument it refuses.
 */
export const readListPeriod = (params: URLSearchParams): ListPeriod => {
  const from = params.get(PERIOD_PARAMS.from);
  const to = params.get(PERIOD_PARAMS.to);
  const period = { from: isDay(from) ? from : null, to: isDay(to) ? to : null };
  return period.from && period.to && period.to < period.from ? { from: null, to: null } : period;
};

/**
 * A list's period ('De', 'Até'), kept in the URL beside the list's own state (useServerTable): a
 * change goes back to page 1 in the same URL update, so it costs one request, and is a history
 * entry of its own (Back undoes it).
 */
export const useListPeriod = () => {
  const [params, setParams] = useSearchParams();
  const period = readListPeriod(params);
  const setPeriod = (changes: Partial<ListPeriod>) => {
    const next = new URLSearchParams(params);
    for (const key of ['from', 'to'] as const) {
      if (!(key in changes)) continue;
      const value = changes[key];
      if (value) next.set(PERIOD_PARAMS[key], value);
      else next.delete(PERIOD_PARAMS[key]);
    }
    next.delete(LIST_PARAMS.page);
    setParams(next, { preventScrollReset: true });
  };
  return { period, setPeriod };
};

export type ListPeriodState = ReturnType<typeof useListPeriod>;

/** The period as a query's variables (absent bounds left out). */
export const periodVariables = ({ from, to }: ListPeriod) => ({
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});
