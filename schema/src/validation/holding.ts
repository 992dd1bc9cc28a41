/**
 * Holding input rules shared by the web (Status Faturamento) and the gateway, with the pt-BR
 * texts of docs/product.md §11.1.
 */
import { object, string } from 'yup';
import { MESSAGES } from '../messages.ts';
import { pageSchema } from './paging.ts';

/** Longest Status Faturamento search: a payee's or a producer's name fits easily. */
export const HOLDING_SEARCH_MAX = 100;

/** holdingBills' arguments: the lists' paging and a trimmed search (empty for none). */
export const holdingBillsSchema = pageSchema.shape({
  search: string().trim().max(HOLDING_SEARCH_MAX, MESSAGES.invoiceSearchTooLong).default(''),
});

/** closeBilling's input. */
export const closeBillingSchema = object({ billingId: string().trim().required(MESSAGES.required) });
