/**
 * Who may call mail's root fields (docs/mail.md "The holding sees what was sent"): the holding and
 * admins, as for Histórico; kept for people (no API scope) until an integrator needs them.
 */
import { ADMIN_OR_HOLDING, type DomainAccess } from '../../auth/access.ts';

export const ACCESS = {
  rules: {
    Query: {
      // E-mails enviados: the holding operates the network's e-mail; admins support it.
      mailDeliveries: ADMIN_OR_HOLDING,
    },
    Mutation: {
      resendMailDelivery: ADMIN_OR_HOLDING,
    },
  },
  scopes: {},
  personOnly: {
    // Addresses and delivery failures are people's data, read by a person on a screen.
    Query: ['mailDeliveries'],
    Mutation: ['resendMailDelivery'],
  },
} as const satisfies DomainAccess;
