import { saleListSchema } from '@portal/schema';
import type { SaleStatus, SortDirection } from '../__generated__/resolvers.ts';
import { validateInput } from '../validation.ts';

/**
 * A sales list's toolbar filter (Suas vendas, Todas as vendas) as upstream's query: the list, its
 * count and its CSV take the same parameters, which upstream checks (kernel/sale-filter.ts there).
 */
export {
  type ListFilterQuery as SaleFilterQuery,
  listFilterQuery as saleFilterQuery,
} from './list-filter.ts';

interface SaleListArgs {
  page?: number | null;
  pageSize?: number | null;
  order?: SortDirection | null;
  search?: string | null;
  status?: SaleStatus | null;
  from?: string | null;
  to?: string | null;
}

/** A sales list's arguments checked by the shared rule (BAD_USER_INPUT with fieldErrors), as upstream takes them. */
export async function saleListArgs(args: SaleListArgs) {
  const { page, pageSize, search, from, to } = await validateInput(saleListSchema, {
    page: args.page,
    pageSize: args.pageSize,
    search: args.search,
    from: args.from ?? '',
    to: args.to ?? '',
  });
  return { page, pageSize, order: args.order ?? 'DESC', search, status: args.status, from, to };
}
