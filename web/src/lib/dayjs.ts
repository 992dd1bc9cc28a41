import 'dayjs/locale/pt-br';
import { TIME_ZONE } from '@portal/schema/constants';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

/**
 * The one place dayjs is configured (docs/product.md §14.6): its plugins, pt-BR texts and Fortaleza as the
 * default time zone. Everything takes dayjs from here, never from 'dayjs' itself, so nothing can
 * run on an unconfigured instance; only lib/dates formats dates. It reaches the browser with the
 * first screen that shows a date, not with the login page (about 6 KB gzip off its budget).
 */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(relativeTime);
dayjs.locale('pt-br');
dayjs.tz.setDefault(TIME_ZONE);

export type { Dayjs } from 'dayjs';
export { dayjs };
