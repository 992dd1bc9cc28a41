/**
 * PostgreSQL going away under a running upstream (issue 5, "Faults and load"), simulated safely:
 * the server itself is never restarted; the upstream's own connections to its own throwaway
 * database are killed with pg_terminate_backend, which is what the pool sees when PostgreSQL
 * restarts. Requests may fail cleanly while it happens, then the pool reconnects by itself. An
 * invoice upload cut off inside its transaction leaves nothing half-written.
 *
 * Runs only on the PostgreSQL pass (TEST_DATABASE_URL; vitest.config.ts leaves it out on PGlite).
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPdf } from '../kernel/pdf.ts';
import { billOf, FIN, financeClient } from '../testing/finance.ts';
import { useTestUpstream } from '../testing/harness.ts';
import { DEMO_USERS } from './seed/users.ts';

const up = useTestUpstream();
const { call } = financeClient(up);
const { affiliated } = DEMO_USERS;
const LIST = '/v1/notifications/portal/list';
/** Bounded retries while the pool reconnects (it needs one failed checkout at most). */
const RECOVERY_ATTEMPTS = 20;

// Server errors are echoed to the console by the harness; here they are expected.
const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
afterEach(() => quiet.mockClear());

/**
 * Kills every connection of the upstream's database but the caller's; returns how many.
 * pg_terminate_backend only signals the backends: until they have exited and the pool has read
 * their goodbye, an idle client that looks alive can still be handed out. A restart is over when
 * the backends are gone, so this waits for that (and one turn of the event loop) before returning.
 */
async function terminateUpstreamConnections(matching = '%'): Promise<number> {
  const { rows } = await sql<{ pid: number; killed: boolean }>`
    select pid, pg_terminate_backend(pid) as killed from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and query like ${matching}`.execute(
    up().db,
  );
  const killed = rows.filter((row) => row.killed).map((row) => row.pid);
  for (let attempt = 0; attempt < 100 && killed.length > 0; attempt += 1) {
    const { rows: left } = await sql<{ pid: number }>`
      select pid from pg_stat_activity where pid in (${sql.join(killed)})`.execute(up().db);
    if (left.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
  return killed.length;
}

async function listAs(username: string) {
  return call<unknown>(username, LIST);
}

/** The first status that is 200 within the bounded attempts, and every failure seen before it. */
async function untilHealthy(username: string) {
  const failures: Array<{ status: number; body: unknown }> = [];
  for (let attempt = 0; attempt < RECOVERY_ATTEMPTS; attempt += 1) {
    const res = await listAs(username);
    if (res.status === 200) return { failures, recovered: true };
    failures.push(res);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { failures, recovered: false };
}

describe('PostgreSQL connections terminated under a running upstream', () => {
  it('keeps the process up, fails cleanly at worst, and recovers by itself', async () => {
    expect((await listAs(affiliated.username)).status).toBe(200);
    // Open several pooled connections, then kill them all while idle.
    await Promise.all(Array.from({ length: 5 }, () => listAs(affiliated.username)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await terminateUpstreamConnections()).toBeGreaterThan(0);

    const { failures, recovered } = await untilHealthy(affiliated.username);
    expect(recovered).toBe(true);
    for (const failure of failures) {
      expect(failure).toEqual({ status: 500, body: { detail: 'Internal Server Error' } });
    }
    // Back to normal: a burst of requests all succeed.
    const burst = await Promise.all(Array.from({ length: 10 }, () => listAs(affiliated.username)));
    expect(burst.map((res) => res.status)).toEqual(Array(10).fill(200));
  });

  it('answers requests in flight during the cut with clean errors, never a crash', async () => {
    const results: number[] = [];
    const load = Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let i = 0; i < 10; i += 1) {
          // The token was cached by the previous test: only the list route meets the cut.
          const res = await listAs(affiliated.username);
          results.push(res.status);
          if (res.status !== 200) expect(res.body).toEqual({ detail: 'Internal Server Error' });
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await terminateUpstreamConnections();
    await load;
    expect(results.every((status) => status === 200 || status === 500)).toBe(true);
    expect((await untilHealthy(affiliated.username)).recovered).toBe(true);
  });
});

describe('an invoice upload whose connection dies inside the transaction', () => {
  it('leaves neither the invoice nor the new bill status behind', async () => {
    const billId = await billOf(up, { username: affiliated.username }, 'Open');
    const { db } = up();
    const stateOf = async () => ({
      bill: await db
        .selectFrom('bills')
        .select(['status'])
        .where('id', '=', billId)
        .executeTakeFirstOrThrow(),
      invoices: (await db.selectFrom('invoices').select('id').where('bill_id', '=', billId).execute()).length,
    });
    const before = await stateOf();
    // The bill update (after the invoice insert) waits, so the transaction is open when we cut it.
    await sql`create function slow_bill_update() returns trigger language plpgsql as $$
      begin perform pg_sleep(2); return new; end $$`.execute(db);
    await sql`create trigger slow_bill_update before update on bills for each row
      when (old.id = ${sql.lit(billId)}) execute function slow_bill_update()`.execute(db);
    try {
      const pdf = buildPdf('Nota fiscal', [{ text: 'Nota fiscal de teste.' }]).toString('base64');
      const upload = call<{ detail?: string }>(affiliated.username, `${FIN}/bills/${billId}/invoice/upload`, {
        json: { pdf },
      });
      let killed = 0;
      for (let i = 0; i < 50 && killed === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        killed = await terminateUpstreamConnections('%pg_sleep%');
        // The trigger's statement shows as the UPDATE that fired it.
        if (killed === 0) killed = await terminateUpstreamConnections('update "bills"%');
      }
      expect(killed).toBeGreaterThan(0);
      expect(await upload).toEqual({ status: 500, body: { detail: 'Internal Server Error' } });
      expect(await stateOf()).toEqual(before);
    } finally {
      await sql`drop trigger slow_bill_update on bills`.execute(db);
      await sql`drop function slow_bill_update()`.execute(db);
    }
    // The pool recovered, and the same upload now goes through whole.
    expect((await untilHealthy(affiliated.username)).recovered).toBe(true);
    const pdf = buildPdf('Nota fiscal', [{ text: 'Nota fiscal de teste.' }]).toString('base64');
    const res = await call<{ status: string }>(affiliated.username, `${FIN}/bills/${billId}/invoice/upload`, {
      json: { pdf },
    });
    expect(res.status).toBe(200);
    expect(await stateOf()).toEqual({ bill: { status: 'Processing' }, invoices: before.invoices + 1 });
  });
});
