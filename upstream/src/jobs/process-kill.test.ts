/**
 * Jobs survive a SIGKILL of the real upstream process (docs/decisions/operations.md, "Jobs under
 * SIGKILL"). `src/index.ts` runs as a child on a database that outlives it: a PGlite folder on disk
 * (the PGlite run) or a PostgreSQL database of its own (the TEST_DATABASE_URL run). With a batch
 * invoice generation, three mass changes and webhook events in flight, the process is killed
 * mid-work and a new one is started on the same database; every item must then end done exactly
 * once: one invoice per bill, each ED changed by each file once and in the files' order, each
 * event accepted by its receiver once. On PostgreSQL the leases are shortened through the
 * environment (JOBS_LEASE_SECONDS and its siblings, src/config.ts) so recovery takes seconds.
 */

import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MASS_CHANGE_COLUMNS } from '@portal/schema/validation/network-units';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/connection.ts';
import { networkUnitId } from '../db/seed/network-units.ts';
import { organisationId } from '../db/seed/organisations.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed/users.ts';
import type { InvoiceBatchView } from '../domains/finance/invoice-batch.ts';
import { CLIENTS_PATH, WEBHOOKS_PATH } from '../domains/integrators/routes/integrators.ts';
import type { MassChangeJson } from '../domains/network/mass-change-list.ts';
import { freshDatabase } from '../testing/harness.ts';
import { BATCH_PATH, newIntegratedBills } from '../testing/invoice-batch.ts';
import { recoveryEnv, spawnUpstream, type UpstreamChild, withDatabase } from '../testing/upstream-process.ts';

const CHILD_ENV = {
  JOBS_POLLING_INTERVAL_SECONDS: '0.5',
  WEBHOOK_ALLOW_LOOPBACK: 'true',
  // The kill waits on the workers' progress lines.
  LOG_LEVEL: 'info',
};
/** Enough for the kill to land mid-work on a fast machine, few enough to finish in seconds. */
const BILLS = 198;
/** The holding's screen starts at most 100 bills a batch. */
const BATCH_MAX = 100;
const EDS = 3_000;
/** EDs the second and third files both move: the third file's unit must win. */
const REORDERED = 20;
const MASS_CHANGE_PATH = '/v1/affiliates/mass-change';
const units = [networkUnitId('juazeiro'), networkUnitId('sobral'), networkUnitId('quixada')] as const;
const edEmail = (g: number) => `kill${g}@kill.exemplo.com.br`;

let database: Awaited<ReturnType<typeof freshDatabase>>;
let running: UpstreamChild | undefined;

const withDb = <T>(work: (db: Db) => Promise<T>, first = false) => withDatabase(database, work, first);

/**
 * Locks one user's row in a transaction of this process's own until `release` (PostgreSQL only:
 * another process may connect while an upstream runs on it).
 */
async function holdRow(username: string): Promise<{ release: () => Promise<void> }> {
  const db = await openDatabase(database.database);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked: () => void = () => undefined;
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const holding = db
    .transaction()
    .execute(async (trx) => {
      await sql`select id from users where username = ${username} for update`.execute(trx);
      locked();
      await released;
    })
    .finally(() => db.destroy());
  await isLocked;
  return {
    release: async () => {
      release();
      await holding;
    },
  };
}

/** The work of the test, written before the first upstream starts: new bills and EDs. */
async function prepare(db: Db): Promise<{ billIds: string[]; branchBillIds: string[] }> {
  const billIds = await newIntegratedBills(db, BILLS);
  // Two bills of the demo branch user's unit (no invoice integration: they end in Error), whose
  // events go to that user's webhook.
  const branchBills = await db
    .selectFrom('bills')
    .select('id')
    .where('side', '=', 'branch')
    .where('unit_id', '=', organisationId(DEMO_USERS.branch.organisation))
    .where('status', 'not in', ['Enqueued', 'Processing'])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('invoices').select('invoices.id').whereRef('invoices.bill_id', '=', 'bills.id'))),
    )
    .orderBy('id')
    .limit(2)
    .execute();
  const branchBillIds = branchBills.map((row) => row.id);
  await db.updateTable('bills').set({ status: 'Open' }).where('id', 'in', branchBillIds).execute();
  await sql`insert into users (name, username, password_hash, roles, organisation_id)
    select 'ED Kill ' || g, 'kill' || g || '@kill.exemplo.com.br', 'x', 'isAffiliated',
           (array[${units[0]}, ${units[1]}, ${units[2]}]::uuid[])[1 + g % 3]
    from generate_series(1, ${EDS}) g`.execute(db);
  return { billIds, branchBillIds };
}

/** A webhook receiver that is down (503) until `accepting` is set; it logs every request. */
function receiver() {
  const seen: { eventId: string; status: number }[] = [];
  const state = { accepting: false, url: '' };
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const status = state.accepting ? 204 : 503;
      seen.push({ eventId: String(req.headers['webhook-id']), status });
      res.statusCode = status;
      res.end();
    });
  });
  return {
    seen,
    state,
    start: () =>
      new Promise<void>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
          resolve();
        }),
      ),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Calls the portal API of the upstream now running (each start listens on new ports). */
async function call<T>(username: string, path: string, json?: unknown): Promise<T> {
  const { portalUrl, tokenUrl } = await (running as UpstreamChild).listening;
  const login = await fetch(`${tokenUrl}/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'portal-web',
      username,
      password: DEMO_PASSWORD,
    }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const res = await fetch(`${portalUrl}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${access_token}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Polls `read` until it returns a value (not undefined); fails naming `what` after the deadline. */
async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${running?.output() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const hooks = receiver();

beforeAll(async () => {
  database = await freshDatabase(mkdtempSync(join(tmpdir(), 'upstream-kill-')));
  await hooks.start();
});

afterAll(async () => {
  await running?.kill('SIGKILL');
  await hooks.stop();
  await database?.drop();
});

const holding = DEMO_USERS.holding.username;
const branch = DEMO_USERS.branch.username;

/** Three files, sent in order: every ED to another unit; then the first REORDERED EDs to Juazeiro
 * as trainers; then the same EDs to Sobral (the last file sent must win). */
function massChangeFiles(): string[] {
  const csv = (lines: string[]) => `${MASS_CHANGE_COLUMNS.join(';')}\n${lines.join('\n')}\n`;
  const first = Array.from({ length: REORDERED }, (_, i) => i + 1);
  return [
    csv(Array.from({ length: EDS }, (_, i) => `${edEmail(i + 1)};${units[(i + 2) % 3]};;;;;`)),
    csv(first.map((g) => `${edEmail(g)};${units[0]};;;sim;;`)),
    csv(first.map((g) => `${edEmail(g)};${units[1]};;;;;`)),
  ];
}

describe('jobs survive a SIGKILL of the upstream process', () => {
  it('finishes batches, three mass changes and the webhook outbox after two kills, each item once', async () => {
    const { billIds, branchBillIds } = await withDb(prepare, true);
    const chosen = [...branchBillIds, ...billIds];

    // 1. A first process takes the work and is killed before running any of it: its workers and
    // the outbox's dispatcher look for work every 60 s, once at the start, before anything is sent.
    const env = { ...CHILD_ENV, ...recoveryEnv(database.database) };
    running = spawnUpstream(database.database, { ...env, JOBS_POLLING_INTERVAL_SECONDS: '60' });
    // The branch user's integration hears of its unit's bills; the receiver is down until the end.
    const { client } = await call<{ client: { id: string } }>(branch, CLIENTS_PATH, {
      name: 'ERP',
      scopes: ['profile:read'],
    });
    const { subscription } = await call<{ subscription: { id: string } }>(branch, WEBHOOKS_PATH, {
      clientId: client.id,
      url: hooks.state.url,
      events: ['bill.status_changed'],
    });
    const changes: MassChangeJson[] = [];
    for (const [n, csv] of massChangeFiles().entries()) {
      changes.push(
        await call<MassChangeJson>(holding, MASS_CHANGE_PATH, { file_name: `kill-${n}.csv`, csv }),
      );
    }
    const batches: InvoiceBatchView[] = [];
    for (let at = 0; at < chosen.length; at += BATCH_MAX) {
      batches.push(
        await call<InvoiceBatchView>(holding, BATCH_PATH, { billIds: chosen.slice(at, at + BATCH_MAX) }),
      );
    }
    expect(batches.reduce((total, batch) => total + batch.total, 0)).toBe(chosen.length);
    await running.kill('SIGKILL');

    // 2. A second process starts on the work left and is killed mid-way, seen in its log: the big
    // file's first rows checked and a few bills finished. On PostgreSQL the big file's apply waits
    // on an ED's row this test holds, so the kill lands before it commits however fast the server
    // checks 3 000 rows (it did finish first, quiet); PGlite, one process's, is slower than the kill.
    const held = database.database.kind === 'postgres' ? await holdRow(edEmail(1)) : undefined;
    running = spawnUpstream(database.database, env);
    const big = new RegExp(`(?=.*mass change rows checked)(?=.*${changes[0]?.id})`);
    await Promise.all([running.printed(big), running.printed(/invoice job finished/, 5)]);
    await running.kill('SIGKILL');
    await held?.release();

    // 3. A third one finishes everything; the receiver is back.
    const restartedAt = new Date();
    hooks.state.accepting = true;
    running = spawnUpstream(database.database, env);
    const ended = (state: string) => state === 'done' || state === 'failed';
    const after = await until('the batches to end', async () => {
      const views = await Promise.all(
        batches.map((batch) => call<InvoiceBatchView>(holding, `${BATCH_PATH}/${batch.id}`)),
      );
      return views.every((view) => ended(view.state)) ? views : undefined;
    });
    expect(after.map((view) => view.total - view.done - view.failed)).toEqual(batches.map(() => 0));
    const applied = await until('the three files to end', async () => {
      const views = await Promise.all(
        changes.map((change) => call<MassChangeJson>(holding, `${MASS_CHANGE_PATH}/${change.id}`)),
      );
      return views.every((view) => ended(view.state)) ? views : undefined;
    });
    expect(applied.map((view) => [view.state, view.changed_rows])).toEqual([
      ['done', EDS],
      ['done', REORDERED],
      ['done', REORDERED],
    ]);
    // Each branch bill tells Enqueued, Processing and Error: six events, each accepted once.
    const delivered = await until('six deliveries', async () => {
      const { items } = await call<{ items: { eventId: string; state: string }[] }>(
        branch,
        `${WEBHOOKS_PATH}/${subscription.id}/deliveries`,
      );
      return items.length === 6 && items.every((item) => item.state === 'delivered') ? items : undefined;
    });
    const accepted = hooks.seen.filter((request) => request.status === 204).map((request) => request.eventId);
    expect(accepted.sort()).toEqual(delivered.map((item) => item.eventId).sort());
    await running.kill('SIGTERM');
    running = undefined;

    await withDb(async (db) => {
      // Every bill in a final state: Ready with exactly one invoice, or Error (no integration) with none.
      const bills = await db
        .selectFrom('bills')
        .leftJoin('invoices', 'invoices.bill_id', 'bills.id')
        .select(['bills.id', 'bills.status', (eb) => eb.fn.count<string>('invoices.id').as('invoices')])
        .where('bills.id', 'in', chosen)
        .groupBy(['bills.id', 'bills.status'])
        .execute();
      const expected = (id: string) => (branchBillIds.includes(id) ? ['Error', 0] : ['Ready', 1]);
      expect(bills.map((bill) => [bill.id, bill.status, Number(bill.invoices)]).sort()).toEqual(
        chosen.map((id) => [id, ...expected(id)]).sort(),
      );
      // The second kill landed mid-work: the third process finished part of the bills, and the
      // big file it had started.
      const items = await db
        .selectFrom('invoice_batch_items')
        .select('updated_at')
        .where(
          'batch_id',
          'in',
          batches.map((batch) => batch.id),
        )
        .execute();
      expect(items.filter((item) => item.updated_at > restartedAt).length).toBeGreaterThan(0);
      expect(items.filter((item) => item.updated_at < restartedAt).length).toBeGreaterThan(0);
      const file = await db
        .selectFrom('mass_changes')
        .select(['started_at', 'finished_at'])
        .where('id', '=', changes[0]?.id ?? '')
        .executeTakeFirstOrThrow();
      expect([
        (file.started_at ?? restartedAt) < restartedAt,
        (file.finished_at ?? restartedAt) > restartedAt,
      ]).toEqual([true, true]);
      // Each ED as the files sent last left it.
      const eds = await db
        .selectFrom('users')
        .select(['username', 'organisation_id', 'is_trainer'])
        .where('username', 'like', '%@kill.exemplo.com.br')
        .execute();
      const wrong = eds.filter((ed) => {
        const g = Number(ed.username.slice('kill'.length, ed.username.indexOf('@')));
        return g <= REORDERED
          ? ed.organisation_id !== units[1] || !ed.is_trainer
          : ed.organisation_id !== units[(g + 1) % 3] || ed.is_trainer;
      });
      expect([eds.length, wrong]).toEqual([EDS, []]);
    });
  }, 180_000);
});
