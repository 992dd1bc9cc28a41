/**
 * Seus produtos input rules (docs/product.md §10.1): a link's product or id and its description,
 * checked by the gateway's mutations and the web's link form, with the limit upstream applies too.
 */
import { boolean, object, string } from 'yup';
import { LINK_DESCRIPTION_MAX_LENGTH, SALE_SEARCH_MAX_LENGTH } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { listFilterSchema } from './list-filter.ts';
import { ID_MAX_LENGTH } from './notifications.ts';

const requiredId = () => string().trim().required(MESSAGES.required).max(ID_MAX_LENGTH, MESSAGES.invalidId);

// GraphQL lets a client send `description: null`; it means "no description", as an absent one.
const description = () =>
  string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : ''))
    .max(LINK_DESCRIPTION_MAX_LENGTH, MESSAGES.linkDescriptionTooLong)
    .default('');

/** createProductLink's `input`. */
export const createProductLinkSchema = object({ productId: requiredId(), description: description() });

/** updateProductLink's `input`. */
export const updateProductLinkSchema = object({ linkId: requiredId(), description: description() });

/** setProductLinkActive's `input`: which link, and whether it stays on (false deactivates it). */
export const setProductLinkActiveSchema = object({
  linkId: requiredId(),
  active: boolean().required(MESSAGES.required),
});

/**
 * `managedSales(page, pageSize, search, from, to)` (Suas vendas): the lists' paging, a bounded
 * search and an optional period of whole days (`to` not before `from`); the status is an enum.
 */
export const saleListSchema = listFilterSchema(SALE_SEARCH_MAX_LENGTH, MESSAGES.saleSearchTooLong);
