import { EMPTY_COMPANY_ID } from '@portal/schema/constants';
import { normalizeCnpj } from '@portal/schema/documents/cnpj';
import { onlyDigits } from './masks.ts';

// CNPJ and CPF have one module each in the schema package, shared with gateway and upstream.
// CEP and phone formatters run through the input masks (lib/maskFormat.ts), kept apart so that
// screens showing only a CNPJ do not download the mask library.
export { formatCnpj, isValidCnpj, normalizeCnpj } from '@portal/schema/documents/cnpj';
export { formatCpf, isValidCpf } from '@portal/schema/documents/cpf';
export { onlyDigits };

/** The fourteen zeros the invoice modal uses when no producer matches (docs/product.md §5.5). */
export const isEmptyCompanyId = (value: string | null | undefined): boolean =>
  normalizeCnpj(value) === EMPTY_COMPANY_ID;
