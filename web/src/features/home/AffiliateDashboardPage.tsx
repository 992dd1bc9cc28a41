/**
 * 'Dashboard' for affiliates (/dashboard; docs/product.md §9.1): finance's figures under the active
 * banners the holding arranged and what the CNPJ status asks next (accreditation, §3.2). Composed
 * here because the landing page is where one domain's screen shows another's widget: home's own
 * `AffiliateDashboard` query spreads the three domains' fragments, so the screen stays ONE request.
 */

import { CnpjNextStepBanner } from '@/features/accreditation/CnpjNextStep.tsx';
import { DashboardScreen } from '@/features/finance/DashboardPages.tsx';
import {
  DashboardFigures,
  DashboardPending,
  dashboardFragmentVariables,
  dashboardQueryOptions,
} from '@/features/finance/DashboardView.tsx';
import { ActiveBannerList } from '@/features/marketing/ActiveBannersPage.tsx';
import { useAffiliateDashboardQuery } from './__generated__/dashboard.ts';

/** The affiliate's dashboard content (on `/` and `/dashboard`): the CNPJ's next step, the banners, the figures. */
export const AffiliateDashboardView = () => {
  const { data, loading, refetch } = useAffiliateDashboardQuery({
    variables: dashboardFragmentVariables('affiliate'),
    ...dashboardQueryOptions(),
  });

  if (!data) return <DashboardPending loading={loading} onRetry={() => void refetch()} />;
  return (
    <DashboardFigures
      variant="affiliate"
      side={null}
      finance={data.finance}
      above={
        <>
          {data.myProfile && <CnpjNextStepBanner profile={data.myProfile} />}
          {data.activeBanners && <ActiveBannerList banners={data.activeBanners} label="Banners" />}
        </>
      }
    />
  );
};

export const AffiliateDashboardPage = () => (
  <DashboardScreen side={null}>
    <AffiliateDashboardView />
  </DashboardScreen>
);
