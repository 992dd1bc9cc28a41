/** The `links` table (migration 0014): one affiliate link of a product. */
import type { ColumnType, Generated } from 'kysely';

export interface LinksTable {
  id: Generated<string>;
  /** Unguessable short code of the public redirect (GET /l/{code}). */
  code: string;
  user_id: string;
  product_id: string;
  description: Generated<string>;
  visits: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** When the owner deactivated the link (migration 0036); null while it is active. */
  deactivated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One counted visit of a link (migration 0042): its id rides to the checkout as `click`. */
export interface LinkClicksTable {
  id: Generated<string>;
  link_id: string;
  clicked_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface LinkTables {
  links: LinksTable;
  link_clicks: LinkClicksTable;
}
