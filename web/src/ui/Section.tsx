import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

export interface SectionProps {
  title: string;
  /** Links or buttons beside the heading (e.g. 'Ver todas'). */
  actions?: ReactNode;
  children: ReactNode;
}

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.small};
  min-width: 0;
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

/** A titled card of a page; the heading names the region for assistive technology. */
export const Section = ({ title, actions, children }: SectionProps) => {
  const titleId = useId();
  return (
    <StyledSection aria-labelledby={titleId}>
      <StyledHeader>
        <StyledTitle id={titleId}>{title}</StyledTitle>
        {actions}
      </StyledHeader>
      {children}
    </StyledSection>
  );
};
