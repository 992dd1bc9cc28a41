import type { Ref } from 'react';
import styled from 'styled-components';
import { ProgressBar } from '@/ui/ProgressBar.tsx';
import { INVOICE_TEXTS } from './invoiceRules.ts';

export interface InvoiceResultPanelProps {
  success: boolean;
  /** The heading, focused when the panel replaces the form. */
  ref?: Ref<HTMLHeadingElement>;
}

const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4, 0)};
  text-align: center;
`;

const StyledTitle = styled.h3<{ $success: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.large};
  color: ${({ theme, $success }) => ($success ? theme.colors.success : theme.colors.danger)};

  &:focus {
    outline: none;
  }
`;

const StyledText = styled.p`
  margin: 0;
`;

const StyledBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  width: 100%;
`;

const StyledOps = styled.span`
  color: ${({ theme }) => theme.colors.orange};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/**
 * The result of sending an invoice, with the texts of docs/product.md §5.5; on failure the bar turns orange.
 */
export const InvoiceResultPanel = ({ success, ref }: InvoiceResultPanelProps) => (
  <StyledPanel role={success ? 'status' : 'alert'}>
    <StyledTitle ref={ref} tabIndex={-1} $success={success}>
      {success ? INVOICE_TEXTS.successTitle : INVOICE_TEXTS.failureTitle}
    </StyledTitle>
    {success ? (
      INVOICE_TEXTS.successLines.map((line) => <StyledText key={line}>{line}</StyledText>)
    ) : (
      <StyledText>{INVOICE_TEXTS.failureLine}</StyledText>
    )}
    <StyledBar>
      <ProgressBar
        value={100}
        color={success ? 'success' : 'orange'}
        label={success ? 'Envio concluído' : 'Envio interrompido'}
      />
      {!success && <StyledOps>{INVOICE_TEXTS.failureBar}</StyledOps>}
    </StyledBar>
  </StyledPanel>
);
