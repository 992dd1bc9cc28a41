/**
 * schema/src/mail.graphql: E-mails enviados (docs/mail.md "The holding sees what was sent"). One
 * upstream call per page whatever its size; the resend's 409 (not failed) is CONFLICT and its 404
 * NOT_FOUND, with upstream's pt-BR text.
 */
import { MAIL_DELIVERY_STATES, mailDeliveriesSchema } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers.ts';
import { internalValue } from '../../kernel/enums.ts';
import { validateInput } from '../../validation.ts';
import type { UpstreamDeliveryState } from './upstream.ts';

export const mailResolvers: Resolvers = {
  Query: {
    mailDeliveries: async (_root, args, { upstream }) => {
      const query = await validateInput(mailDeliveriesSchema, {
        page: args.page,
        pageSize: args.pageSize,
        search: args.search ?? '',
        state: args.state?.toLowerCase() ?? '',
        template: args.template ?? '',
        from: args.from ?? '',
        to: args.to ?? '',
      });
      const state = internalValue<UpstreamDeliveryState>(query.state || null, MAIL_DELIVERY_STATES) ?? '';
      return upstream.mail.deliveries({ ...query, state });
    },
  },
  Mutation: {
    resendMailDelivery: (_root, { id }, { upstream }) => upstream.mail.resend(id),
  },
};
