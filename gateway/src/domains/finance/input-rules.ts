/**
 * The finance domain's mutation input rules: the shared rules of @portal/schema the web forms use,
 * applied by security/input-rules.ts.
 */
import {
  checkInvoiceSchema,
  generateInvoiceSchema,
  startInvoiceGenerationSchema,
  uploadInvoiceSchema,
} from '@portal/schema';
import type { InputRuleTable } from '../../security/input-rules.ts';

export const INPUT_RULES = {
  uploadInvoice: { schema: uploadInvoiceSchema },
  checkInvoice: { schema: checkInvoiceSchema },
  generateInvoice: { schema: generateInvoiceSchema },
  startInvoiceGeneration: { schema: startInvoiceGenerationSchema },
} as const satisfies InputRuleTable;
