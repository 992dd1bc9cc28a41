import { MESSAGES } from '@portal/schema/messages';
import styled from 'styled-components';
import { Button } from './Button.tsx';

export interface ErrorStateProps {
  /** Defaults to the generic error text of docs/product.md §14.7. */
  text?: string;
  onRetry?: () => void;
}

const StyledBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(8, 4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

/** A section whose data could not load at all (partial answers render what arrived instead). */
export const ErrorState = ({ text = MESSAGES.unexpected, onRetry }: ErrorStateProps) => (
  <StyledBox role="alert">
    <StyledText>{text}</StyledText>
    {onRetry && (
      <Button variant="secondary" size="small" onClick={onRetry}>
        Tentar novamente
      </Button>
    )}
  </StyledBox>
);
