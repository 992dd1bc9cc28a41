/**
 * Who may call holding's root fields (docs/product.md §1.4): a rule per field, the API scope a client
 * needs on top of it, and the fields that stay a person's own. auth/access.ts applies them;
 * security/access-table.snapshot.md shows every domain's together.
 */
import type { Role } from '../../__generated__/resolvers.ts';
import { ADMIN_OR_HOLDING, type DomainAccess } from '../../auth/access.ts';

/** docs/product.md §1.4 "Relatórios": holding, branch (a branch reads its own unit: upstream's scope). */
const REPORT_READERS = ['HOLDING', 'BRANCH'] as const satisfies readonly Role[];

export const ACCESS = {
  rules: {
    Query: {
      // docs/product.md §1.4 "Status Faturamento: holding, admin".
      holdingBills: ADMIN_OR_HOLDING,
      holdingBillStats: ADMIN_OR_HOLDING,
      // docs/product.md §11.2: Ciclos Comerciais and Ciclos Financeiros are the holding's.
      holdingCycles: ['HOLDING'],
      // docs/product.md §11.4 "Relatórios": holding and branch (a branch reads its own unit only).
      salesReport: REPORT_READERS,
      // docs/product.md §11.5 "Integração": admin and holding.
      payeeIntegrations: ADMIN_OR_HOLDING,
      billsIntegrationUrl: ADMIN_OR_HOLDING,
      // docs/product.md §11.2, §11.3: a cycle's goal details and 'Gerenciador de metas' are the holding's.
      cycleGoals: ['HOLDING'],
      // §11.5: the holding history (audit of holding and admin actions) for the holding and admins.
      holdingHistory: ADMIN_OR_HOLDING,
      // System configs: the same harmless settings for every signed-in user.
      systemConfigs: 'authenticated',
    },
    Mutation: {
      // Status Faturamento: setting a bill to Closed is the holding's and admins' (docs/product.md §5.3).
      closeBilling: ADMIN_OR_HOLDING,
      approveBillingInvoice: ADMIN_OR_HOLDING,
      // Registrar pagamento: whoever may close a bill records its payment (issue #30).
      recordBillPayment: ADMIN_OR_HOLDING,
      // docs/product.md §11.2: creating cycles is the holding's.
      createCycle: ['HOLDING'],
      // docs/product.md §11.3: 'Gerenciador de metas' saves the units' goals, the holding's.
      updateUnitGoals: ['HOLDING'],
    },
  },
  scopes: {
    Query: {
      // Status Faturamento and the cycles for a holding or admin integration (holding:read); the
      // reports and the invoice-integration setup are finance data (finance:read, docs/integrators.md §3).
      holdingBills: 'holding:read',
      holdingBillStats: 'holding:read',
      holdingCycles: 'holding:read',
      salesReport: 'finance:read',
      payeeIntegrations: 'finance:read',
      billsIntegrationUrl: 'finance:read',
    },
    Mutation: {
      // A holding or admin integration closing bills and creating cycles.
      closeBilling: 'holding:write',
      approveBillingInvoice: 'holding:write',
      recordBillPayment: 'holding:write',
      createCycle: 'holding:write',
    },
  },
  personOnly: {
    Query: [
      // The goal details, the holding history and the web's system configs: kept for people until
      // an integrator needs them; so is saving the units' goals.
      'cycleGoals',
      'holdingHistory',
      'systemConfigs',
    ],
    Mutation: ['updateUnitGoals'],
  },
} as const satisfies DomainAccess;
