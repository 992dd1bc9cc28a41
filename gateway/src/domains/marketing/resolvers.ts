/**
 * schema/src/marketing.graphql: banners (docs/product.md §9.1) and paid-traffic tags (§9.3). The
 * inputs were checked by the shared rules (security/input-rules.ts: empty strings dropped, a
 * textual banner's image URLs stripped) and upstream checks them again with the stored images.
 */
import { saleListSchema } from '@portal/schema';
import type { Banner, Resolvers } from '../../__generated__/resolvers.ts';
import { validateInput } from '../../validation.ts';
import type { UpstreamBanner } from './upstream.ts';

const toBanner = (banner: UpstreamBanner): Banner => banner;

export const marketingResolvers: Resolvers = {
  Query: {
    banners: async (_root, _args, context) => (await context.upstream.marketing.banners()).map(toBanner),
    activeBanners: async (_root, _args, context) =>
      (await context.upstream.marketing.activeBanners()).map(toBanner),
    // Tráfego Pago's toolbar: the search checked by the lists' rule (fieldErrors) before upstream.
    trafficTags: async (_root, { search, type }, context) => {
      const checked = await validateInput(saleListSchema.pick(['search']), { search });
      const upstreamType = type === 'PIXEL' ? 'pixel' : type === 'GTM' ? 'gtm' : null;
      return context.upstream.marketing.trafficTags({ search: checked.search, type: upstreamType });
    },
    publicTrafficTags: (_root, _args, context) => context.upstream.marketing.publicTrafficTags(),
  },
  Mutation: {
    createBanner: async (_root, { banner }, context) =>
      toBanner(await context.upstream.marketing.createBanner(banner)),
    updateBanner: async (_root, { id, changes }, context) =>
      toBanner(await context.upstream.marketing.updateBanner(id, changes)),
    deleteBanner: async (_root, { id }, context) => {
      await context.upstream.marketing.deleteBanner(id);
      return id;
    },
    swapBanners: async (_root, { banner1, banner2 }, context) =>
      (await context.upstream.marketing.swapBanners(banner1, banner2)).map(toBanner),
    createTrafficTag: (_root, { input }, context) => context.upstream.marketing.createTrafficTag(input),
    updateTrafficTag: (_root, { id, input }, context) =>
      context.upstream.marketing.updateTrafficTag(id, input),
    deleteTrafficTag: async (_root, { id }, context) => {
      await context.upstream.marketing.deleteTrafficTag(id);
      return id;
    },
  },
};
