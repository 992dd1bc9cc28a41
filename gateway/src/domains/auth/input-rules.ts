/**
 * The auth domain's mutation input rules: the shared rules of @portal/schema the web forms use,
 * applied by security/input-rules.ts.
 */
import {
  changePasswordRequestSchema,
  completeLoginSchema,
  confirmTwoFactorSchema,
  disableTwoFactorSchema,
  loginSchema,
  MESSAGES,
  mailPreferencesSchema,
  passwordResetRequestSchema,
  renewSessionSchema,
  startTwoFactorEnrolmentSchema,
} from '@portal/schema';
import type { InputRuleTable } from '../../security/input-rules.ts';

export const INPUT_RULES = {
  login: { schema: loginSchema, message: MESSAGES.loginBadFields },
  requestPasswordReset: { schema: passwordResetRequestSchema },
  changePassword: { schema: changePasswordRequestSchema },
  renewSession: { schema: renewSessionSchema },
  completeLogin: { schema: completeLoginSchema },
  startTwoFactorEnrolment: { schema: startTwoFactorEnrolmentSchema },
  confirmTwoFactor: { schema: confirmTwoFactorSchema },
  disableTwoFactor: { schema: disableTwoFactorSchema },
  setMailPreferences: { schema: mailPreferencesSchema },
} as const satisfies InputRuleTable;
