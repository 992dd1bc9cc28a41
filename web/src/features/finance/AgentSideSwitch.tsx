import { Link } from 'react-router';
import styled from 'styled-components';
import type { AgentRole } from '@/__generated__/types.ts';
import { SIDE_LABELS } from './financeSide.ts';

export interface AgentSideSwitchProps {
  current: AgentRole;
  /** Where each side of the same screen lives. */
  paths: Record<AgentRole, string>;
  /** Navigation state kept when switching (e.g. the open tab). */
  state?: unknown;
}

const StyledNav = styled.nav`
  display: inline-flex;
  padding: ${({ theme }) => theme.spacing(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledLink = styled(Link)<{ $active: boolean }>`
  padding: ${({ theme }) => theme.spacing(1.5, 4)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.textInverse : theme.colors.primary)};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

const SIDES: readonly AgentRole[] = ['AFFILIATED', 'BRANCH'];

/** Agents act as influencer or as agency (docs/product.md §1.2): this switches the screen between the two. */
export const AgentSideSwitch = ({ current, paths, state }: AgentSideSwitchProps) => (
  <StyledNav aria-label="Atuação">
    {SIDES.map((side) => (
      <StyledLink
        key={side}
        to={paths[side]}
        state={state}
        aria-current={side === current ? 'page' : undefined}
        $active={side === current}
      >
        {SIDE_LABELS[side]}
      </StyledLink>
    ))}
  </StyledNav>
);
