/**
 * The affiliates' weekly summary (docs/mail.md, "Weekly summary"): when a week is due, one outbox
 * row per ED under its week's key, never twice, honouring the preference, with the figures the
 * dashboard shows; and the job queued by the tick writes them through the real queue.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, userId } from '../../db/seed/users.ts';
import { clockNow } from '../../kernel/clock.ts';
import { useTestUpstream } from '../../testing/harness.ts';
import { savePreferences } from '../mail/preferences.ts';
import { currentCycleSales } from './sales.ts';
import { dueWeek, isoWeekOf, queueWeeklySummaries, summaryKey } from './weekly-summary.ts';

describe('isoWeekOf and dueWeek', () => {
  it('numbers weeks as ISO 8601 does, across year boundaries', () => {
    expect(isoWeekOf('2026-11-28')).toEqual({ week: '2026-W48', monday: '2026-11-23' });
    expect(isoWeekOf('2026-11-23')).toEqual({ week: '2026-W48', monday: '2026-11-23' });
    // 2026 starts on a Thursday: it has 53 weeks, the last reaching into 2027.
    expect(isoWeekOf('2027-01-03')).toEqual({ week: '2026-W53', monday: '2026-12-28' });
    expect(isoWeekOf('2027-01-04')).toEqual({ week: '2027-W01', monday: '2027-01-04' });
    // 30 December 2024 is a Monday of 2025's first week.
    expect(isoWeekOf('2024-12-31')).toEqual({ week: '2025-W01', monday: '2024-12-30' });
    expect(isoWeekOf('2028-02-29')).toEqual({ week: '2028-W09', monday: '2028-02-28' });
  });

  it('is due from Monday 08:00 in Fortaleza (11:00 UTC) to the end of the week', () => {
    expect(dueWeek(new Date('2026-11-23T10:59:59.999Z'))).toBeNull();
    expect(dueWeek(new Date('2026-11-23T11:00:00.000Z'))).toBe('2026-W48');
    // Sunday 23:30 in Fortaleza is Monday 02:30 UTC: still the week that began on the 23rd.
    expect(dueWeek(new Date('2026-11-30T02:30:00.000Z'))).toBe('2026-W48');
    expect(dueWeek(new Date('2026-11-30T03:00:00.000Z'))).toBeNull();
  });
});

describe('queueWeeklySummaries', () => {
  const up = useTestUpstream();
  const summaries = (week: string) =>
    up()
      .db.selectFrom('mail_messages')
      .select(['recipient', 'user_id', 'category', 'data', 'dedupe_key'])
      .where('template', '=', 'weekly-summary')
      .where(sql<boolean>`data->>'week' = ${week}`)
      .execute();
  const eds = () =>
    up()
      .db.selectFrom('users')
      .select('id')
      .where('is_affiliated', '=', true)
      .where('active', '=', true)
      .where('username', 'like', '%_@_%')
      .execute();

  it('writes one summary per ED, once however often it runs, with the dashboard figures', async () => {
    const week = '2026-W03';
    const first = await queueWeeklySummaries(up().db, week);
    expect(first).toBe((await eds()).length);
    expect(await queueWeeklySummaries(up().db, week)).toBe(0);
    const rows = await summaries(week);
    expect(rows).toHaveLength(first);
    const afiliado = userId(DEMO_USERS.affiliated.username);
    const mine = rows.find((row) => row.user_id === afiliado);
    const sales = await currentCycleSales(up().db, {
      accounts: [{ side: 'affiliate', userId: afiliado }],
      readsAllBills: false,
    });
    expect(mine).toMatchObject({
      recipient: DEMO_USERS.affiliated.username,
      category: 'weekly_summary',
      dedupe_key: summaryKey(afiliado, week),
      data: {
        name: DEMO_USERS.affiliated.name,
        week,
        cycle: { number: sales.cycle.number, current: true },
        sales: { count: sales.count, total: sales.total },
      },
    });
  });

  it('skips an ED who turned the summary off, and goes on from where a run stopped', async () => {
    const week = '2026-W04';
    const afiliado = userId(DEMO_USERS.affiliated.username);
    await savePreferences(up().db, afiliado, { weekly_summary: false });
    try {
      // A run killed half-way: some EDs already have this week's row.
      const [someone] = (await eds()).filter((ed) => ed.id !== afiliado);
      if (!someone) throw new Error('the seed has no second ED');
      await queueWeeklySummaries(up().db, week).then(() => undefined);
      const before = await summaries(week);
      await up()
        .db.deleteFrom('mail_messages')
        .where('dedupe_key', '=', summaryKey(someone.id, week))
        .execute();
      expect(await queueWeeklySummaries(up().db, week)).toBe(1);
      const rows = await summaries(week);
      expect(rows).toHaveLength(before.length);
      expect(rows.some((row) => row.user_id === afiliado)).toBe(false);
    } finally {
      await savePreferences(up().db, afiliado, { weekly_summary: true });
    }
  });
});

describe('the weekly summary job', () => {
  // A tick every second: the pinned day (a Thursday) is past its Monday 08:00, so the week is due.
  const up = useTestUpstream({ weeklySummaryTickSeconds: 1, jobsPollingIntervalSeconds: 0.5 });

  it('is queued by the tick and writes the due week through the queue', async () => {
    const week = dueWeek(clockNow());
    expect(week).not.toBeNull();
    await expect
      .poll(
        async () =>
          (
            await up()
              .db.selectFrom('mail_messages')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('template', '=', 'weekly-summary')
              .where(sql<boolean>`data->>'week' = ${week}`)
              .executeTakeFirstOrThrow()
          ).n,
        { timeout: 20_000, interval: 250 },
      )
      .not.toBe('0');
  });
});
