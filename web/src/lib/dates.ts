import { type Dayjs, dayjs } from './dayjs.ts';

type DateInput = string | null | undefined;

// A bare calendar date has no instant: converting it from UTC midnight to Fortaleza (UTC−3)
// would show the previous day, so such values are formatted as they are.
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** ISO text → the same instant in Fortaleza time, or null when missing or unreadable. */
export const toFortaleza = (iso: DateInput): Dayjs | null => {
  if (!iso) return null;
  if (DATE_ONLY.test(iso)) {
    const calendarDate = dayjs.tz(iso);
    return calendarDate.isValid() ? calendarDate : null;
  }
  const instant = dayjs.utc(iso);
  // .tz() without a zone: the default lib/dayjs.ts sets (Fortaleza).
  return instant.isValid() ? instant.tz() : null;
};

const format = (iso: DateInput, pattern: string): string => toFortaleza(iso)?.format(pattern) ?? '';

/** '31/12/2024'; empty text for a missing or invalid date. */
export const formatDate = (iso: DateInput): string => format(iso, 'DD/MM/YYYY');

/** '31/12/2024 21:00' */
export const formatDateTime = (iso: DateInput): string => format(iso, 'DD/MM/YYYY HH:mm');

/** 'há 5 minutos'; `now` is injectable so lists render consistently and tests are deterministic. */
export const formatRelative = (iso: DateInput, now: Date | string = new Date()): string => {
  const moment = toFortaleza(iso);
  if (!moment) return '';
  return moment.from(dayjs(now));
};

/** Milliseconds since the epoch, for comparisons such as "newer than last seen"; NaN when invalid. */
export const toTimestamp = (iso: DateInput): number => toFortaleza(iso)?.valueOf() ?? Number.NaN;

/** Today in Fortaleza as AAAA-MM-DD (a period's default end). */
export const todayInFortaleza = (now: Date = new Date()): string => dayjs(now).tz().format('YYYY-MM-DD');

/** The first day of the current month in Fortaleza as AAAA-MM-DD (a period's default start). */
export const monthStartInFortaleza = (now: Date = new Date()): string =>
  dayjs(now).tz().startOf('month').format('YYYY-MM-DD');
