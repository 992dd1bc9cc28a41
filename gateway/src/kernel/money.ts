/**
 * The `Money` scalar (schema/src/base.graphql): integer cents as a JSON number, exact to 2^53 − 1.
 * `Int` is 32 bits and made a holding-wide total above R$ 21.474.836,47 an error. An input that is
 * not a safe integer (a fraction, a string, 2^53) is the client's fault: BAD_USER_INPUT.
 */
import { GraphQLScalarType, Kind } from 'graphql';
import { gatewayError } from '../errors.ts';

export const MONEY_INPUT_TEXT =
  'Valor monetário inválido: informe um número inteiro de centavos de até 9.007.199.254.740.991.';

const cents = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : null;

export const Money = new GraphQLScalarType<number, number>({
  name: 'Money',
  serialize(value) {
    const amount = cents(value);
    // Upstream sent a fraction or an amount past 2^53: a bug to log, never a rounded figure.
    if (amount === null) throw new Error(`Money cannot represent ${String(value)}`);
    return amount;
  },
  parseValue(value) {
    const amount = cents(value);
    if (amount === null) throw gatewayError('BAD_USER_INPUT', MONEY_INPUT_TEXT);
    return amount;
  },
  parseLiteral(ast) {
    // Past 2^53 a literal rounds to a neighbour that is itself unsafe, so it is refused, not rounded.
    const amount = ast.kind === Kind.INT ? cents(Number(ast.value)) : null;
    if (amount === null) throw gatewayError('BAD_USER_INPUT', MONEY_INPUT_TEXT);
    return amount;
  },
});
