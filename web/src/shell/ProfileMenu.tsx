import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { paths } from '@/paths.ts';
import { access } from '@/platform/access.ts';
import type { SessionUser } from '@/platform/session/sessionStore.ts';
import { UserIcon } from '@/ui/menuIcons.tsx';
import { StyledTopBarButton } from './TopBarButton.tsx';
import { useDismiss } from './useDismiss.ts';

export interface ProfileMenuProps {
  user: SessionUser;
  onSignOut: () => void;
}

const StyledWrapper = styled.div`
  position: relative;
`;

const StyledMenu = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.spacing(2)});
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.menu};
  min-width: 220px;
  padding: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.large};
`;

const StyledIdentity = styled.div`
  padding: ${({ theme }) => theme.spacing(2, 3, 3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

const StyledName = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledEmail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const itemStyles = css`
  display: block;
  width: 100%;
  padding: ${({ theme }) => theme.spacing(2.5, 3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primaryLight};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledItemLink = styled(Link)`
  ${itemStyles}
`;

const StyledItemButton = styled.button`
  ${itemStyles}
`;

/**
 * The top bar's profile menu: MEU PERFIL (affiliated and agent only), MINHA CONTA (the other roles:
 * their password), CHAVES DE API (the integrating profiles, docs/integrators.md), SEGURANÇA
 * (everyone: the second factor, docs/decisions/security.md) and SAIR (docs/product.md §1.5).
 */
export const ProfileMenu = ({ user, onSignOut }: ProfileMenuProps) => {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const showProfile = access.affiliateOrAgent(user);
  const showAccount = access.account(user);
  const showApiClients = access.integrators(user);

  const handleClose = () => setOpen(false);
  const handleToggle = () => setOpen((current) => !current);
  useDismiss(open, wrapperRef, handleClose, buttonRef);

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  // Menu keyboard pattern: arrows move between items, Home/End jump, Tab leaves and closes.
  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  };

  const handleSignOut = () => {
    setOpen(false);
    onSignOut();
  };

  return (
    <StyledWrapper ref={wrapperRef}>
      <StyledTopBarButton
        ref={buttonRef}
        type="button"
        aria-label="Perfil"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={handleToggle}
      >
        <UserIcon />
      </StyledTopBarButton>
      {open && (
        <StyledMenu>
          <StyledIdentity>
            <StyledName>{user.name}</StyledName>
            <StyledEmail>{user.username}</StyledEmail>
          </StyledIdentity>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label="Perfil"
            onKeyDown={handleMenuKeyDown}
            tabIndex={-1}
          >
            {showProfile && (
              <StyledItemLink role="menuitem" to={paths.profile} onClick={handleClose}>
                MEU PERFIL
              </StyledItemLink>
            )}
            {showAccount && (
              <StyledItemLink role="menuitem" to={paths.account} onClick={handleClose}>
                MINHA CONTA
              </StyledItemLink>
            )}
            {showApiClients && (
              <StyledItemLink role="menuitem" to={paths.apiClients} onClick={handleClose}>
                CHAVES DE API
              </StyledItemLink>
            )}
            <StyledItemLink role="menuitem" to={paths.security} onClick={handleClose}>
              SEGURANÇA
            </StyledItemLink>
            <StyledItemButton type="button" role="menuitem" onClick={handleSignOut}>
              SAIR
            </StyledItemButton>
          </div>
        </StyledMenu>
      )}
    </StyledWrapper>
  );
};
