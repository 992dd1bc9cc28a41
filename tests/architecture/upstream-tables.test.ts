/**
 * Every upstream table has one owning domain (its manifest's `tables`), and a domain touches
 * another's table in its own SQL only where its manifest declares it (`reads`, `writes`, by
 * owner). Over the real tree, and with planted violations that must be caught.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../../upstream/src/domains/index.ts';
import {
  knownTables,
  type Ownership,
  ownershipViolations,
  sourceFiles,
  type TableUses,
  tableUses,
  tableUsesOf,
} from './upstream-tables.ts';

const SRC = join(import.meta.dirname, '../../upstream/src');
const TABLES = knownTables(join(SRC, 'db'));

/** Tables of the platform itself: the signing keys of the token service, the audit trail. */
const KERNEL_TABLES = ['signing_keys', 'audit_log'];

/**
 * Domain tables the kernel touches, each for every domain's sake: the viewer and row scope read
 * `users` and `organisations`, API clients are authenticated from `api_clients`, other domains
 * reach stored objects through `files` (kernel/stored-objects.ts), and the outboxes write the
 * integrators' `webhook_events` and the mail domain's `mail_messages` in the change's own
 * transaction (kernel/outbox.ts, kernel/mail.ts), reading `mail_preferences` to honour what a
 * person turned off. Anything new fails here.
 */
const KERNEL_USES = {
  reads: ['api_clients', 'files', 'mail_preferences', 'organisations', 'users'],
  writes: ['mail_messages', 'webhook_events'],
};
const KERNEL_DIRS = ['kernel', 'http', 'jobs', 'token'];

const usesOfDomain = (name: string) => tableUsesOf(sourceFiles(join(SRC, 'domains', name)), TABLES);

describe('upstream table ownership', () => {
  it('reads the tables and the domains it checks', () => {
    expect(TABLES.size).toBeGreaterThan(50);
    expect(TABLES).toContain('sales');
    expect(DOMAINS.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['finance', 'holding', 'network']),
    );
    expect(usesOfDomain('finance').reads).toContain('bills');
  });

  it('gives every table one owner, and every touch of another domain is declared', () => {
    expect(ownershipViolations(DOMAINS, usesOfDomain, TABLES, KERNEL_TABLES)).toEqual([]);
  });

  it('lets the kernel touch only its own tables and the few it serves every domain with', () => {
    const uses = tableUsesOf(
      KERNEL_DIRS.flatMap((dir) => sourceFiles(join(SRC, dir))),
      TABLES,
    );
    const allowed = (list: string[]) => new Set([...list, ...KERNEL_TABLES]);
    expect([...uses.reads].filter((table) => !allowed(KERNEL_USES.reads).has(table))).toEqual([]);
    expect([...uses.writes].filter((table) => !allowed(KERNEL_USES.writes).has(table))).toEqual([]);
  });
});

describe('a planted ownership violation is caught', () => {
  const tables = new Set(['bills', 'sales', 'vouchers', 'users']);
  const finance: Ownership = { name: 'finance', tables: ['bills', 'sales'] };
  const points: Ownership = { name: 'points', tables: ['vouchers'] };
  const auth: Ownership = { name: 'auth', tables: ['users'] };
  const uses = (reads: string[], writes: string[] = []): TableUses => ({
    reads: new Set(reads),
    writes: new Set(writes),
  });
  const check = (domains: Ownership[], byDomain: Record<string, TableUses>) =>
    ownershipViolations(domains, (name) => byDomain[name] ?? uses([]), tables, []);

  it('reads Kysely builders and raw SQL, not comments, CTEs or columns', () => {
    const found = tableUses(
      [
        "const a = await db.selectFrom('bills as b').innerJoin('users as u', 'u.id', 'b.user_id');",
        "await trx.insertInto('vouchers').values(row).execute();",
        'await sql`with sales_cte as (select 1) update sales set x = 1 from sales_cte`.execute(db);',
        '// selectFrom(\'users\') and "join vouchers" in a comment do not count',
        "const year = sql`extract(year from created_at)`; db.deleteFrom('files_x');",
      ].join('\n'),
      new Set([...tables, 'files']),
    );
    expect([...found.reads].sort()).toEqual(['bills', 'users']);
    expect([...found.writes].sort()).toEqual(['sales', 'vouchers']);
  });

  it('an undeclared read of another domain’s table', () => {
    expect(check([finance, points, auth], { points: uses(['vouchers', 'sales']) })).toEqual([
      "points reads finance's sales without declaring it (reads.finance)",
    ]);
  });

  it('an undeclared write, even with the read declared', () => {
    const declared: Ownership = { ...points, reads: { finance: ['sales'] } };
    expect(check([finance, declared, auth], { points: uses(['sales'], ['sales']) })).toEqual([
      "points writes finance's sales without declaring it (writes.finance)",
    ]);
  });

  it('but not a declared read or write', () => {
    const declared: Ownership = { ...points, reads: { finance: ['sales'] }, writes: { auth: ['users'] } };
    expect(check([finance, declared, auth], { points: uses(['sales', 'users'], ['users']) })).toEqual([]);
  });

  it('a table with no owner or two, a declaration naming the wrong owner or no longer true', () => {
    expect(check([finance, points], {})).toEqual(['users has no owner']);
    expect(check([finance, points, auth, { name: 'holding', tables: ['bills'] }], {})).toEqual([
      'bills is owned by finance and holding',
    ]);
    const wrong: Ownership = { ...points, reads: { auth: ['sales'] } };
    expect(check([finance, wrong, auth], { points: uses(['sales']) })).toEqual([
      "points declares reads auth.sales, but sales is not auth's",
    ]);
    const stale: Ownership = { ...points, reads: { finance: ['bills'] } };
    expect(check([finance, stale, auth], {})).toEqual(['points declares reads bills but no longer does']);
  });
});
