/**
 * 'Gerenciador de Unidades' and 'Alteração em massa' (docs/product.md §8.7): the shared rules the
 * gateway checks before any upstream call and the web's forms use, and the mass change's CSV
 * format (the template's header, what a flag cell may hold, the limits), which upstream parses.
 */
import { array, number, object, string } from 'yup';
import { isValidCnpj, normalizeCnpj } from '../documents/cnpj.ts';
import { MESSAGES } from '../messages.ts';
import { cnpjField } from './documents.ts';
import { listFilterSchema } from './list-filter.ts';

/** Longest search of Gerenciador de Unidades' and Alteração em massa's toolbars. */
export const NETWORK_LIST_SEARCH_MAX_LENGTH = 100;

/**
 * `managedUnits` and `massChanges` toolbars: the lists' paging, a trimmed search of 100 characters
 * at most and a period (registration, sending) not ending before it starts.
 */
export const networkListSchema = listFilterSchema(NETWORK_LIST_SEARCH_MAX_LENGTH, MESSAGES.edSearchTooLong);

export const UNIT_NAME_MIN_LENGTH = 3;
export const UNIT_NAME_MAX_LENGTH = 120;
/** At most this many goals, producers or donation receivers in one unit edit. */
export const UNIT_LIST_MAX = 100;

export const UNIT_FORM_MESSAGES = {
  name: `Informe o nome da unidade (de ${UNIT_NAME_MIN_LENGTH} a ${UNIT_NAME_MAX_LENGTH} caracteres).`,
  goal: 'Informe a meta em reais (0 ou mais).',
  receiverName: `Informe o nome do recebedor (de ${UNIT_NAME_MIN_LENGTH} a ${UNIT_NAME_MAX_LENGTH} caracteres).`,
  tooMany: `No máximo ${UNIT_LIST_MAX} itens.`,
} as const;

const id = () => string().trim().required(MESSAGES.required).max(128, MESSAGES.invalidId);
const unitName = (message: string) =>
  string()
    .trim()
    .required(MESSAGES.required)
    .min(UNIT_NAME_MIN_LENGTH, message)
    .max(UNIT_NAME_MAX_LENGTH, message);

/** `saveUnit(input)`: the whole edit of one unit, saved together. */
export const unitEditSchema = object({
  id: id(),
  name: unitName(UNIT_FORM_MESSAGES.name),
  cnpj: string()
    .nullable()
    .transform((value: unknown) =>
      typeof value === 'string' && value.trim() !== '' ? normalizeCnpj(value) : null,
    )
    .test('cnpj', MESSAGES.cnpjInvalid, (value) => value == null || isValidCnpj(value)),
  goals: array(
    object({
      cycleId: id(),
      value: number()
        .nullable()
        .integer(UNIT_FORM_MESSAGES.goal)
        .min(0, UNIT_FORM_MESSAGES.goal)
        .max(2 ** 31 - 1, UNIT_FORM_MESSAGES.goal),
    }),
  )
    .max(UNIT_LIST_MAX, UNIT_FORM_MESSAGES.tooMany)
    .default([]),
  producerIds: array(id()).max(UNIT_LIST_MAX, UNIT_FORM_MESSAGES.tooMany).default([]),
  donationReceivers: array(object({ name: unitName(UNIT_FORM_MESSAGES.receiverName), cnpj: cnpjField() }))
    .max(UNIT_LIST_MAX, UNIT_FORM_MESSAGES.tooMany)
    .default([]),
});

/** The mass change file: its columns, in the template's order (header line, `;`-separated). */
export const MASS_CHANGE_COLUMNS = [
  'email',
  'unidade_id',
  'nivel',
  'is_franchisee',
  'is_trainer',
  'is_lecturer',
  'tracking',
] as const;
export const MASS_CHANGE_FLAG_COLUMNS = ['is_franchisee', 'is_trainer', 'is_lecturer', 'tracking'] as const;
/** Cell values of a flag column; an empty cell leaves the flag as it is. */
export const MASS_CHANGE_TRUE = ['sim', 's', 'true', '1'] as const;
export const MASS_CHANGE_FALSE = ['não', 'nao', 'n', 'false', '0'] as const;
/** Rows of changes one file may hold (the large seed's whole network). */
export const MASS_CHANGE_MAX_ROWS = 20_000;
/** Characters of CSV one upload may bring (20 000 rows of about 100 characters, with room). */
export const MASS_CHANGE_MAX_CHARS = 4_000_000;
export const MASS_CHANGE_FILE_NAME_MAX = 255;

/** The downloadable template: the header and one example line (pt-BR CSV: `;`, CRLF). */
export const MASS_CHANGE_TEMPLATE = `${MASS_CHANGE_COLUMNS.join(';')}\r\nfulano@exemplo.com.br;;2;sim;;não;\r\n`;

export const MASS_CHANGE_INPUT_MESSAGES = {
  fileRequired: 'Escolha o arquivo CSV das alterações.',
  fileTooLarge: `O arquivo deve ter no máximo ${MASS_CHANGE_MAX_CHARS / 1_000_000} milhões de caracteres.`,
  fileName: `O nome do arquivo deve ter de 1 a ${MASS_CHANGE_FILE_NAME_MAX} caracteres.`,
} as const;

/** `startMassChange(input)`: the file's name and its text. */
export const massChangeStartSchema = object({
  fileName: string()
    .trim()
    .required(MASS_CHANGE_INPUT_MESSAGES.fileName)
    .max(MASS_CHANGE_FILE_NAME_MAX, MASS_CHANGE_INPUT_MESSAGES.fileName),
  csv: string()
    .required(MASS_CHANGE_INPUT_MESSAGES.fileRequired)
    .max(MASS_CHANGE_MAX_CHARS, MASS_CHANGE_INPUT_MESSAGES.fileTooLarge),
});
