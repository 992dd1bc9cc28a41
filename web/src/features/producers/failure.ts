/**
 * docs/product.md §10.4: a producer save refused with a 409 (CONFLICT: a CNPJ another producer has)
 * shows the server's text; any other failure the screen's own ('Erro ao cadastrar produtor!' or
 * 'Erro ao atualizar produtor!').
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { PRODUCER_MESSAGES } from '@portal/schema/validation/producers';

export const producerFailureText = (error: unknown, editing: boolean): string => {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (first?.extensions?.code === 'CONFLICT' && first.message) return first.message;
  }
  return editing ? PRODUCER_MESSAGES.updateFailed : PRODUCER_MESSAGES.createFailed;
};
