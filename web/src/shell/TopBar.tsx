import type { Ref } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { NotificationsBell } from '@/features/notifications/NotificationsBell.tsx';
import { paths } from '@/paths.ts';
import type { SessionUser } from '@/platform/session/sessionStore.ts';
import { ChevronLeftIcon, ChevronRightIcon } from '@/ui/icons.tsx';
import { MenuBarsIcon, MenuIcon } from '@/ui/menuIcons.tsx';
import { belowWidth } from './media.ts';
import { ProfileMenu } from './ProfileMenu.tsx';
import { StyledTopBarButton } from './TopBarButton.tsx';

export interface TopBarProps {
  user: SessionUser;
  mobileMenuOpen: boolean;
  onOpenMobileMenu: () => void;
  onSignOut: () => void;
  hamburgerRef: Ref<HTMLButtonElement>;
  /**
   * The role policy holds the session to enrolling a second factor: no menu button, no bell (its
   * query would be refused) and no shortcut (each would lead back to Segurança).
   */
  enrolling?: boolean;
}

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.menu};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 64px;
  padding: ${({ theme }) => theme.spacing(2, 6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.small} {
    padding: ${({ theme }) => theme.spacing(2, 3)};
  }
`;

const StyledGroup = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const StyledMiddle = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2, 4)};
  min-width: 0;
`;

const StyledHamburger = styled(StyledTopBarButton)`
  display: none;

  ${({ theme }) => belowWidth(theme.breakpoints.mobileMenu)} {
    display: inline-flex;
  }
`;

const StyledShortcut = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(1.5, 3)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  white-space: nowrap;
`;

const StyledUnit = styled.p`
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledUnitName = styled.strong`
  color: ${({ theme }) => theme.colors.text};
`;

/** Back/forward, role shortcuts, the bell and the profile menu (docs/product.md §1.5). */
export const TopBar = ({
  user,
  mobileMenuOpen,
  onOpenMobileMenu,
  onSignOut,
  hamburgerRef,
  enrolling = false,
}: TopBarProps) => {
  const navigate = useNavigate();
  const handleBack = () => navigate(-1);
  const handleForward = () => navigate(1);

  return (
    <StyledHeader>
      <StyledGroup>
        {!enrolling && (
          <StyledHamburger
            ref={hamburgerRef}
            type="button"
            aria-label="Abrir menu"
            aria-haspopup="dialog"
            aria-expanded={mobileMenuOpen}
            onClick={onOpenMobileMenu}
          >
            <MenuBarsIcon />
          </StyledHamburger>
        )}
        <StyledTopBarButton type="button" aria-label="Voltar" onClick={handleBack}>
          <ChevronLeftIcon />
        </StyledTopBarButton>
        <StyledTopBarButton type="button" aria-label="Avançar" onClick={handleForward}>
          <ChevronRightIcon />
        </StyledTopBarButton>
      </StyledGroup>
      <StyledMiddle>
        {user.isAffiliated && !enrolling && (
          <StyledShortcut to={paths.promotableProducts}>
            <MenuIcon name="products" size={16} />
            Seus produtos
          </StyledShortcut>
        )}
        {user.isBranch && user.branchName && (
          <StyledUnit data-testid="branch-name">
            Unidade: <StyledUnitName>{user.branchName}</StyledUnitName>
          </StyledUnit>
        )}
      </StyledMiddle>
      <StyledGroup>
        {!enrolling && <NotificationsBell userId={user.id} />}
        <ProfileMenu user={user} onSignOut={onSignOut} />
      </StyledGroup>
    </StyledHeader>
  );
};
