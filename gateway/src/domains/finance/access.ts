/**
 * Who may call finance's root fields (docs/product.md §1.4): a rule per field, the API scope a client
 * needs on top of it, and the fields that stay a person's own. auth/access.ts applies them;
 * security/access-table.snapshot.md shows every domain's together.
 */
import type { Role } from '../../__generated__/resolvers.ts';
import { ADMIN_OR_HOLDING, type DomainAccess } from '../../auth/access.ts';

/**
 * docs/product.md §1.4 "Vendas e Faturamento" and dashboards; holding sees Faturamento on the payments route.
 */
const FINANCE_READERS = ['AFFILIATED', 'BRANCH', 'AGENT', 'HOLDING'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Plano de carreira". */
const CAREER_PLAN_READERS = ['AFFILIATED', 'BRANCH', 'HOLDING', 'AGENT'] as const satisfies readonly Role[];
/** docs/product.md §1.4 "Notas Fiscais: holding, branch, producer". */
const INVOICE_LIST_READERS = ['HOLDING', 'BRANCH', 'PRODUCER'] as const satisfies readonly Role[];
/** Billing details' send/issue buttons: holding reads bills but does not send invoices. */
const INVOICE_SENDERS = ['AFFILIATED', 'BRANCH', 'AGENT'] as const satisfies readonly Role[];

export const ACCESS = {
  rules: {
    Query: {
      finance: FINANCE_READERS,
      careerPlan: CAREER_PLAN_READERS,
      invoices: INVOICE_LIST_READERS,
      // docs/product.md §11.1: batch generation is the holding's (and admin's); a branch cannot.
      invoiceGeneration: ADMIN_OR_HOLDING,
    },
    Mutation: {
      uploadInvoice: INVOICE_SENDERS,
      checkInvoice: INVOICE_SENDERS,
      generateInvoice: INVOICE_SENDERS,
      startInvoiceGeneration: ADMIN_OR_HOLDING,
    },
  },
  scopes: {
    Query: {
      finance: 'finance:read',
      careerPlan: 'finance:read',
      invoices: 'finance:read',
      invoiceGeneration: 'finance:read',
    },
    Mutation: {
      uploadInvoice: 'finance:write',
      checkInvoice: 'finance:write',
      generateInvoice: 'finance:write',
      startInvoiceGeneration: 'finance:write',
    },
  },
  personOnly: {},
} as const satisfies DomainAccess;
