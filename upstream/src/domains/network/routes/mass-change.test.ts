/**
 * 'Alteração em massa' end to end on one upstream: validation before anything changes, the job on
 * the queue with progress and per-row results, all-or-nothing under an interruption, the same file
 * twice, a job interrupted by a restart, and holding-only access.
 */
import { MASS_CHANGE_COLUMNS } from '@portal/schema/validation/network-units';
import { describe, expect, it } from 'vitest';
import { SEED_EDS } from '../../../db/seed/eds.ts';
import { organisationId } from '../../../db/seed/organisations.ts';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { startJobQueue, stopJobQueue } from '../../../jobs/queue.ts';
import { loggerFrom } from '../../../logger.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { MASS_CHANGE_MESSAGES, type MassChangeJob } from '../mass-change.ts';
import type { MassChangeJson } from '../mass-change-list.ts';
import { MASS_CHANGE_WORKER_MESSAGES, startMassChangeWorker } from '../mass-change-worker.ts';

/** Test hooks of the in-process worker, set per test. */
let onCommit: ((job: MassChangeJob) => Promise<void>) | undefined;
let onChunk: ((job: MassChangeJob) => Promise<void>) | undefined;

const up = useTestUpstream(
  {},
  {},
  {
    retryLimit: 1,
    retryDelaySeconds: 0,
    expireInSeconds: 2,
    beforeCommit: async (job) => onCommit?.(job),
    afterCheckChunk: async (job) => onChunk?.(job),
  },
);
const { call } = financeClient(up);
const { holding, branch, admin } = DEMO_USERS;
const PATH = '/v1/affiliates/mass-change';
const HEADER = MASS_CHANGE_COLUMNS.join(';');
const silent = loggerFrom('error', () => undefined);

type Job = MassChangeJson & { rows: { items: { line: number; result: string | null }[]; totalRows: number } };
type Invalid = { detail: string; error_count: number; errors: { line: number; message: string }[] };

/** EDs handed out once per test, so the tests never share one. */
let next = 0;
const takeEds = (n: number) => {
  const eds = SEED_EDS.slice(next, next + n);
  next += n;
  return eds.map((ed) => ({ email: ed.username, id: userId(ed.username) }));
};

const csvOf = (lines: string[]) => `${HEADER}\n${lines.join('\n')}\n`;
const start = (csv: string, username: string = holding.username) =>
  call<Job & Invalid>(username, PATH, { json: { file_name: 'alteracoes.csv', csv } });
const read = async (id: string) => (await call<Job>(holding.username, `${PATH}/${id}?pageSize=100`)).body;

async function settled(id: string): Promise<Job> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const job = await read(id);
    if (job.state === 'done' || job.state === 'failed') return job;
    expect(Date.now(), `mass change ${id} to finish`).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const edState = (id: string) =>
  up()
    .db.selectFrom('users')
    .leftJoin('user_career_levels', 'user_career_levels.user_id', 'users.id')
    .select(['organisation_id', 'is_franchisee', 'is_trainer', 'is_lecturer', 'tracking', 'level'])
    .where('users.id', '=', id)
    .executeTakeFirstOrThrow();

const aldeota = organisationId('unitAldeota');

describe('mass change (Alteração em massa)', () => {
  it('lists every bad row with its line and reason and changes nothing', async () => {
    const [a, b, c, d] = takeEds(4);
    const before = await edState(a?.id ?? '');
    const res = await start(
      csvOf([
        `${a?.email};${aldeota};3;sim;;;`,
        `nobody@exemplo.com.br;;;sim;;;`,
        `${b?.email};${organisationId('agency')};;;;;`,
        `${c?.email};;9;;;;`,
        `${a?.email};;;não;;;`,
        `${d?.email};;;talvez;;;`,
        `;;;sim;;;`,
        `${b?.email};;;;`,
      ]),
    );
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe(MASS_CHANGE_MESSAGES.invalid(7));
    expect(res.body.errors).toEqual([
      { line: 3, message: MASS_CHANGE_MESSAGES.edUnknown },
      { line: 4, message: MASS_CHANGE_MESSAGES.unitUnknown },
      { line: 5, message: MASS_CHANGE_MESSAGES.level([1, 2, 3, 4, 5]) },
      { line: 6, message: MASS_CHANGE_MESSAGES.duplicate(2) },
      { line: 7, message: MASS_CHANGE_MESSAGES.flag('is_franchisee') },
      { line: 8, message: MASS_CHANGE_MESSAGES.email },
      { line: 9, message: MASS_CHANGE_MESSAGES.columns },
    ]);
    expect(await edState(a?.id ?? '')).toEqual(before);
    const list = await call<{ totalRows: number }>(holding.username, PATH);
    expect(list.body.totalRows).toBe(0);
    const header = await start('e-mail;unidade\nx;y\n');
    expect(header.body.detail).toBe(MASS_CHANGE_MESSAGES.header);
    expect((await start(`${HEADER}\n`)).body.detail).toBe(MASS_CHANGE_MESSAGES.empty);
  });

  it('applies a valid file as a job with per-row results; the same file again changes nothing', async () => {
    const [a, b] = takeEds(2);
    const csv = csvOf([`${a?.email};${aldeota};4;sim;sim;;`, `${b?.email};${aldeota};;;;não;não`]);
    const res = await start(csv);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ state: 'queued', total_rows: 2, requested_by: expect.any(String) });
    const done = await settled(res.body.id);
    expect(done).toMatchObject({ state: 'done', total_rows: 2, checked_rows: 2, error_message: null });
    expect(await edState(a?.id ?? '')).toMatchObject({
      organisation_id: aldeota,
      level: 4,
      is_franchisee: true,
      is_trainer: true,
    });
    // b (seeded ED 5) was already in Aldeota with both flags off: its row changes nothing.
    expect(done.rows.items.map((row) => row.result)).toEqual(['changed', 'unchanged']);
    expect(done.changed_rows).toBe(1);
    const again = await settled((await start(csv)).body.id);
    expect(again).toMatchObject({ state: 'done', changed_rows: 0 });
    expect(again.rows.items.map((row) => row.result)).toEqual(['unchanged', 'unchanged']);
    const list = await call<{ items: MassChangeJson[] }>(holding.username, PATH);
    expect(list.body.items[0]).toMatchObject({ id: again.id, requested_by: expect.stringMatching(/\S/) });
  });

  it('is all or nothing: an apply interrupted before its commit leaves every ED as it was', async () => {
    const eds = takeEds(3);
    const before = await Promise.all(eds.map((ed) => edState(ed.id)));
    // Every attempt dies after the EDs were updated, before the commit: the last one gives up.
    onCommit = async () => {
      throw new Error('conexão perdida');
    };
    try {
      const res = await start(csvOf(eds.map((ed) => `${ed.email};${aldeota};5;sim;sim;sim;sim`)));
      const failed = await settled(res.body.id);
      expect(failed.state).toBe('failed');
      expect(failed.error_message).toBe(MASS_CHANGE_WORKER_MESSAGES.unexpected('conexão perdida'));
      expect(failed.rows.items.map((row) => row.result)).toEqual([null, null, null]);
      expect(await Promise.all(eds.map((ed) => edState(ed.id)))).toEqual(before);
    } finally {
      onCommit = undefined;
    }
    // Interrupted once, then retried: applied whole.
    let interrupted = false;
    onCommit = async () => {
      if (interrupted) return;
      interrupted = true;
      throw new Error('reinício');
    };
    try {
      const res = await start(csvOf(eds.map((ed) => `${ed.email};;;;;sim;`)));
      expect(await settled(res.body.id)).toMatchObject({ state: 'done', changed_rows: 3 });
      expect(interrupted).toBe(true);
      for (const ed of eds) expect((await edState(ed.id)).is_lecturer).toBe(true);
    } finally {
      onCommit = undefined;
    }
  });

  it('finishes a job whose worker was stopped mid-way once another worker starts (a restart)', async () => {
    const eds = takeEds(2);
    let hung = false;
    onChunk = async () => {
      hung = true;
      await new Promise(() => undefined); // the process died here
    };
    const res = await start(csvOf(eds.map((ed) => `${ed.email};;;;sim;;`)));
    const deadline = Date.now() + 15_000;
    while (!hung) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await up().jobs.offWork('mass-change');
    onChunk = undefined;
    expect((await read(res.body.id)).state).toBe('running');
    const restarted = await startJobQueue(up().db, up().config.database, silent, {
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
    });
    try {
      await startMassChangeWorker(restarted, up().db, silent, {
        retryLimit: 1,
        retryDelaySeconds: 0,
        expireInSeconds: 2,
        pollingIntervalSeconds: 0.5,
      });
      expect(await settled(res.body.id)).toMatchObject({ state: 'done', changed_rows: 2 });
      for (const ed of eds) expect((await edState(ed.id)).is_trainer).toBe(true);
    } finally {
      await stopJobQueue(restarted, 1_000);
    }
  });

  it('is for the holding only', async () => {
    const [a] = takeEds(1);
    for (const username of [branch.username, admin.username]) {
      expect((await start(csvOf([`${a?.email};;;sim;;;`]), username)).status).toBe(403);
      expect((await call(username, PATH)).status).toBe(403);
    }
    expect((await call(holding.username, `${PATH}/00000000-0000-4000-8000-000000000001`)).status).toBe(404);
  });
});
