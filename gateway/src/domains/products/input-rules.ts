/**
 * The products domain's mutation input rules: the shared rules of @portal/schema the web forms use,
 * applied by security/input-rules.ts.
 */
import {
  createManagedProductSchema,
  createProductLinkSchema,
  pollCampaignsSchema,
  registerSaleSchema,
  setProductLinkActiveSchema,
  updateManagedProductArgsSchema,
  updateProductLinkSchema,
} from '@portal/schema';
import type { InputRuleTable } from '../../security/input-rules.ts';

export const INPUT_RULES = {
  // Seus produtos (docs/product.md §10.1): a link's product or id and its description.
  createProductLink: { schema: createProductLinkSchema, argument: 'input' },
  updateProductLink: { schema: updateProductLinkSchema, argument: 'input' },
  setProductLinkActive: { schema: setProductLinkActiveSchema, argument: 'input' },
  // Produtos (docs/product.md §10.3).
  createManagedProduct: { schema: createManagedProductSchema, argument: 'input' },
  updateManagedProduct: { schema: updateManagedProductArgsSchema },
  // Sale registration (docs/integrators.md): the checkout's or a producer's integration call.
  registerSale: { schema: registerSaleSchema, argument: 'input' },
  // 'Atualizar campanhas' takes no arguments; its rule refuses any.
  pollCampaigns: { schema: pollCampaignsSchema },
} as const satisfies InputRuleTable;
