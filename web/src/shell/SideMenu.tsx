import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { APP_NAME } from '@/platform/config.ts';
import type { MenuEntry } from '@/platform/routing/routeResolution.ts';
import { CollapseIcon, MenuIcon } from '@/ui/menuIcons.tsx';
import { visuallyHidden } from '@/ui/VisuallyHidden.tsx';
import { fromWidth } from './media.ts';

export interface SideMenuProps {
  entries: readonly MenuEntry[];
  activePath: string | null;
  expanded: boolean;
  onToggle: () => void;
}

const StyledAside = styled.aside<{ $expanded: boolean }>`
  display: none;

  ${({ theme }) => fromWidth(theme.breakpoints.sideMenu)} {
    position: fixed;
    inset: 0 auto 0 0;
    z-index: ${({ theme }) => theme.zIndices.menu};
    display: flex;
    flex-direction: column;
    width: ${({ theme, $expanded }) => ($expanded ? theme.sideMenu.expanded : theme.sideMenu.collapsed)}px;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    transition: width ${({ theme }) => theme.transitions.medium};
  }
`;

const StyledHeader = styled.div<{ $expanded: boolean }>`
  display: flex;
  flex-direction: ${({ $expanded }) => ($expanded ? 'row' : 'column')};
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(4)};
`;

const StyledBrand = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

const StyledToggle = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledNav = styled.nav`
  flex: 1;
  overflow-y: auto;
`;

const StyledList = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2, 3, 4)};
  list-style: none;
`;

const StyledLink = styled(Link)<{ $expanded: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $expanded }) => ($expanded ? 'flex-start' : 'center')};
  gap: ${({ theme }) => theme.spacing(3)};
  margin-bottom: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2.5, 3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primaryLight};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

// Collapsed, the label leaves the layout but stays the link's accessible name.
const StyledLabel = styled.span<{ $expanded: boolean }>`
  ${({ $expanded }) => !$expanded && css`${visuallyHidden}`}
`;

/** Desktop navigation (from 900px): 110px collapsed, 290px expanded (docs/product.md §1.6). */
export const SideMenu = ({ entries, activePath, expanded, onToggle }: SideMenuProps) => (
  <StyledAside $expanded={expanded} data-testid="side-menu">
    <StyledHeader $expanded={expanded}>
      <StyledBrand>{expanded ? APP_NAME : <abbr title={APP_NAME}>PA</abbr>}</StyledBrand>
      <StyledToggle
        type="button"
        aria-label={expanded ? 'Recolher menu' : 'Expandir menu'}
        aria-expanded={expanded}
        onClick={onToggle}
      >
        <CollapseIcon expanded={expanded} />
      </StyledToggle>
    </StyledHeader>
    <StyledNav aria-label="Menu principal">
      <StyledList>
        {entries.map((entry) => (
          <li key={entry.path}>
            <StyledLink
              to={entry.path}
              $expanded={expanded}
              aria-current={entry.path === activePath ? 'page' : undefined}
              title={expanded ? undefined : entry.label}
            >
              <MenuIcon name={entry.icon} />
              <StyledLabel $expanded={expanded}>{entry.label}</StyledLabel>
            </StyledLink>
          </li>
        ))}
      </StyledList>
    </StyledNav>
  </StyledAside>
);
