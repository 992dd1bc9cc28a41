/**
 * Salesforce on Acompanhamento de vendas (docs/product.md §10.2): the errors list's arguments and
 * the campaigns poll, checked by the gateway before any upstream call.
 */
import { object } from 'yup';
import { SALESFORCE_ERRORS_PAGE_SIZE } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { listFilterSchema } from './list-filter.ts';

/** The closed set of error types (GraphQL enum SalesforceErrorType). */
export const SALESFORCE_ERROR_TYPES = ['CAMPAIGN', 'SALE', 'PRODUCT'] as const;
export type SalesforceErrorTypeValue = (typeof SALESFORCE_ERROR_TYPES)[number];

export const SALESFORCE_SEARCH_MAX = 100;
export { SALESFORCE_ERRORS_PAGE_SIZE };

export const SALESFORCE_MESSAGES = {
  searchTooLong: `A busca deve ter no máximo ${SALESFORCE_SEARCH_MAX} caracteres.`,
} as const;

/**
 * `salesforceErrors(page, pageSize, search, type, from, to)`: the list toolbar's rule (paging 1–100,
 * a trimmed search, a period of the days errors occurred in, not ending before it starts).
 */
export const salesforceErrorsSchema = listFilterSchema(
  SALESFORCE_SEARCH_MAX,
  SALESFORCE_MESSAGES.searchTooLong,
);

/**
 * `pollCampaigns` takes no arguments: its rule is the empty object, refusing any unknown field, so
 * the table stays complete (every mutation has a rule) without inventing input.
 */
export const pollCampaignsSchema = object({}).noUnknown(MESSAGES.required);
