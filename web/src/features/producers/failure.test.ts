import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { producerFailureText } from './failure.ts';

const graphQLError = (code: string, message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('producerFailureText', () => {
  it('shows the server’s text for a duplicate CNPJ (CONFLICT)', () => {
    const error = graphQLError('CONFLICT', 'Já existe um produtor cadastrado com este CNPJ.');
    expect(producerFailureText(error, false)).toBe('Já existe um produtor cadastrado com este CNPJ.');
  });

  it('otherwise says which save failed', () => {
    expect(producerFailureText(graphQLError('INTERNAL_SERVER_ERROR', 'boom'), false)).toBe(
      'Erro ao cadastrar produtor!',
    );
    expect(producerFailureText(new Error('offline'), true)).toBe('Erro ao atualizar produtor!');
  });
});
