/**
 * Integrators (docs/integrators.md): API clients, webhook subscriptions, the event outbox and the
 * delivery log.
 * - api_clients: a key of one owner. Only a SHA-256 of the secret is kept (the secret is 256
 *   random bits, so a fast hash is enough and lets the token service check it in microseconds);
 *   scopes are space-separated like OAuth2's `scope`; revoked_at and expires_at end it.
 * - webhook_subscriptions: where a client wants events POSTed, signed with its own secret.
 * - webhook_events: the outbox. A row is written in the same transaction as the change it
 *   describes, so a crash can delay a delivery but never lose or invent one.
 * - webhook_deliveries: one per event and subscription (unique), with its attempts and last answer.
 */
import { type Kysely, sql } from 'kysely';

type AnyDb = Kysely<unknown>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('api_clients')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('api_clients_owner')
    .on('api_clients')
    .columns(['owner_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('webhook_subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('client_id', 'uuid', (c) => c.notNull().references('api_clients.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('signing_secret', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('event', 'text', (c) => c.notNull())
    // Whose data the event is about: only that user's clients are told.
    .addColumn('owner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Set once the deliveries of the event are queued: the dispatcher picks rows still null.
    .addColumn('dispatched_at', 'timestamptz')
    .execute();
  await sql`create index webhook_events_pending on webhook_events (created_at) where dispatched_at is null`.execute(
    db,
  );
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('event_id', 'uuid', (c) => c.notNull().references('webhook_events.id').onDelete('cascade'))
    .addColumn('subscription_id', 'uuid', (c) =>
      c.notNull().references('webhook_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('response_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('webhook_deliveries_state', sql`state in ('pending', 'delivered', 'failed')`)
    .addUniqueConstraint('webhook_deliveries_once', ['event_id', 'subscription_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_events').execute();
  await db.schema.dropTable('webhook_subscriptions').execute();
  await db.schema.dropTable('api_clients').execute();
}
