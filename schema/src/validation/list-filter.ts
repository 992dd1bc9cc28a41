/**
 * A list toolbar's arguments (docs/architecture.md "Lists"): the lists' paging, a trimmed search of
 * at most `maxLength` characters and an optional period of whole days, `to` not before `from`
 * (a period ending before it starts is refused on `to`). Each list names its search's limit and text.
 */
import { string } from 'yup';
import { optionalDay, optionalDayAfterFrom } from './holding.ts';
import { pageSchema } from './paging.ts';

export const listFilterSchema = (maxLength: number, tooLong: string) =>
  pageSchema.shape({
    from: optionalDay,
    to: optionalDayAfterFrom,
    // GraphQL lets a client send `search: null`; it means no search, as an absent one.
    search: string()
      .transform((value: unknown) => (typeof value === 'string' ? value.trim() : undefined))
      .max(maxLength, tooLong)
      .default(''),
  });

export type ListFilterSchema = ReturnType<typeof listFilterSchema>;
