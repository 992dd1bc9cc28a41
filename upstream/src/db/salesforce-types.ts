/** Salesforce's tables (migration 0027): campaign polls, products' CRM campaigns, errors. */
import type { SalesforceErrorTypeValue } from '@portal/schema/validation/salesforce';
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

type Instant = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A calendar day: written as 'YYYY-MM-DD', read back as a Date (midnight UTC) or text. */
type Day = ColumnType<Date | string, string, string>;

export const CAMPAIGN_POLL_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type CampaignPollState = (typeof CAMPAIGN_POLL_STATES)[number];

export type { SalesforceErrorTypeValue as SalesforceErrorType } from '@portal/schema/validation/salesforce';
/** The closed set of error types, shared with the GraphQL enum (docs/upstream-contract/products.md). */
export { SALESFORCE_ERROR_TYPES } from '@portal/schema/validation/salesforce';

export interface CampaignPollsTable {
  id: Generated<string>;
  requested_by: string | null;
  requested_by_name: string;
  state: Generated<CampaignPollState>;
  campaign_count: number | null;
  linked_count: number | null;
  error_count: number | null;
  error_message: string | null;
  created_at: Instant;
  started_at: NullableInstant;
  finished_at: NullableInstant;
}

export interface ProductCampaignsTable {
  campaign_id: string;
  product_id: string;
  name: string;
  starts_on: Day;
  ends_on: Day;
  poll_id: string | null;
  linked_at: Instant;
}

export interface SalesforceErrorsTable {
  id: Generated<string>;
  type: SalesforceErrorTypeValue;
  reference: string;
  message: string;
  product_id: string | null;
  occurred_at: Instant;
  resolved_at: NullableInstant;
  /** fold_name(reference || ' ' || message), computed by the database: what the search reads. */
  search_key: GeneratedAlways<string>;
}

/** Errors per type, kept by triggers (migration 0027): the unsearched list's count. */
export interface SalesforceErrorTotalsTable {
  type: SalesforceErrorTypeValue;
  errors: ColumnType<string | number | bigint, never, never>;
}

export interface SalesforceTables {
  salesforce_error_totals: SalesforceErrorTotalsTable;
  campaign_polls: CampaignPollsTable;
  product_campaigns: ProductCampaignsTable;
  salesforce_errors: SalesforceErrorsTable;
}
