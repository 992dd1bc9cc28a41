/**
 * The mass change worker's batch setting (MASS_CHANGE_BATCH, jobs/batch-worker.ts): it takes up to
 * `batchSize` files in one fetch and runs them one at a time, in the order they were sent. Fails
 * if the worker ignores either number: a fetch of another size, or a second file of the fetch
 * started while the first runs (the later file would then not be the one that wins).
 */
import { MASS_CHANGE_COLUMNS } from '@portal/schema/validation/network-units';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SEED_EDS } from '../../../db/seed/eds.ts';
import { networkUnitId } from '../../../db/seed/network-units.ts';
import { organisationId } from '../../../db/seed/organisations.ts';
import { DEMO_USERS, userId } from '../../../db/seed/users.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { MASS_CHANGE_QUEUE, type MassChangeJob } from '../mass-change.ts';
import type { MassChangeJson } from '../mass-change-list.ts';
import { MASS_CHANGE_BATCH } from '../mass-change-worker.ts';

/**
 * Every file's check is held until the test releases it (a file can be taken before its POST has
 * answered); `checking` lists the files that reached it, in order.
 */
const checking: string[] = [];
const released = new Set<string>();
const waiting = new Map<string, () => void>();
let holding = true;
const up = useTestUpstream(
  {},
  {},
  {
    afterCheckChunk: async (job: MassChangeJob) => {
      checking.push(job.massChangeId);
      if (!holding || released.has(job.massChangeId)) return;
      await new Promise<void>((resolve) => waiting.set(job.massChangeId, resolve));
    },
  },
);
const release = (id: string) => {
  released.add(id);
  waiting.get(id)?.();
};
const releaseAll = () => {
  holding = false;
  for (const resume of waiting.values()) resume();
};
const { call } = financeClient(up);
const PATH = '/v1/affiliates/mass-change';

const send = async (lines: string[]) =>
  (
    await call<MassChangeJson>(DEMO_USERS.holding.username, PATH, {
      json: { file_name: 'lote.csv', csv: `${MASS_CHANGE_COLUMNS.join(';')}\n${lines.join('\n')}\n` },
    })
  ).body;
const read = async (id: string) =>
  (await call<MassChangeJson>(DEMO_USERS.holding.username, `${PATH}/${id}`)).body;

async function until(what: string, condition: () => Promise<boolean> | boolean): Promise<void> {
  // Generous: the suite runs many files at once on few cores.
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    expect(Date.now(), what).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const activeJobs = async () => {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from pgboss.job where name = ${MASS_CHANGE_QUEUE} and state = 'active'`.execute(
    up().db,
  );
  return Number(rows[0]?.n);
};

describe('the mass change batch setting', () => {
  it(`takes ${MASS_CHANGE_BATCH.batchSize} files a fetch and runs them one at a time, in order`, async () => {
    expect(MASS_CHANGE_BATCH).toEqual({ batchSize: 5, concurrency: 1 });
    const [ed, ...others] = SEED_EDS.slice(0, 7).map((seed) => seed.username);
    const aldeota = organisationId('unitAldeota');
    const juazeiro = networkUnitId('juazeiro');

    // A first file is taken alone and held in its check while six more are sent.
    const first = await send([`${others[0]};;;;sim;;`]);
    await until('the first file to be checked', () => checking.includes(first.id));
    // The next two change the same ED: the one sent last must win.
    const second = await send([`${ed};${aldeota};;;;;`]);
    const third = await send([`${ed};${juazeiro};;;;;`]);
    const rest = [];
    for (const other of others.slice(1, 5)) rest.push(await send([`${other};;;;;sim;`]));
    release(first.id);

    // The next fetch takes batchSize files of the six waiting; the second is checked first.
    await until('the second file to be checked', () => checking.includes(second.id));
    await until(`${MASS_CHANGE_BATCH.batchSize} files taken`, async () => {
      const active = await activeJobs();
      expect(active).toBeLessThanOrEqual(MASS_CHANGE_BATCH.batchSize);
      return active === MASS_CHANGE_BATCH.batchSize;
    });
    // One at a time: while the second is held, the third of its fetch has not begun. A second lane
    // would have begun it at once (its `running` commits before the second's first chunk is done).
    expect((await read(third.id)).state).toBe('queued');
    releaseAll();

    const ids = [first, second, third, ...rest].map((change) => change.id);
    await until('every file to be applied', async () =>
      (await Promise.all(ids.map(read))).every((change) => change.state === 'done'),
    );
    expect(checking.filter((id) => ids.includes(id))).toEqual(ids);
    const moved = await up()
      .db.selectFrom('users')
      .select('organisation_id')
      .where('id', '=', userId(ed ?? ''))
      .executeTakeFirstOrThrow();
    expect(moved.organisation_id).toBe(juazeiro);
  }, 120_000);
});
