/**
 * The shared business words of the bill, commission and sale, in upstream's spelling: the internal
 * values of the GraphQL enums `BillingStatus`, `CommissionStatus`, `CommissionType` and
 * `SaleStatus` (the enum resolvers of the finance domain turn them into the schema's names, and
 * codegen.ts maps those enums to these types). Finance owns the bills; holding, network and
 * products read them, so their one spelling lives here rather than in each domain.
 */

/** A bill's statuses (docs/product.md §5.3). */
export const BILL_STATUSES = [
  'Open',
  'Processing',
  'Ready',
  'Paid',
  'Error',
  'PaymentError',
  'Closed',
  'Enqueued',
] as const;
export type UpstreamBillStatus = (typeof BILL_STATUSES)[number];

/** A commission's statuses. */
export const COMMISSION_STATUSES = [
  'canceled',
  'Held',
  'Ready',
  'Processing',
  'Executed',
  'ConvertedToPoints',
] as const;
export type UpstreamCommissionStatus = (typeof COMMISSION_STATUSES)[number];

export const COMMISSION_TYPES = ['Credit', 'Debit'] as const;
export type UpstreamCommissionType = (typeof COMMISSION_TYPES)[number];

/** A sale's statuses (the schema's `SaleStatus` values, spelled alike). */
export const SALE_STATUSES = ['APPROVED', 'REFUNDED', 'CANCELED'] as const;
export type UpstreamSaleStatus = (typeof SALE_STATUSES)[number];
