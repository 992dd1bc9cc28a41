/**
 * The auth domain's mutation input rules: the shared rules of @portal/schema the web forms use,
 * applied by security/input-rules.ts.
 */
import {
  changePasswordRequestSchema,
  loginSchema,
  MESSAGES,
  passwordResetRequestSchema,
  renewSessionSchema,
} from '@portal/schema';
import type { InputRuleTable } from '../../security/input-rules.ts';

export const INPUT_RULES = {
  login: { schema: loginSchema, message: MESSAGES.loginBadFields },
  requestPasswordReset: { schema: passwordResetRequestSchema },
  changePassword: { schema: changePasswordRequestSchema },
  renewSession: { schema: renewSessionSchema },
} as const satisfies InputRuleTable;
