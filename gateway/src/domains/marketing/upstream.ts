/**
 * Marketing (docs/upstream-contract/marketing.md, "Marketing"): the holding's banners, the active banners of
 * the dashboard, and the admin's paid-traffic tags with their public ids.
 */
import type { Route, UpstreamClient } from '../../upstream/http.ts';
import { ShapeReader } from '../../upstream/shape.ts';

export const MARKETING_ROUTES = {
  banners: { method: 'GET', path: '/v1/products/portal/holding/banners' },
  createBanner: { method: 'POST', path: '/v1/products/portal/holding/banners' },
  updateBanner: { method: 'PUT', path: '/v1/products/portal/holding/banners/{id}' },
  deleteBanner: { method: 'DELETE', path: '/v1/products/portal/holding/banners/{id}' },
  swapBanners: { method: 'POST', path: '/v1/products/portal/holding/banners/swap' },
  activeBanners: { method: 'GET', path: '/v1/products/portal/affiliate/banners' },
  trafficTags: { method: 'GET', path: '/v1/marketing/portal/traffic-tags' },
  /** Streamed to the browser by the gateway's file route (files.ts), never read here. */
  trafficTagsCsv: { method: 'GET', path: '/v1/marketing/portal/traffic-tags/csv' },
  createTrafficTag: { method: 'POST', path: '/v1/marketing/portal/traffic-tags' },
  updateTrafficTag: { method: 'PUT', path: '/v1/marketing/portal/traffic-tags/{id}' },
  deleteTrafficTag: { method: 'DELETE', path: '/v1/marketing/portal/traffic-tags/{id}' },
  publicTrafficTags: { method: 'GET', path: '/v1/marketing/public/traffic-tags' },
} as const satisfies Record<string, Route>;

export interface UpstreamBanner {
  id: string;
  name: string;
  type: 'IMAGE' | 'TEXTUAL';
  active: boolean;
  order: number;
  link: string | null;
  desktopUrl: string | null;
  mobileUrl: string | null;
  title: string | null;
  description: string | null;
  cta: string | null;
  thumbnail: string | null;
  /** ISO-8601 UTC. */
  createdAt: string;
  updatedAt: string;
}

export interface UpstreamTrafficTag {
  id: string;
  pixelId: string | null;
  gtmId: string | null;
  name: string | null;
  enabled: boolean;
}

/** The validated form, as upstream reads it (names of docs/upstream-contract/marketing.md). */
export type BannerDraft = Readonly<Record<string, string | boolean | null | undefined>>;
export interface TrafficTagDraft {
  pixelId?: string | null | undefined;
  gtmId?: string | null | undefined;
}

export interface MarketingApi {
  banners(): Promise<UpstreamBanner[]>;
  activeBanners(): Promise<UpstreamBanner[]>;
  createBanner(draft: BannerDraft): Promise<UpstreamBanner>;
  updateBanner(id: string, draft: BannerDraft): Promise<UpstreamBanner>;
  deleteBanner(id: string): Promise<void>;
  swapBanners(banner1: string, banner2: string): Promise<UpstreamBanner[]>;
  /** Tráfego Pago's toolbar: `search` trimmed ('' for none), `type` as upstream spells it (null for all). */
  trafficTags(filter?: { search: string; type: 'pixel' | 'gtm' | null }): Promise<UpstreamTrafficTag[]>;
  createTrafficTag(draft: TrafficTagDraft): Promise<UpstreamTrafficTag>;
  updateTrafficTag(id: string, draft: TrafficTagDraft): Promise<UpstreamTrafficTag>;
  deleteTrafficTag(id: string): Promise<void>;
  publicTrafficTags(): Promise<{ pixelIds: string[]; gtmIds: string[] }>;
}

const readBanner = (item: ShapeReader): UpstreamBanner => ({
  id: item.id('id'),
  name: item.string('name'),
  type: item.oneOf('type', ['IMAGE', 'TEXTUAL'] as const),
  active: item.boolean('active'),
  order: item.integer('order'),
  link: item.optionalString('link'),
  desktopUrl: item.optionalString('desktopUrl'),
  mobileUrl: item.optionalString('mobileUrl'),
  title: item.optionalString('title'),
  description: item.optionalString('description'),
  cta: item.optionalString('cta'),
  thumbnail: item.optionalString('thumbnail'),
  createdAt: item.instant('created_at'),
  updatedAt: item.instant('updated_at'),
});

const readTag = (item: ShapeReader): UpstreamTrafficTag => ({
  id: item.id('id'),
  pixelId: item.optionalString('key'),
  gtmId: item.optionalString('value'),
  name: item.optionalString('name'),
  enabled: item.boolean('enabled'),
});

export function createMarketingApi(portal: UpstreamClient): MarketingApi {
  const { area } = portal;
  const bannerList = (what: string, body: unknown) =>
    ShapeReader.object(area, what, body).array('banners').map(readBanner);
  return {
    async banners() {
      return bannerList('GET banners', await portal.call(MARKETING_ROUTES.banners));
    },
    async activeBanners() {
      return bannerList('GET affiliate banners', await portal.call(MARKETING_ROUTES.activeBanners));
    },
    async createBanner(draft) {
      const body = await portal.call(MARKETING_ROUTES.createBanner, { json: draft });
      return readBanner(ShapeReader.object(area, 'POST banner', body));
    },
    async updateBanner(id, draft) {
      const body = await portal.call(MARKETING_ROUTES.updateBanner, { params: { id }, json: draft });
      return readBanner(ShapeReader.object(area, 'PUT banner', body));
    },
    async deleteBanner(id) {
      await portal.call(MARKETING_ROUTES.deleteBanner, { params: { id } });
    },
    async swapBanners(banner1, banner2) {
      const body = await portal.call(MARKETING_ROUTES.swapBanners, { json: { banner1, banner2 } });
      return bannerList('POST banner swap', body);
    },
    async trafficTags(filter = { search: '', type: null }) {
      const query = {
        ...(filter.search ? { search: filter.search } : {}),
        ...(filter.type ? { type: filter.type } : {}),
      };
      const body = await portal.call(MARKETING_ROUTES.trafficTags, { query });
      return ShapeReader.object(area, 'GET traffic tags', body).array('tags').map(readTag);
    },
    async createTrafficTag(draft) {
      const body = await portal.call(MARKETING_ROUTES.createTrafficTag, { json: draft });
      return readTag(ShapeReader.object(area, 'POST traffic tag', body));
    },
    async updateTrafficTag(id, draft) {
      const body = await portal.call(MARKETING_ROUTES.updateTrafficTag, { params: { id }, json: draft });
      return readTag(ShapeReader.object(area, 'PUT traffic tag', body));
    },
    async deleteTrafficTag(id) {
      await portal.call(MARKETING_ROUTES.deleteTrafficTag, { params: { id } });
    },
    async publicTrafficTags() {
      const body = ShapeReader.object(
        area,
        'GET public traffic tags',
        await portal.call(MARKETING_ROUTES.publicTrafficTags),
      );
      // Ids are never empty (upstream stores an empty one as absent): read as a list of ids.
      return { pixelIds: body.ids('pixelIds'), gtmIds: body.ids('gtmIds') };
    },
  };
}
