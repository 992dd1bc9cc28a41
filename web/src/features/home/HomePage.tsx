import styled from 'styled-components';
import { COMING_SOON_TEXT } from '@/app/pages/ComingSoonPage.tsx';
import { useViewer } from '@/app/session/SessionProvider.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** `/` while signed in. The dashboard content arrives with the finance issue. */
export const HomePage = () => {
  const viewer = useViewer();
  return (
    <section>
      <PageTitle title={`Olá, ${viewer?.displayName ?? ''}`} />
      <StyledText>{COMING_SOON_TEXT}</StyledText>
    </section>
  );
};
