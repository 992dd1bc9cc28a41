/**
 * The points ledger (docs/upstream-contract/points.md, "Points ledger"): one row per earning, with how
 * much of it vouchers have spent. Status is derived at read time from `used_points` and
 * `expires_at` (docs/product.md §4: expiry applies by time, never by a job that might not run).
 *
 * Vouchers gain `secret_hash`: the secret a company types to use one, stored only as a SHA-256
 * digest. Secrets are 80 random bits, so an unsalted digest is safe and lets a use look the
 * voucher up by its secret alone. A trigger refuses every status change outside the legal table
 * (points/voucher-transitions.ts), whatever writes it.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

/** Inlined on purpose: a migration must not change when the application's table later does. */
const LEGAL = [
  ['AVAILABLE', 'USED'],
  ['AVAILABLE', 'EXPIRED'],
  ['USED', 'REVERTED'],
  ['REVERTED', 'REAVAILABLE'],
  ['REAVAILABLE', 'USED'],
  ['REAVAILABLE', 'EXPIRED'],
] as const;

const PROGRAMME_STATUSES = [
  'ELIGIBLE',
  'NOT_ACCEPTED',
  'WAITING_SIGNATURE',
  'WAITING_CODE',
  'ACCEPTED',
  'INELIGIBLE',
];

export async function up(db: AnyDb): Promise<void> {
  // Programme membership of a user, a unit or the holding (docs/product.md §4 points programme).
  // A user's status is also mirrored on `users.points_and_vouchers` (what the session reads).
  await db.schema
    .createTable('points_memberships')
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'uuid', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // The confirmation code, only as a SHA-256 digest; attempts count wrong tries of this code.
    .addColumn('code_hash', 'text')
    .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('code_expires_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('points_memberships_pkey', ['subject_type', 'subject_id'])
    .addCheckConstraint('points_memberships_type_check', sql`subject_type in ('user', 'units', 'holding')`)
    .addCheckConstraint(
      'points_memberships_status_check',
      sql.raw(`status in (${PROGRAMME_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    )
    .execute();
  await db.schema
    .createTable('point_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('seller_id', 'uuid', (c) => c.notNull().references('users.id'))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    // One commission converts once: the unique key is the last guard against a double conversion.
    .addColumn('commission_id', 'uuid', (c) => c.unique().references('commissions.id'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('used_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('point_entries_points_check', sql`points > 0`)
    .addCheckConstraint('point_entries_used_check', sql`used_points >= 0 and used_points <= points`)
    .execute();
  // The list reads its page off this index; spending reads the owner's entries oldest expiry first.
  await sql`create index point_entries_owner_expiry_idx on point_entries (owner_id, expires_at desc, id desc)`.execute(
    db,
  );
  await db.schema.alterTable('vouchers').addColumn('secret_hash', 'text').execute();
  await sql`create unique index vouchers_secret_hash_idx on vouchers (secret_hash)`.execute(db);
  const pairs = LEGAL.map(([from, to]) => `(old.status = '${from}' and new.status = '${to}')`).join(' or ');
  await sql
    .raw(
      `create function vouchers_check_transition() returns trigger language plpgsql as $$ begin
       if not (${pairs}) then
         raise exception 'illegal voucher transition % -> %', old.status, new.status using errcode = 'check_violation';
       end if;
       return new; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      'create trigger vouchers_check_transition before update of status on vouchers for each row when (old.status is distinct from new.status) execute function vouchers_check_transition()',
    )
    .execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop trigger vouchers_check_transition on vouchers`.execute(db);
  await sql`drop function vouchers_check_transition()`.execute(db);
  await sql`drop index vouchers_secret_hash_idx`.execute(db);
  await db.schema.alterTable('vouchers').dropColumn('secret_hash').execute();
  await db.schema.dropTable('point_entries').execute();
  await db.schema.dropTable('points_memberships').execute();
}
