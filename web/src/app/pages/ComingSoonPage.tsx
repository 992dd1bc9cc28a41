import styled from 'styled-components';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';

export const COMING_SOON_TEXT = 'Esta tela estará disponível em breve.';

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Placeholder for screens later issues deliver: routing and access already work, the content waits. */
export const ComingSoonPage = () => (
  <section>
    <PageTitle title={useRouteTitle()} />
    <StyledText>{COMING_SOON_TEXT}</StyledText>
  </section>
);
