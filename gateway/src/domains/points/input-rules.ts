/**
 * The points domain's mutation input rules: the shared rules of @portal/schema the web forms use,
 * applied by security/input-rules.ts.
 */
import {
  convertCommissionsSchema,
  convertPointsSchema,
  joinPointsProgrammeSchema,
  pointsCodeSchema,
  pointsStepSchema,
  useVoucherSchema,
} from '@portal/schema';
import type { InputRuleTable } from '../../security/input-rules.ts';

export const INPUT_RULES = {
  // Seus produtos (docs/product.md §10.1): a link's product or id and its description.
  convertPoints: { schema: convertPointsSchema },
  validatePointsCode: { schema: pointsCodeSchema },
  useVoucher: { schema: useVoucherSchema },
  joinPointsProgramme: { schema: joinPointsProgrammeSchema },
  signPointsProgramme: { schema: pointsStepSchema },
  resendPointsCode: { schema: pointsStepSchema },
  // Produtos and Gerenciador de produtores (docs/product.md §10.3, §10.4).
  convertCommissionsToPoints: { schema: convertCommissionsSchema },
} as const satisfies InputRuleTable;
