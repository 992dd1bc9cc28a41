/**
 * The holding domain's mutation input rules: the shared rules of @portal/schema the web forms use,
 * applied by security/input-rules.ts.
 */
import {
  approveBillingInvoiceSchema,
  closeBillingSchema,
  createCycleSchema,
  recordBillPaymentSchema,
  updateUnitGoalsSchema,
} from '@portal/schema';
import type { InputRuleTable } from '../../security/input-rules.ts';

export const INPUT_RULES = {
  closeBilling: { schema: closeBillingSchema },
  approveBillingInvoice: { schema: approveBillingInvoiceSchema },
  recordBillPayment: { schema: recordBillPaymentSchema },
  createCycle: { schema: createCycleSchema, argument: 'input' },
  updateUnitGoals: { schema: updateUnitGoalsSchema, argument: 'input' },
} as const satisfies InputRuleTable;
