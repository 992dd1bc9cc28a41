/**
 * 'Dashboard' for affiliates (/dashboard; docs/product.md §9.1): finance's figures under the active
 * banners the holding arranged and what the CNPJ status asks next (accreditation, §3.2). Composed
 * here because the landing page is where one domain's screen shows another's widget; the banners
 * and the profile's status come in the dashboard's own request.
 */

import { CnpjNextStepBanner } from '@/features/accreditation/CnpjNextStep.tsx';
import { DashboardPage } from '@/features/finance/DashboardPages.tsx';
import { DashboardView } from '@/features/finance/DashboardView.tsx';
import { ActiveBannerList } from '@/features/marketing/ActiveBannersPage.tsx';

/** The banners panel both affiliate dashboards (`/` and `/dashboard`) pass to finance's view. */
export const renderAffiliateBanners = (banners: Parameters<typeof ActiveBannerList>[0]['banners']) => (
  <ActiveBannerList banners={banners} label="Banners" />
);

/** The CNPJ status's next step over both affiliate dashboards. */
export const renderCnpjNextStep = (profile: Parameters<typeof CnpjNextStepBanner>[0]['profile']) => (
  <CnpjNextStepBanner profile={profile} />
);

export const AffiliateDashboardPage = () => (
  <DashboardPage
    variant="affiliate"
    side={null}
    renderBanners={renderAffiliateBanners}
    renderProfile={renderCnpjNextStep}
  />
);

/** The affiliate's dashboard content on the landing page, banners included. */
export const AffiliateDashboardView = () => (
  <DashboardView
    variant="affiliate"
    side={null}
    renderBanners={renderAffiliateBanners}
    renderProfile={renderCnpjNextStep}
  />
);
