import { paths } from '@/paths.ts';
import { access } from '@/platform/access.ts';
import { byId, embedded, unkeyed } from '@/platform/apollo/cachePolicies.ts';
import { type FeatureManifest, lazyPage, screen } from '@/platform/routing/routes.ts';

const vouchersPages = () => import('./VouchersPages.tsx');

/** Pontos e Vouchers, Converter pontos and Gerenciador de Vouchers (docs/product.md §7). */
export const pointsManifest: FeatureManifest = {
  routes: [
    ...screen(240, 'Pontos e Vouchers', access.points, [paths.pointsAndVouchers], {
      icon: 'gift',
      Page: lazyPage(vouchersPages, 'PointsAndVouchersPage'),
    }),
    ...screen(250, 'Converter pontos', access.convertPoints, [paths.convertPoints], {
      Page: lazyPage(() => import('./ConvertPointsPage.tsx'), 'ConvertPointsPage'),
    }),
    ...screen(260, 'Gerenciador de Vouchers', access.vouchersManager, [paths.voucherManager], {
      icon: 'ticket',
      Page: lazyPage(vouchersPages, 'VoucherManagerPage'),
    }),
  ],
  // The lists are pages without identity.
  typePolicies: {
    PointsAndVouchers: embedded,
    VoucherSummary: embedded,
    VoucherGroup: embedded,
    VoucherPage: embedded,
    Voucher: byId,
    Affiliate: byId,
    // The points ledger: the summary lives inside PointsAndVouchers, so a conversion's answer that
    // the web writes there updates the cards without a refetch.
    PointSummary: embedded,
    PointEntryPage: embedded,
    PointEntry: byId,
    ConvertPointsPayload: unkeyed,
    // Converter pontos: one embedded object per viewer; the commissions' page per arguments, its
    // rows normalised; a conversion's answer is written into the cached screen (no refetch).
    PointsConversion: embedded,
    ConvertibleCommissionPage: embedded,
    ConvertibleCommission: byId,
    ConvertCommissionsPayload: unkeyed,
    // The viewer's membership (Gerenciador de Vouchers' status card): one per viewer, under the root;
    // joining writes the new status into it (no refetch).
    PointsMembership: embedded,
  },
};
