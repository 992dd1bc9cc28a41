/**
 * Points programme input rules shared by the web (converter-pontos, the code step, Gerenciador de
 * Vouchers) and the gateway (convertPoints, validatePointsCode, useVoucher), docs/product.md §5.
 */
import { array, mixed, number, object, string } from 'yup';
import { MESSAGES } from '../messages.ts';

/** docs/product.md §5: a refused programme code (and a refused voucher secret) reads this. */
export const POINTS_CODE_INVALID = 'Código inválido';
/** Most points one conversion spends: no balance is larger (upstream refuses beyond it too). */
export const POINTS_CONVERSION_MAX = 1_000_000;
export const POINTS_AMOUNT_INVALID = 'Informe uma quantidade inteira de pontos maior que zero.';

export const convertPointsSchema = object({
  points: number()
    .required(POINTS_AMOUNT_INVALID)
    .integer(POINTS_AMOUNT_INVALID)
    .min(1, POINTS_AMOUNT_INVALID)
    .max(POINTS_CONVERSION_MAX, POINTS_AMOUNT_INVALID),
  beneficiaryId: string().trim().optional(),
});

/** The six-digit code sent after signing; any other shape is simply a wrong code. */
export const pointsCodeSchema = object({
  code: string()
    .trim()
    .required(MESSAGES.required)
    .matches(/^\d{6}$/, POINTS_CODE_INVALID),
});

/** A voucher's secret as its owner reads it out: 16 letters or digits, separators ignored. */
export const useVoucherSchema = object({
  secret: string().trim().required(MESSAGES.required),
});

/** Who joins the programme (joinPointsProgramme); USER when absent. */
export const POINTS_MEMBER_TYPES = ['USER', 'UNITS', 'HOLDING'] as const;
export const joinPointsProgrammeSchema = object({
  type: mixed<(typeof POINTS_MEMBER_TYPES)[number]>().oneOf(POINTS_MEMBER_TYPES).optional(),
});
/** Signing and resending the code take no arguments. */
export const pointsStepSchema = object({});

/** Most commissions one conversion takes (a page of the converter-pontos table; upstream's limit). */
export const COMMISSIONS_CONVERSION_MAX = 100;
export const COMMISSIONS_NONE_CHOSEN = 'Selecione ao menos uma comissão para converter.';
export const COMMISSIONS_TOO_MANY = `Selecione no máximo ${COMMISSIONS_CONVERSION_MAX} comissões por conversão.`;
/** Ids are opaque (uuids upstream): this only bounds the input. */
const commissionIdField = string().trim().required(COMMISSIONS_NONE_CHOSEN).max(64, COMMISSIONS_NONE_CHOSEN);

/** convertCommissionsToPoints: 1 to 100 commission ids, as chosen on converter-pontos. */
export const convertCommissionsSchema = object({
  commissionIds: array(commissionIdField)
    .required(COMMISSIONS_NONE_CHOSEN)
    .min(1, COMMISSIONS_NONE_CHOSEN)
    .max(COMMISSIONS_CONVERSION_MAX, COMMISSIONS_TOO_MANY),
});
