import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { MenuEntry } from '@/platform/routing/routeResolution.ts';
import { getFocusable } from '@/ui/focus.ts';
import { CloseIcon } from '@/ui/icons.tsx';
import { LogoutIcon, MenuIcon } from '@/ui/menuIcons.tsx';
import { useDismiss } from './useDismiss.ts';

export interface MobileMenuProps {
  open: boolean;
  entries: readonly MenuEntry[];
  activePath: string | null;
  onClose: () => void;
  onSignOut: () => void;
  /** The hamburger: focus goes back to it when the menu closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.overlay};
`;

const StyledDrawer = styled.div`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  flex-direction: column;
  width: min(320px, 85vw);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.large};
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.spacing(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

const StyledList = styled.ul`
  flex: 1;
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2)};
  overflow-y: auto;
  list-style: none;
`;

const itemStyles = `
  display: flex;
  align-items: center;
  width: 100%;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const StyledLink = styled(Link)`
  ${itemStyles}
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  color: ${({ theme }) => theme.colors.text};

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primaryLight};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledButton = styled.button`
  ${itemStyles}
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledClose = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.spacing(2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

/**
 * Under 1024px: a drawer listing the role-allowed entries plus Sair (docs/product.md §1.6); a modal dialog.
 */
export const MobileMenu = ({
  open,
  entries,
  activePath,
  onClose,
  onSignOut,
  returnFocusRef,
}: MobileMenuProps) => {
  const drawerRef = useRef<HTMLDivElement>(null);
  // Escape and a press on the overlay close it; the effect below then returns focus.
  useDismiss(open, drawerRef, onClose);

  useEffect(() => {
    if (!open) return;
    const drawer = drawerRef.current;
    if (drawer) getFocusable(drawer)[0]?.focus();
    const returnTo = returnFocusRef.current;
    return () => returnTo?.focus();
  }, [open, returnFocusRef]);

  if (!open) return null;

  // A modal drawer keeps Tab inside itself while open.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !drawerRef.current) return;
    const focusable = getFocusable(drawerRef.current);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      <StyledOverlay aria-hidden="true" data-testid="mobile-menu-overlay" />
      <StyledDrawer
        ref={drawerRef}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        onKeyDown={handleKeyDown}
      >
        <StyledHeader>
          <StyledTitle>Menu</StyledTitle>
          <StyledClose type="button" aria-label="Fechar menu" onClick={onClose}>
            <CloseIcon />
          </StyledClose>
        </StyledHeader>
        <nav aria-label="Menu móvel">
          <StyledList>
            {entries.map((entry) => (
              <li key={entry.path}>
                <StyledLink
                  to={entry.path}
                  aria-current={entry.path === activePath ? 'page' : undefined}
                  onClick={onClose}
                >
                  <MenuIcon name={entry.icon} />
                  {entry.label}
                </StyledLink>
              </li>
            ))}
            <li>
              <StyledButton type="button" onClick={onSignOut}>
                <LogoutIcon />
                Sair
              </StyledButton>
            </li>
          </StyledList>
        </nav>
      </StyledDrawer>
    </>
  );
};
