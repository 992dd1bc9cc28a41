import { saleListSchema } from '@portal/schema';
import type { SaleStatus } from '../__generated__/resolvers.ts';
import { type ListFilterArgs, type ListFilterQuery, listFilterArgs, listFilterQuery } from './list-filter.ts';

/**
 * A sales list's toolbar filter (Suas vendas, Todas as vendas) as upstream's query: the list, its
 * count and its CSV take the same parameters, which upstream checks (kernel/sale-filter.ts there).
 */
export type SaleFilterQuery = ListFilterQuery;

/** Only the parameters that narrow the list (an empty one is no filter). */
export const saleFilterQuery = listFilterQuery;

/** A sales list's arguments checked by the shared rule (BAD_USER_INPUT with fieldErrors), as upstream takes them. */
export async function saleListArgs(args: ListFilterArgs & { status?: SaleStatus | null }) {
  return { ...(await listFilterArgs(saleListSchema, args)), status: args.status };
}
