import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import {
  closeBillingSchema,
  createCycleSchema,
  holdingBillsSchema,
  recordBillPaymentSchema,
  unitGoalProblem,
  updateUnitGoalsSchema,
} from './holding.ts';

describe('holding input rules', () => {
  it('trims the search and refuses one over 100 characters', () => {
    expect(holdingBillsSchema.validateSync({ page: 0, pageSize: 10, search: ' Maria ' }).search).toBe(
      'Maria',
    );
    expect(holdingBillsSchema.validateSync({ page: 0, pageSize: 10 }).search).toBe('');
    expect(() => holdingBillsSchema.validateSync({ page: 0, pageSize: 10, search: 'a'.repeat(101) })).toThrow(
      MESSAGES.invoiceSearchTooLong,
    );
  });

  it('requires the billing to close', () => {
    expect(() => closeBillingSchema.validateSync({ billingId: '  ' })).toThrow(MESSAGES.required);
    expect(closeBillingSchema.validateSync({ billingId: ' abc ' })).toEqual({ billingId: 'abc' });
  });

  it('takes a cycle of whole calendar days, the last on or after the first', () => {
    const valid = { kind: 'COMMERCIAL', startsOn: '2031-02-01', endsOn: '2031-02-01' };
    expect(createCycleSchema.validateSync(valid)).toEqual(valid);
    expect(() => createCycleSchema.validateSync({ ...valid, startsOn: '2031-02-30' })).toThrow(
      MESSAGES.cycleDateInvalid,
    );
    expect(() => createCycleSchema.validateSync({ ...valid, endsOn: '2031-01-31' })).toThrow(
      MESSAGES.cycleEndBeforeStart,
    );
    expect(() => createCycleSchema.validateSync({ ...valid, endsOn: '' })).toThrow(MESSAGES.required);
  });
});

describe('unit goal rules (Gerenciador de metas)', () => {
  const goals = (minimum: number, basic: number, master: number) => ({
    cycleId: 'c1',
    goals: [{ unitId: 'u1', minimum, basic, master }],
  });
  const messages = (input: unknown) => {
    try {
      updateUnitGoalsSchema.validateSync(input, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as { errors: string[] }).errors;
    }
  };

  it('accepts goals of zero or more with the minimum at most the basic', () => {
    expect(messages(goals(0, 0, 0))).toEqual([]);
    expect(messages(goals(100, 100, 50))).toEqual([]);
    expect(unitGoalProblem({ minimum: 100, basic: 100, master: 50 })).toBeNull();
  });

  it('refuses a goal below zero, a minimum above the basic, fractions and too large goals', () => {
    expect(messages(goals(0, 5, -1))).toEqual([MESSAGES.goalNegative]);
    expect(messages(goals(11, 10, 20))).toEqual([MESSAGES.goalMinimumAboveBasic]);
    expect(messages(goals(1.5, 10, 20))).toEqual([MESSAGES.goalNotInteger]);
    expect(messages(goals(0, 2 ** 31, 0))).toEqual([MESSAGES.goalTooLarge]);
    expect(unitGoalProblem({ minimum: -1, basic: 1, master: 1 })).toBe(MESSAGES.goalNegative);
    expect(unitGoalProblem({ minimum: 2, basic: 1, master: 1 })).toBe(MESSAGES.goalMinimumAboveBasic);
    expect(unitGoalProblem({ minimum: '1', basic: 1, master: 1 })).toBe(MESSAGES.goalNotInteger);
    expect(unitGoalProblem({ minimum: 0, basic: 2 ** 31, master: 1 })).toBe(MESSAGES.goalTooLarge);
  });
});

describe('recordBillPaymentSchema', () => {
  const id = { billingId: ' bill-1 ' };
  it('drops the reason of a paid bill and trims the reason of a failed payment', async () => {
    expect(await recordBillPaymentSchema.validate({ ...id, outcome: 'PAID', reason: 'x' })).toEqual({
      billingId: 'bill-1',
      outcome: 'PAID',
      reason: null,
    });
    expect(
      (await recordBillPaymentSchema.validate({ ...id, outcome: 'FAILED', reason: '  Conta encerrada. ' }))
        .reason,
    ).toBe('Conta encerrada.');
  });

  it('requires a failed payment’s reason, 3 to 500 characters, and a known outcome', async () => {
    const message = (input: Record<string, unknown>) =>
      recordBillPaymentSchema.validate({ ...id, ...input }).then(
        () => null,
        (error: Error) => error.message,
      );
    expect(await message({ outcome: 'FAILED' })).toBe(MESSAGES.paymentReasonRequired);
    expect(await message({ outcome: 'FAILED', reason: '   ' })).toBe(MESSAGES.paymentReasonRequired);
    expect(await message({ outcome: 'FAILED', reason: 'ab' })).toBe(MESSAGES.paymentReasonLength);
    expect(await message({ outcome: 'FAILED', reason: 'a'.repeat(501) })).toBe(MESSAGES.paymentReasonLength);
    expect(await message({ outcome: 'CLOSED' })).toBe(MESSAGES.paymentOutcomeInvalid);
  });
});
