import { saleListSchema } from '@portal/schema';
import type { SaleStatus } from '../__generated__/resolvers.ts';
import { type ListFilterArgs, listFilterArgs } from './list-filter.ts';

/**
 * A sales list's arguments (Suas vendas, Todas as vendas), checked by the shared rule
 * (BAD_USER_INPUT with fieldErrors) and sent to upstream as list-filter.ts's query.
 */
export async function saleListArgs(args: ListFilterArgs & { status?: SaleStatus | null }) {
  return { ...(await listFilterArgs(saleListSchema, args)), status: args.status };
}
