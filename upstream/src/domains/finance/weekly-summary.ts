/**
 * The affiliates' weekly summary (docs/mail.md, "Weekly summary"): from Monday 08:00 in Fortaleza,
 * one e-mail per ED (an active user with the isAffiliated role and an address) with the current
 * commercial cycle's approved sales, the commission balance and the cycle's goals, written to the
 * outbox (kernel/mail.ts) under the key `weekly-summary:{user}:{ISO week}`.
 *
 * Why a key and not a "done" flag: a run repeated in the same week (the tick firing again, a retry,
 * a second replica, a restart after the process was killed half-way) writes nothing twice and goes
 * on from the first ED without this week's row, so a killed run resumes instead of starting over.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { CycleRow } from '../../db/finance-types.ts';
import { addDays, clockNow, fortalezaDay, fortalezaMidnight } from '../../kernel/clock.ts';
import { HttpError } from '../../kernel/errors.ts';
import { queueUserMail, type WeeklySummaryData } from '../../kernel/mail.ts';
import type { Scope } from '../../kernel/scope.ts';
import { commissionBalance } from './commissions.ts';
import { currentCycle } from './cycles.ts';
import { salesTotalsByCycle } from './sales.ts';

/** The hour of Monday (Fortaleza) from which the week's summaries go out. */
export const WEEKLY_SUMMARY_HOUR = 8;
/** EDs read per batch: each batch is a few queries per ED, so a killed run loses at most this. */
const BATCH = 100;

/** The ISO 8601 week of a calendar day ('YYYY-MM-DD'), e.g. '2026-W48', and that week's Monday. */
export function isoWeekOf(day: string): { week: string; monday: string } {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(day, -weekday);
  // The week belongs to the year of its Thursday; its number counts Thursdays from 1 January.
  const thursday = addDays(monday, 3);
  const year = thursday.slice(0, 4);
  const ordinal = (Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${year}-01-01T00:00:00Z`)) / 86_400_000;
  return { week: `${year}-W${String(Math.floor(ordinal / 7) + 1).padStart(2, '0')}`, monday };
}

/** The week whose summaries are due at `now`, or null before its Monday at WEEKLY_SUMMARY_HOUR. */
export function dueWeek(now: Date = clockNow()): string | null {
  const { week, monday } = isoWeekOf(fortalezaDay(now));
  const sendsAt = fortalezaMidnight(monday).getTime() + WEEKLY_SUMMARY_HOUR * 3_600_000;
  return now.getTime() >= sendsAt ? week : null;
}

export const summaryKey = (userId: string, week: string): string => `weekly-summary:${userId}:${week}`;

async function cycleOrNull(db: Db): Promise<CycleRow | null> {
  try {
    return await currentCycle(db, 'commercial');
  } catch (error) {
    // Before the first cycle starts there is none: the summary says so instead of failing.
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Writes this week's summary of every ED that has none yet and has not turned the category off;
 * returns how many were written. Each ED's message is one row, written on its own.
 */
export async function queueWeeklySummaries(db: Db, week: string): Promise<number> {
  const cycle = await cycleOrNull(db);
  const goals = cycle
    ? await db
        .selectFrom('goals')
        .select(['minimum_cents', 'basic_cents', 'master_cents'])
        .where('cycle_id', '=', cycle.id)
        .executeTakeFirst()
    : undefined;
  const common = {
    week,
    cycle: cycle
      ? {
          number: cycle.number,
          startsOn: fortalezaDay(cycle.starts_at),
          endsOn: fortalezaDay(cycle.ends_at),
          current: cycle.current,
        }
      : null,
    goals: goals
      ? { minimum: goals.minimum_cents, basic: goals.basic_cents, master: goals.master_cents }
      : null,
  } satisfies Partial<WeeklySummaryData>;
  let written = 0;
  let after = '';
  for (;;) {
    // Keyset order by id: an ED whose row could not be written is never read again in this run.
    const eds = await db
      .selectFrom('users as u')
      .leftJoin('mail_preferences as p', 'p.user_id', 'u.id')
      .select('u.id')
      .where('u.is_affiliated', '=', true)
      .where('u.active', '=', true)
      .where('u.username', 'like', '%_@_%')
      .where(sql<boolean>`coalesce(p.weekly_summary, true)`)
      .where(sql<boolean>`u.id::text > ${after}`)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('mail_messages as m')
              .select('m.id')
              .where('m.dedupe_key', '=', sql<string>`'weekly-summary:' || u.id || ${`:${week}`}`),
          ),
        ),
      )
      .orderBy(sql`u.id::text`)
      .limit(BATCH)
      .execute();
    for (const { id } of eds) {
      const scope: Scope = { accounts: [{ side: 'affiliate', userId: id }], readsAllBills: false };
      const sales = cycle ? (await salesTotalsByCycle(db, scope, [cycle.id])).get(cycle.id) : undefined;
      const data = {
        ...common,
        sales: sales ?? { count: 0, total: 0 },
        commissions: await commissionBalance(db, scope),
      };
      if (await queueUserMail(db, id, 'weekly-summary', data, { dedupeKey: summaryKey(id, week) }))
        written += 1;
    }
    const last = eds.at(-1);
    if (!last || eds.length < BATCH) return written;
    after = last.id;
  }
}
