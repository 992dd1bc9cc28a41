import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface StatCardProps {
  label: string;
  /** The figure; callers pass already formatted text (money through lib/money). */
  value: ReactNode;
  /** A line under the figure, e.g. the cycle it refers to. */
  hint?: ReactNode;
}

const StyledCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(4, 5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.small};
`;

const StyledLabel = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledValue = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xlarge};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledHint = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xsmall};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One labelled figure; a group of cards forms a description list (see StatGrid). */
export const StatCard = ({ label, value, hint }: StatCardProps) => (
  <StyledCard>
    <StyledLabel>{label}</StyledLabel>
    <StyledValue>{value}</StyledValue>
    {hint && <StyledHint>{hint}</StyledHint>}
  </StyledCard>
);

/** The description list around StatCards: a responsive grid. */
export const StatGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;
`;
