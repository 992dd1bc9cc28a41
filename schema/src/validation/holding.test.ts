import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { closeBillingSchema, holdingBillsSchema } from './holding.ts';

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
});
