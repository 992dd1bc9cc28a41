/**
 * The integrators domain's mutation input rules: the shared rules of @portal/schema the web forms use,
 * applied by security/input-rules.ts.
 */
import { apiClientSchema, idArgumentSchema, webhookSubscriptionSchema } from '@portal/schema';
import type { InputRuleTable } from '../../security/input-rules.ts';

export const INPUT_RULES = {
  createApiClient: { schema: apiClientSchema, argument: 'input' },
  revokeApiClient: { schema: idArgumentSchema },
  createWebhookSubscription: { schema: webhookSubscriptionSchema, argument: 'input' },
  deleteWebhookSubscription: { schema: idArgumentSchema },
  replayWebhookDelivery: { schema: idArgumentSchema },
} as const satisfies InputRuleTable;
