/** The mail mutations' input rules: the shared rules of @portal/schema (security/input-rules.ts). */
import { resendMailDeliverySchema } from '@portal/schema';
import type { InputRuleTable } from '../../security/input-rules.ts';

export const INPUT_RULES = {
  // E-mails enviados' Reenviar (docs/mail.md).
  resendMailDelivery: { schema: resendMailDeliverySchema },
} as const satisfies InputRuleTable;
