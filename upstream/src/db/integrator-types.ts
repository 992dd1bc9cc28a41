/** The integrators' tables (migration 0019). */
import type { ColumnType, Generated } from 'kysely';

type Instant = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface ApiClientsTable {
  id: Generated<string>;
  owner_id: string;
  name: string;
  secret_hash: string;
  /** Space-separated, like OAuth2's `scope`. */
  scopes: string;
  created_at: Instant;
  expires_at: NullableInstant;
  revoked_at: NullableInstant;
  last_used_at: NullableInstant;
}

export interface WebhookSubscriptionsTable {
  id: Generated<string>;
  client_id: string;
  url: string;
  /** Space-separated event names. */
  events: string;
  signing_secret: string;
  active: Generated<boolean>;
  created_at: Instant;
}

export interface WebhookEventsTable {
  id: Generated<string>;
  event: string;
  owner_id: string;
  payload: ColumnType<unknown, string, string>;
  created_at: Instant;
  dispatched_at: NullableInstant;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  event_id: string;
  subscription_id: string;
  state: Generated<'pending' | 'delivered' | 'failed'>;
  attempts: Generated<number>;
  response_status: number | null;
  last_error: string | null;
  updated_at: Instant;
}

export interface IntegratorTables {
  api_clients: ApiClientsTable;
  webhook_subscriptions: WebhookSubscriptionsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
