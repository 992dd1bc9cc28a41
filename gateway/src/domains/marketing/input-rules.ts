/**
 * The marketing domain's mutation input rules: the shared rules of @portal/schema the web forms use,
 * applied by security/input-rules.ts.
 */
import {
  createBannerSchema,
  idArgumentSchema,
  swapBannersSchema,
  trafficTagSchema,
  updateBannerArgsSchema,
  updateTrafficTagArgsSchema,
} from '@portal/schema';
import type { InputRuleTable } from '../../security/input-rules.ts';

export const INPUT_RULES = {
  createBanner: { schema: createBannerSchema, argument: 'banner' },
  updateBanner: { schema: updateBannerArgsSchema },
  deleteBanner: { schema: idArgumentSchema },
  swapBanners: { schema: swapBannersSchema },
  createTrafficTag: { schema: trafficTagSchema, argument: 'input' },
  updateTrafficTag: { schema: updateTrafficTagArgsSchema },
  deleteTrafficTag: { schema: idArgumentSchema },
} as const satisfies InputRuleTable;
