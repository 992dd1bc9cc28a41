/** The files domain's mutation input rules: the shared rules of @portal/schema the web forms use (security/input-rules.ts). */
import { uploadUrlsSchema } from '@portal/schema';
import type { InputRuleTable } from '../../security/input-rules.ts';

export const INPUT_RULES = {
  createUploadUrls: { schema: uploadUrlsSchema, argument: 'input' },
} as const satisfies InputRuleTable;
