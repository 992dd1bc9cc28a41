import styled from 'styled-components';
import { supportChatUrl } from '@/lib/whatsapp.ts';
import { SUPPORT_CONTACT } from '@/platform/config.ts';
import { ChatIcon } from '@/ui/menuIcons.tsx';

const StyledHelpLink = styled.a`
  position: fixed;
  right: ${({ theme }) => theme.spacing(6)};
  bottom: ${({ theme }) => theme.spacing(6)};
  z-index: ${({ theme }) => theme.zIndices.menu};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.shadows.medium};

  &:hover {
    filter: brightness(0.95);
  }

  ${({ theme }) => theme.media.small} {
    right: ${({ theme }) => theme.spacing(4)};
    bottom: ${({ theme }) => theme.spacing(4)};
  }
`;

/** Floating help: a WhatsApp chat with support (55 + the number's digits), in a new tab. */
export const HelpButton = () => (
  <StyledHelpLink
    href={supportChatUrl(SUPPORT_CONTACT.phone)}
    target="_blank"
    rel="noopener noreferrer"
    aria-label="Ajuda pelo WhatsApp"
    title="Ajuda pelo WhatsApp"
  >
    <ChatIcon />
  </StyledHelpLink>
);
