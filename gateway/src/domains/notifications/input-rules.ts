/**
 * The notifications domain's mutation input rules: the shared rules of @portal/schema the web forms use,
 * applied by security/input-rules.ts.
 */
import { edNotificationSchema, idArgumentSchema } from '@portal/schema';
import type { InputRuleTable } from '../../security/input-rules.ts';

export const INPUT_RULES = {
  deleteNotification: { schema: idArgumentSchema },
  sendEdNotification: { schema: edNotificationSchema, argument: 'input' },
  deleteEdNotification: { schema: idArgumentSchema },
} as const satisfies InputRuleTable;
