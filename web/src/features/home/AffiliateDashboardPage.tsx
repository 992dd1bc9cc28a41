/**
 * 'Dashboard' for affiliates (/dashboard; docs/product.md §9.1): finance's figures under the active
 * banners the holding arranged. Composed here because the landing page is where one domain's screen
 * shows another's widget; the banners come in the dashboard's own request.
 */
import { DashboardPage } from '@/features/finance/DashboardPages.tsx';
import { DashboardView } from '@/features/finance/DashboardView.tsx';
import { ActiveBannerList } from '@/features/marketing/ActiveBannersPage.tsx';

/** The banners panel both affiliate dashboards (`/` and `/dashboard`) pass to finance's view. */
export const renderAffiliateBanners = (banners: Parameters<typeof ActiveBannerList>[0]['banners']) => (
  <ActiveBannerList banners={banners} label="Banners" />
);

export const AffiliateDashboardPage = () => (
  <DashboardPage variant="affiliate" side={null} renderBanners={renderAffiliateBanners} />
);

/** The affiliate's dashboard content on the landing page, banners included. */
export const AffiliateDashboardView = () => (
  <DashboardView variant="affiliate" side={null} renderBanners={renderAffiliateBanners} />
);
