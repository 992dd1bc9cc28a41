/**
 * uploadInvoice and generateInvoice (SPEC §2.7, §7 bills). Input is checked here, with the rules
 * the web's invoice modal uses, before anything is sent upstream: a 6 MB file or a PNG never
 * leaves the gateway.
 */
import { generateInvoiceSchema, uploadInvoiceSchema } from '@portal/schema';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { validateInput } from '../validation.ts';
import { sideFor, toBillingSource, viewerOf } from './finance-model.ts';

export const invoiceResolvers: Resolvers = {
  Mutation: {
    uploadInvoice: async (_root, args, context) => {
      const { billingId, pdf } = await validateInput(uploadInvoiceSchema, args);
      const side = sideFor((await viewerOf(context)).roles, args.as);
      return toBillingSource(await context.upstream.finances.uploadInvoice(side, billingId, pdf), side);
    },
    generateInvoice: async (_root, args, context) => {
      const { billingId } = await validateInput(generateInvoiceSchema, args);
      const side = sideFor((await viewerOf(context)).roles, args.as);
      return toBillingSource(await context.upstream.finances.generateInvoice(side, billingId), side);
    },
  },
};
