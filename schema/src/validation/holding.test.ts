import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { closeBillingSchema, createCycleSchema, holdingBillsSchema } from './holding.ts';

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
