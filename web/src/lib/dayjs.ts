import 'dayjs/locale/pt-br';
import { TIME_ZONE } from '@portal/schema/constants';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

/**
 * App-wide dayjs defaults (SPEC §1): pt-BR texts and Fortaleza time for any date the app builds
 * itself; server dates are formatted through lib/dates. Imported for its effect by the signed-in
 * shell rather than by main.tsx: the login page shows no dates, and dayjs with its plugins would
 * add about 6 KB gzip to the login route's budget.
 */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('pt-br');
dayjs.tz.setDefault(TIME_ZONE);
