/**
 * The network domain's mutation input rules: the shared rules of @portal/schema the web forms use,
 * applied by security/input-rules.ts.
 */
import {
  edActiveSchema,
  edArgumentSchema,
  edFlagSchema,
  massChangeStartSchema,
  unitEditSchema,
} from '@portal/schema';
import type { InputRuleTable } from '../../security/input-rules.ts';

export const INPUT_RULES = {
  setEdFlag: { schema: edFlagSchema },
  setEdActive: { schema: edActiveSchema },
  requestEdContractSignature: { schema: edArgumentSchema },
  // Gerenciador de Unidades and Alteração em massa (docs/product.md §8.4, §8.5).
  saveUnit: { schema: unitEditSchema, argument: 'input' },
  startMassChange: { schema: massChangeStartSchema, argument: 'input' },
} as const satisfies InputRuleTable;
