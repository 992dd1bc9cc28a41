/** The producers' mutation input rules: the shared rules of @portal/schema the web forms use (security/input-rules.ts). */
import { createProducerSchema, updateProducerArgsSchema } from '@portal/schema';
import type { InputRuleTable } from '../../security/input-rules.ts';

export const INPUT_RULES = {
  // Gerenciador de produtores (docs/product.md §10.4).
  createProducer: { schema: createProducerSchema, argument: 'input' },
  updateProducer: { schema: updateProducerArgsSchema },
} as const satisfies InputRuleTable;
