import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface PageTitleProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Page-level actions (e.g. 'Criar Banner'), aligned to the right on wide screens. */
  actions?: ReactNode;
}

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-bottom: ${({ theme }) => theme.spacing(6)};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xlarge};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.small} {
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
`;

const StyledSubtitle = styled.p`
  margin: ${({ theme }) => theme.spacing(1, 0, 0)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** The page's single h1, with optional subtitle and actions. */
export const PageTitle = ({ title, subtitle, actions }: PageTitleProps) => (
  <StyledHeader>
    <div>
      <StyledTitle>{title}</StyledTitle>
      {subtitle && <StyledSubtitle>{subtitle}</StyledSubtitle>}
    </div>
    {actions && <StyledActions>{actions}</StyledActions>}
  </StyledHeader>
);
