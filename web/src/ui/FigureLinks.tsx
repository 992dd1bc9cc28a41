import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

export interface FigureLinkItem {
  /** React key. */
  key: string;
  label: string;
  /** The figure, already formatted (a count, money through lib/money). */
  value: ReactNode;
  /** A line under the figure (a total, the cycle). */
  hint?: ReactNode;
  /** The list behind the figure, where it is acted on. */
  to: string;
  /** Drawn as needing attention (failures, work waiting for someone). */
  alert?: boolean;
}

const StyledGrid = styled.ul<{ $minWidth: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $minWidth }) => $minWidth}, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLink = styled(Link)<{ $alert: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  height: 100%;
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $alert }) => ($alert ? theme.colors.danger : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

const StyledLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledValue = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.large};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  /* A figure never breaks inside ('R$ 1.068,00'). */
  white-space: nowrap;
`;

/* A sentence ('Mesmo período do ciclo 13: R$ 18.031,00 · +7%'): it wraps between words, never
   inside the money (formatted with a no-break space), instead of running out of its card. */
const StyledHint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xsmall};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Figures that are also the way in: each card links to the list it counts (a home's figures), its
 * whole text the link's name ('Esperando NF 12 R$ 1.234,56').
 */
export const FigureLinks = ({
  label,
  items,
  minWidth = '140px',
}: {
  /** Names the list for assistive technology. */
  label: string;
  items: readonly FigureLinkItem[];
  minWidth?: string;
}) => (
  <StyledGrid aria-label={label} $minWidth={minWidth}>
    {items.map((item) => (
      <li key={item.key}>
        <StyledLink to={item.to} $alert={item.alert ?? false}>
          <StyledLabel>{item.label}</StyledLabel>
          <StyledValue>{item.value}</StyledValue>
          {item.hint && <StyledHint>{item.hint}</StyledHint>}
        </StyledLink>
      </li>
    ))}
  </StyledGrid>
);
