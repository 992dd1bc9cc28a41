/**
 * The ED list's arguments (Gerenciador de EDs / Gerenciador ED), checked by the gateway before any
 * upstream call and used by the web's search box for its limit.
 */
import { boolean, object, string } from 'yup';
import { ED_SEARCH_MAX_LENGTH } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { optionalDay, optionalDayAfterFrom } from './holding.ts';
import { pageSchema } from './paging.ts';

/** `eds(page, pageSize, search, from, to)`: the lists' paging, a trimmed, bounded search and a registration period. */
export const edListSchema = pageSchema.shape({
  from: optionalDay,
  to: optionalDayAfterFrom,
  search: string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : undefined))
    .max(ED_SEARCH_MAX_LENGTH, MESSAGES.edSearchTooLong)
    .default(''),
});

/** Most characters an ED id may have; ids are opaque (uuids upstream), this only bounds the input. */
const ED_ID_MAX_LENGTH = 128;

/** The ED details toggles (docs/product.md §8.7), as the GraphQL enum `EdFlag` names them. */
export const ED_FLAGS = ['IS_FRANCHISEE', 'IS_TRAINER', 'IS_LECTURER', 'TRACKING'] as const;

const edId = string().trim().required(MESSAGES.required).max(ED_ID_MAX_LENGTH, MESSAGES.invalidId);

/** `ed(id)`: the ED details page's argument. */
export const edArgumentSchema = object({ id: edId });

/** `setEdFlag(id, flag, value)`: one toggle of the ED details. */
export const edFlagSchema = object({
  id: edId,
  flag: string().required(MESSAGES.required).oneOf(ED_FLAGS, MESSAGES.invalidEdFlag),
  value: boolean().required(MESSAGES.required),
});

/** `setEdActive(id, active)`: enable or disable an ED. */
export const edActiveSchema = object({ id: edId, active: boolean().required(MESSAGES.required) });
