import { SUPPORT_COUNTRY_CODE } from '@portal/schema/constants';
import styled from 'styled-components';
import { onlyDigits } from '@/lib/masks.ts';
import { supportChatUrl } from '@/lib/whatsapp.ts';
import { SUPPORT_CONTACT } from '@/platform/config.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';

const StyledCard = styled.section`
  max-width: 560px;
  padding: ${({ theme }) => theme.spacing(6)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.small};
`;

const StyledIntro = styled.p`
  margin: ${({ theme }) => theme.spacing(0, 0, 6)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing(3, 6)};
  margin: 0;

  ${({ theme }) => theme.media.small} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.spacing(1)};
  }
`;

const StyledTerm = styled.dt`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledDetail = styled.dd`
  margin: 0;

  ${({ theme }) => theme.media.small} {
    margin-bottom: ${({ theme }) => theme.spacing(3)};
  }
`;

/** /contato, open to every signed-in user: the support channels from the one config. */
export const ContactPage = () => (
  <>
    <PageTitle title={useRouteTitle()} />
    <StyledCard aria-label="Canais de atendimento">
      <StyledIntro>Fale com o nosso time de suporte pelos canais abaixo.</StyledIntro>
      <StyledList>
        <StyledTerm>Telefone</StyledTerm>
        <StyledDetail>
          <a href={`tel:+${SUPPORT_COUNTRY_CODE}${onlyDigits(SUPPORT_CONTACT.phone)}`}>
            {SUPPORT_CONTACT.phone}
          </a>
        </StyledDetail>
        <StyledTerm>WhatsApp</StyledTerm>
        <StyledDetail>
          <a href={supportChatUrl(SUPPORT_CONTACT.phone)} target="_blank" rel="noopener noreferrer">
            Conversar pelo WhatsApp
          </a>
        </StyledDetail>
        <StyledTerm>E-mail</StyledTerm>
        <StyledDetail>
          <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>
        </StyledDetail>
      </StyledList>
    </StyledCard>
  </>
);
