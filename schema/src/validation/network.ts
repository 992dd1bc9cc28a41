/**
 * The ED list's arguments (Gerenciador de EDs / Gerenciador ED), checked by the gateway before any
 * upstream call and used by the web's search box for its limit.
 */
import { string } from 'yup';
import { ED_SEARCH_MAX_LENGTH } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { pageSchema } from './paging.ts';

/** `eds(page, pageSize, search)`: the lists' paging plus a trimmed, bounded search. */
export const edListSchema = pageSchema.shape({
  search: string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : undefined))
    .max(ED_SEARCH_MAX_LENGTH, MESSAGES.edSearchTooLong)
    .default(''),
});
