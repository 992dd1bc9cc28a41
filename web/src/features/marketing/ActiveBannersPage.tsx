/**
 * The affiliate's banners (docs/product.md §9.1): the active banners in order, on the affiliate's
 * dashboard (ActiveBannerList, fed by the dashboard's own query) and at /affiliate/banners,
 * as the holding arranged them. An image banner shows its desktop or mobile image (by width) and
 * links where it points; a textual banner shows its title, description, thumbnail and, when it
 * has a link, its CTA as a button.
 */
import styled from 'styled-components';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { type ActiveBanner_BannerFragment, useActiveBannersQuery } from './__generated__/banners.ts';

export const NO_ACTIVE_BANNERS_TEXT = 'Nenhum banner no momento.';

// One banner per row, at most the desktop image's width.
const StyledList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 880px);
  row-gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCard = styled.li`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  img {
    display: block;
    max-width: 100%;
    height: auto;
  }
`;

const StyledText = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(4)};
  align-items: center;
  padding: ${({ theme }) => theme.spacing(4)};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
    font-size: ${({ theme }) => theme.fontSizes.large};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
  }
`;

const StyledCta = styled.a`
  display: inline-block;
  padding: ${({ theme }) => theme.spacing(2, 4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;

  &,
  &:visited {
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;

const ImageBanner = ({ banner }: { banner: ActiveBanner_BannerFragment }) => {
  const picture = (
    <picture>
      {banner.mobileUrl && <source media="(max-width: 768px)" srcSet={banner.mobileUrl} />}
      <img src={banner.desktopUrl ?? banner.mobileUrl ?? ''} alt={banner.name} width={880} height={206} />
    </picture>
  );
  return banner.link ? (
    <a href={banner.link} target="_blank" rel="noreferrer">
      {picture}
    </a>
  ) : (
    picture
  );
};

const TextualBanner = ({ banner }: { banner: ActiveBanner_BannerFragment }) => (
  <StyledText>
    {banner.thumbnail && <img src={banner.thumbnail} alt="" width={96} height={96} />}
    <div>
      <h2>{banner.title}</h2>
      <p>{banner.description}</p>
      {/* docs/product.md §9.2: the CTA button shows only when there is a link. */}
      {banner.link && banner.cta && (
        <StyledCta href={banner.link} target="_blank" rel="noreferrer" role="button">
          {banner.cta}
        </StyledCta>
      )}
    </div>
  </StyledText>
);

/** The banners as cards, in the order given; nothing at all when there are none. */
export const ActiveBannerList = ({
  banners,
  label,
}: {
  banners: readonly ActiveBanner_BannerFragment[];
  label: string;
}) =>
  banners.length === 0 ? null : (
    <StyledList aria-label={label}>
      {banners.map((banner) => (
        <StyledCard key={banner.id}>
          {banner.type === 'IMAGE' ? <ImageBanner banner={banner} /> : <TextualBanner banner={banner} />}
        </StyledCard>
      ))}
    </StyledList>
  );

export const ActiveBannersPage = () => {
  const title = useRouteTitle();
  const { data, loading } = useActiveBannersQuery();
  const banners = data?.activeBanners ?? [];
  return (
    <section>
      <PageTitle title={title} />
      {!loading && banners.length === 0 ? (
        <EmptyState text={NO_ACTIVE_BANNERS_TEXT} />
      ) : (
        <ActiveBannerList banners={banners} label={title} />
      )}
    </section>
  );
};
