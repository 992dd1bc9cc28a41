/**
 * Gerenciador de produtores input rules (docs/product.md §10.4): the producer form, checked by the
 * web form, the gateway's mutations and upstream alike. The CNPJ goes through the one CNPJ field
 * (numeric or alphanumeric, stored in its normal form).
 */
import { boolean, object, string } from 'yup';
import { MESSAGES } from '../messages.ts';
import { cnpjField } from './documents.ts';
import { listFilterSchema } from './list-filter.ts';
import { ID_MAX_LENGTH } from './notifications.ts';

export const PRODUCER_NAME_MAX_LENGTH = 160;
export const PRODUCER_CISPAY_MAX_LENGTH = 60;
export const PRODUCER_SEARCH_MAX_LENGTH = 100;

/** The screen's texts (docs/product.md §10.4; the 409's text is the server's own). */
export const PRODUCER_MESSAGES = {
  created: 'Cadastro concluído com sucesso!',
  updated: 'Produtor atualizado!',
  createFailed: 'Erro ao cadastrar produtor!',
  updateFailed: 'Erro ao atualizar produtor!',
  duplicateCnpj: 'Já existe um produtor cadastrado com este CNPJ.',
  notFound: 'Produtor não encontrado.',
  nameTooLong: `O nome deve ter no máximo ${PRODUCER_NAME_MAX_LENGTH} caracteres.`,
  cispayTooLong: `O ID Cispay deve ter no máximo ${PRODUCER_CISPAY_MAX_LENGTH} caracteres.`,
  searchTooLong: 'A busca deve ter no máximo 100 caracteres.',
} as const;

const name = () =>
  string().trim().required(MESSAGES.required).max(PRODUCER_NAME_MAX_LENGTH, PRODUCER_MESSAGES.nameTooLong);

/** The producer form (create and edit alike). An empty Cispay id is stored as absent. */
export const producerSchema = object({
  fancyName: name(),
  corporateName: name(),
  cnpj: cnpjField(),
  idCispay: string()
    .trim()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .max(PRODUCER_CISPAY_MAX_LENGTH, PRODUCER_MESSAGES.cispayTooLong)
    .optional(),
  filial: boolean().default(false),
  holding: boolean().default(false),
  rmIntegration: boolean().default(false),
});

/** createProducer's `input`. */
export const createProducerSchema = producerSchema;

/** updateProducer's arguments: the producer's id and its new form. */
export const updateProducerArgsSchema = object({
  id: string().trim().required(MESSAGES.required).max(ID_MAX_LENGTH, MESSAGES.invalidId),
  input: producerSchema,
});

/** `producers(page, pageSize, search, from, to)`: the list toolbar's rule (a period of registration days). */
export const producerListSchema = listFilterSchema(
  PRODUCER_SEARCH_MAX_LENGTH,
  PRODUCER_MESSAGES.searchTooLong,
);
