/**
 * Holding input rules shared by the web (Status Faturamento) and the gateway, with the pt-BR
 * texts of docs/product.md §11.1.
 */
import { array, mixed, number, object, string } from 'yup';
import { AUDIT_ACTIONS, PAYMENT_REASON_MAX, PAYMENT_REASON_MIN } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { isCalendarDay, listFilterSchema, optionalDay, optionalDayAfterFrom } from './list-filter.ts';

// The day rules live with the list filter (which holding's lists use too); other rules import them from here.
export { isCalendarDay, optionalDay, optionalDayAfterFrom };

import { pageSchema } from './paging.ts';

/** Longest Status Faturamento search: a payee's or a producer's name fits easily. */
export const HOLDING_SEARCH_MAX = 100;

/**
 * holdingBills' arguments (Status Faturamento's toolbar): the bills lists' rule, a trimmed search
 * (empty for none) and an optional period of whole days naming the cycles it overlaps.
 */
export const holdingBillsSchema = listFilterSchema(HOLDING_SEARCH_MAX, MESSAGES.invoiceSearchTooLong);

/** closeBilling's input. */
export const closeBillingSchema = object({ billingId: string().trim().required(MESSAGES.required) });

/** approveBillingInvoice's input (issue #33): the bill, as closeBilling's. */
export const approveBillingInvoiceSchema = closeBillingSchema;

/** What a recorded payment ended in (GraphQL's BillPaymentOutcome). */
export const BILL_PAYMENT_OUTCOMES = ['PAID', 'FAILED'] as const;
export type BillPaymentOutcomeName = (typeof BILL_PAYMENT_OUTCOMES)[number];

/**
 * recordBillPayment's input (and the web's 'Registrar pagamento' form): a failed payment needs
 * its reason (3–500 characters); a paid one carries none (whatever was typed is dropped).
 */
export const recordBillPaymentSchema = object({
  billingId: string().trim().required(MESSAGES.required),
  outcome: string<BillPaymentOutcomeName>()
    .oneOf(BILL_PAYMENT_OUTCOMES, MESSAGES.paymentOutcomeInvalid)
    .required(MESSAGES.paymentOutcomeInvalid),
  reason: string()
    .trim()
    .nullable()
    .default(null)
    // The function form: an options object with `then` reads as a thenable to the linter.
    .when('outcome', ([outcome], reason) =>
      outcome === 'FAILED'
        ? reason
            .required(MESSAGES.paymentReasonRequired)
            .min(PAYMENT_REASON_MIN, MESSAGES.paymentReasonLength)
            .max(PAYMENT_REASON_MAX, MESSAGES.paymentReasonLength)
        : reason.transform(() => null),
    ),
});

/** Which cycles (GraphQL's CycleKind). */
export const CYCLE_KINDS = ['COMMERCIAL', 'FINANCIAL'] as const;
export type CycleKindName = (typeof CYCLE_KINDS)[number];

const dayField = string()
  .trim()
  .required(MESSAGES.required)
  .test('calendar-day', MESSAGES.cycleDateInvalid, (value) => isCalendarDay(value));

/**
 * createCycle's `input`: whole days (Fortaleza time), the last on or after the first. Overlap with
 * the latest cycle is upstream's to judge (it alone knows the cycles).
 */
export const createCycleSchema = object({
  kind: mixed<CycleKindName>()
    .required(MESSAGES.required)
    .oneOf([...CYCLE_KINDS], MESSAGES.required),
  startsOn: dayField,
  endsOn: dayField.test('after-start', MESSAGES.cycleEndBeforeStart, (value, context) => {
    const start: unknown = context.parent.startsOn;
    // An invalid start day has its own message; the order is only judged between real days.
    return typeof start !== 'string' || !isCalendarDay(start.trim()) || !value || value >= start.trim();
  }),
});

/** Largest goal accepted, in cents (a Postgres integer; R$ 21 million is far above any goal). */
export const GOAL_MAX_CENTS = 2_147_483_647;

const goalField = number()
  .typeError(MESSAGES.goalNotInteger)
  .required(MESSAGES.required)
  .integer(MESSAGES.goalNotInteger)
  .min(0, MESSAGES.goalNegative)
  .max(GOAL_MAX_CENTS, MESSAGES.goalTooLarge);

/** One unit's goals in a cycle (cents): none below zero, the minimum never above the basic. */
export const unitGoalSchema = object({
  unitId: string().trim().required(MESSAGES.required),
  minimum: goalField.test('minimum-le-basic', MESSAGES.goalMinimumAboveBasic, (value, context) => {
    const basic: unknown = context.parent.basic;
    return typeof basic !== 'number' || typeof value !== 'number' || value <= basic;
  }),
  basic: goalField,
  master: goalField,
});

/** Most units saved at once ('Gerenciador de metas' saves its whole table). */
export const UNIT_GOALS_MAX = 500;

/** updateUnitGoals' input: a commercial cycle and its units' goals. */
export const updateUnitGoalsSchema = object({
  cycleId: string().trim().required(MESSAGES.required),
  goals: array(unitGoalSchema).required(MESSAGES.required).min(1, MESSAGES.required).max(UNIT_GOALS_MAX),
});

/** The same rules for one row, without yup: upstream's check before it writes. */
export function unitGoalProblem(goal: { minimum: unknown; basic: unknown; master: unknown }): string | null {
  const values = [goal.minimum, goal.basic, goal.master];
  if (values.some((value) => typeof value !== 'number' || !Number.isInteger(value)))
    return MESSAGES.goalNotInteger;
  if (values.some((value) => (value as number) > GOAL_MAX_CENTS)) return MESSAGES.goalTooLarge;
  if (values.some((value) => (value as number) < 0)) return MESSAGES.goalNegative;
  if ((goal.minimum as number) > (goal.basic as number)) return MESSAGES.goalMinimumAboveBasic;
  return null;
}

/** holdingHistory's arguments: the lists' paging and optional filters (entity, action, person, days, search). */
export const holdingHistorySchema = pageSchema.shape({
  entity: string().trim().max(100, MESSAGES.historyFilterTooLong).default(''),
  entityId: string().trim().max(100, MESSAGES.historyFilterTooLong).default(''),
  action: string()
    .trim()
    .default('')
    .oneOf(['', ...AUDIT_ACTIONS], MESSAGES.historyActionInvalid),
  actorId: string().trim().max(100, MESSAGES.historyFilterTooLong).default(''),
  from: optionalDay,
  to: optionalDayAfterFrom,
  search: string().trim().max(100, MESSAGES.historySearchTooLong).default(''),
});

/** cycleGoals' argument: a cycle id, or the current cycle when empty. */
export const cycleGoalsSchema = object({ cycleId: string().trim().max(100, MESSAGES.invalidId).default('') });
