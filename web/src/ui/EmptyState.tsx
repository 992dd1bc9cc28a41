import type { ReactNode } from 'react';
import styled from 'styled-components';
import { InboxIcon } from './icons.tsx';

export interface EmptyStateProps {
  /** Defaults to the table's empty text of docs/product.md §14.1. */
  text?: string;
  description?: ReactNode;
  /** A follow-up action, e.g. a create button. */
  action?: ReactNode;
}

const StyledEmpty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(10, 4)};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const StyledText = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledDescription = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

export const EmptyState = ({
  text = 'Sem informação a ser mostrada',
  description,
  action,
}: EmptyStateProps) => (
  <StyledEmpty>
    <InboxIcon size={40} />
    <StyledText>{text}</StyledText>
    {description && <StyledDescription>{description}</StyledDescription>}
    {action}
  </StyledEmpty>
);
