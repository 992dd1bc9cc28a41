import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { MutedText } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';

export const COMING_SOON_TEXT = 'Esta tela estará disponível em breve.';

/** Placeholder for screens later issues deliver: routing and access already work, the content waits. */
export const ComingSoonPage = () => (
  <section>
    <PageTitle title={useRouteTitle()} />
    <MutedText>{COMING_SOON_TEXT}</MutedText>
  </section>
);
