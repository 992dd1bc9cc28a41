/**
 * Acompanhamento de vendas and sale registration input rules (docs/product.md §10.2,
 * docs/integrators.md "Registering a sale"): the period of the aggregates and a new sale, checked
 * by the gateway (BAD_USER_INPUT with fieldErrors) and the web's period form, with the limits
 * upstream applies too.
 */
import { number, object, string } from 'yup';
import { MESSAGES } from '../messages.ts';
import { ID_MAX_LENGTH } from './notifications.ts';
import { pageSchema } from './paging.ts';

export const SALES_PERIOD_MAX_DAYS = 366;
export const SALE_PAYMENT_ID_MAX_LENGTH = 100;
export const SALE_CUSTOMER_NAME_MAX_LENGTH = 200;
export const SALE_LINK_CODE_MAX_LENGTH = 64;
/** R$ 1.000.000,00 in cents. */
export const SALE_VALUE_MAX_CENTS = 100_000_000;

export const SALES_MESSAGES = {
  dayInvalid: 'Informe uma data válida.',
  periodInvalid: 'O período deve ter de 1 a 366 dias, com a data final depois da inicial.',
  valueInvalid: 'Informe um valor de R$ 0,01 a R$ 1.000.000,00.',
  installmentsInvalid: 'Informe de 1 a 12 parcelas.',
  paymentDateInvalid: 'Informe uma data de pagamento válida, que não esteja no futuro.',
  clickInvalid: 'Clique inválido: informe o código de clique que o link enviou ao checkout.',
  textTooLong: 'Texto longo demais.',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Whole days AAAA-MM-DD that exist in the calendar. */
const isDay = (value: string | undefined): boolean => {
  if (!value || !DAY.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const day = () => string().trim().required(MESSAGES.required).test('day', SALES_MESSAGES.dayInvalid, isDay);

/** `salesTracking(from, to)`: both days, `to` not before `from`, at most 366 days. */
export const salesPeriodSchema = object({
  from: day(),
  to: day().test('period', SALES_MESSAGES.periodInvalid, function (to) {
    const { from } = this.parent as { from?: string };
    if (!isDay(from) || !isDay(to)) return true;
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
    return days >= 1 && days <= SALES_PERIOD_MAX_DAYS;
  }),
});

/** `salesBySeller(from, to, page, pageSize)`. */
export const salesBySellerSchema = pageSchema.concat(salesPeriodSchema);

/** registerSale's `input`. */
export const registerSaleSchema = object({
  productId: string().trim().required(MESSAGES.required).max(ID_MAX_LENGTH, MESSAGES.invalidId),
  paymentId: string()
    .trim()
    .required(MESSAGES.required)
    .max(SALE_PAYMENT_ID_MAX_LENGTH, SALES_MESSAGES.textTooLong),
  customerName: string()
    .trim()
    .required(MESSAGES.required)
    .max(SALE_CUSTOMER_NAME_MAX_LENGTH, SALES_MESSAGES.textTooLong),
  value: number()
    .required(MESSAGES.required)
    .integer(SALES_MESSAGES.valueInvalid)
    .min(1, SALES_MESSAGES.valueInvalid)
    .max(SALE_VALUE_MAX_CENTS, SALES_MESSAGES.valueInvalid),
  installments: number()
    .transform((value: unknown) => (value === null || value === undefined ? 1 : value))
    .integer(SALES_MESSAGES.installmentsInvalid)
    .min(1, SALES_MESSAGES.installmentsInvalid)
    .max(12, SALES_MESSAGES.installmentsInvalid)
    .default(1),
  paymentDate: string()
    .nullable()
    .default(null)
    .test('paymentDate', SALES_MESSAGES.paymentDateInvalid, (value) => {
      if (value === null || value === undefined) return true;
      const at = Date.parse(value);
      return Number.isFinite(at) && at <= Date.now() + 5 * 60_000;
    }),
  linkCode: string()
    .trim()
    .required(MESSAGES.required)
    .max(SALE_LINK_CODE_MAX_LENGTH, SALES_MESSAGES.textTooLong),
  // The redirect's `click` (a uuid), optional: upstream checks it is a click of this link.
  clickId: string()
    .trim()
    .nullable()
    .default(null)
    .matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
      message: SALES_MESSAGES.clickInvalid,
      excludeEmptyString: true,
    }),
});
