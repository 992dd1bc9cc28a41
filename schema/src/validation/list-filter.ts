/**
 * A list toolbar's arguments (docs/architecture.md "Lists"): the lists' paging, a trimmed search of
 * at most `maxLength` characters and an optional period of whole days, `to` not before `from`
 * (a period ending before it starts is refused on `to`). Each list names its search's limit and text.
 */
import { string } from 'yup';
import { MESSAGES } from '../messages.ts';
import { pageSchema } from './paging.ts';

/** 'YYYY-MM-DD' naming a real calendar day. */
export const isCalendarDay = (text: string | undefined): boolean => {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
};

/** An optional whole day (YYYY-MM-DD); empty is none. */
export const optionalDay = string()
  .trim()
  .transform((value: string) => (value === '' ? undefined : value))
  .optional()
  .test('calendar-day', MESSAGES.cycleDateInvalid, (value) => value === undefined || isCalendarDay(value));

/** A period's last day: optional, on or after the sibling `from`. */
export const optionalDayAfterFrom = optionalDay.test(
  'after-start',
  MESSAGES.cycleEndBeforeStart,
  (value, context) => {
    const from: unknown = context.parent.from;
    return typeof from !== 'string' || !isCalendarDay(from) || !value || value >= from;
  },
);

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
