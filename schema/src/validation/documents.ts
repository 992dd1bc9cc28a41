/**
 * CNPJ and CPF fields for any yup input that takes one (web forms, gateway arguments). The value
 * comes out in its normal form (documents/cnpj.ts, documents/cpf.ts), so whoever validates also
 * stores the one shape the database accepts.
 */
import { string } from 'yup';
import { isValidCnpj, normalizeCnpj } from '../documents/cnpj.ts';
import { isValidCpf, normalizeCpf } from '../documents/cpf.ts';
import { MESSAGES } from '../messages.ts';

/** A required CNPJ, numeric or alphanumeric, typed with or without its mask, in any case. */
export const cnpjField = () =>
  string()
    .required(MESSAGES.required)
    .transform((value: string) => normalizeCnpj(value))
    .test('cnpj', MESSAGES.cnpjInvalid, (value) => isValidCnpj(value));

/** A required CPF, typed with or without its mask. */
export const cpfField = () =>
  string()
    .required(MESSAGES.required)
    .transform((value: string) => normalizeCpf(value))
    .test('cpf', MESSAGES.cpfInvalid, (value) => isValidCpf(value));
