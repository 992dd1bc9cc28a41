/** The marketing tables (migration 0013): banners and paid-traffic tags. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface BannersTable {
  id: Generated<string>;
  name: string;
  type: 'IMAGE' | 'TEXTUAL';
  active: Generated<boolean>;
  position: number;
  link: string | null;
  desktop_url: string | null;
  mobile_url: string | null;
  title: string | null;
  description: string | null;
  cta: string | null;
  thumbnail: string | null;
  desktop_key: string | null;
  mobile_key: string | null;
  thumbnail_key: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TrafficTagsTable {
  id: Generated<string>;
  pixel_id: string | null;
  gtm_id: string | null;
  name: string | null;
  type: string | null;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface MarketingTables {
  banners: BannersTable;
  traffic_tags: TrafficTagsTable;
}
