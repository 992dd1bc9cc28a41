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
  convertPoints: { schema: convertPointsSchema },
  validatePointsCode: { schema: pointsCodeSchema },
  useVoucher: { schema: useVoucherSchema },
  joinPointsProgramme: { schema: joinPointsProgrammeSchema },
  signPointsProgramme: { schema: pointsStepSchema },
  resendPointsCode: { schema: pointsStepSchema },
  convertCommissionsToPoints: { schema: convertCommissionsSchema },
} as const satisfies InputRuleTable;
