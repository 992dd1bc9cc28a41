import { MAIL_TEMPLATE_LABELS, mailDeliveriesSchema } from '@portal/schema';
import { useSearchParams } from 'react-router';
import { LIST_PARAMS } from '@/ui/listParams.ts';

/** The deliveries' kind and period in the URL (a bookmark or Back keeps them), in pt-BR like the lists' own. */
export const DELIVERY_PARAMS = { template: 'tipo', from: 'de', to: 'ate' } as const;

export interface DeliveryFilters {
  /** A template's name (MAIL_TEMPLATE_LABELS' keys). */
  template: string | null;
  /** Whole days, YYYY-MM-DD (Fortaleza). */
  from: string | null;
  to: string | null;
}

type Key = keyof DeliveryFilters;

/** A period the gateway would refuse (a malformed day, an end before the start) reads as no period. */
const validPeriod = (from: string | null, to: string | null) =>
  mailDeliveriesSchema.isValidSync({ page: 0, pageSize: 10, from: from ?? '', to: to ?? '' })
    ? { from, to }
    : { from: null, to: null };

/**
 * The kind and period, read from and written to the URL. A change goes back to page 1 in the same
 * URL update, so it costs one request, and is a history entry of its own.
 */
export const useDeliveryFilters = () => {
  const [params, setParams] = useSearchParams();
  const template = params.get(DELIVERY_PARAMS.template);
  const filters: DeliveryFilters = {
    template: template && Object.hasOwn(MAIL_TEMPLATE_LABELS, template) ? template : null,
    ...validPeriod(params.get(DELIVERY_PARAMS.from) || null, params.get(DELIVERY_PARAMS.to) || null),
  };
  const set = (changes: Partial<DeliveryFilters>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes) as [Key, string | null][]) {
      if (value) next.set(DELIVERY_PARAMS[key], value);
      else next.delete(DELIVERY_PARAMS[key]);
    }
    next.delete(LIST_PARAMS.page);
    setParams(next, { preventScrollReset: true });
  };
  /** Kind, period and state in one URL update (the search box clears itself). */
  const clear = () => {
    const next = new URLSearchParams(params);
    for (const name of [...Object.values(DELIVERY_PARAMS), LIST_PARAMS.filter, LIST_PARAMS.page])
      next.delete(name);
    setParams(next, { preventScrollReset: true });
  };
  const active = Object.values(filters).some((value) => value !== null);
  return { filters, set, clear, active };
};
