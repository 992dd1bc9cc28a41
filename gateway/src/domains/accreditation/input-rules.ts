/**
 * The accreditation domain's mutation input rules: the shared rules of @portal/schema the web forms use,
 * applied by security/input-rules.ts.
 */
import {
  accreditationSessionSchema,
  bankDetailsSchema,
  changeMyPasswordSchema,
  profileContactSchema,
  requestContractSchema,
  setAccreditationCnpjSchema,
  setAccreditationPasswordSchema,
  startAccreditationSchema,
  verifyAccreditationCodeSchema,
} from '@portal/schema';
import type { InputRuleTable } from '../../security/input-rules.ts';

export const INPUT_RULES = {
  setBankDetails: { schema: bankDetailsSchema, argument: 'input' },
  startAccreditation: { schema: startAccreditationSchema, argument: 'input' },
  verifyAccreditationCode: { schema: verifyAccreditationCodeSchema },
  resendAccreditationCode: { schema: accreditationSessionSchema },
  setAccreditationPassword: { schema: setAccreditationPasswordSchema },
  setAccreditationCnpj: { schema: setAccreditationCnpjSchema },
  setAccreditationBankDetails: { schema: bankDetailsSchema, argument: 'input' },
  updateMyContact: { schema: profileContactSchema, argument: 'input' },
  changeMyPassword: { schema: changeMyPasswordSchema },
  requestContract: { schema: requestContractSchema },
} as const satisfies InputRuleTable;
