import styled from 'styled-components';
import type { InvoiceCheckOutcome } from '@/__generated__/types.ts';
import type { BillingStatus_BillFragment } from './__generated__/billingStatus.ts';

type Check = NonNullable<BillingStatus_BillFragment['invoiceCheck']>;

/** The check's outcome in words (Status Faturamento's column and the bill's details; issue #33). */
export const CHECK_OUTCOME_LABELS: Readonly<Record<InvoiceCheckOutcome, string>> = {
  MATCHED: 'Confere',
  MISMATCHED: 'Não confere',
  UNREADABLE: 'Sem texto: conferir',
};

/** No check: no upload yet, or a generated invoice. */
export const NO_CHECK_LABEL = 'Sem conferência';

export const checkLabel = (check: Check | null): string =>
  check ? CHECK_OUTCOME_LABELS[check.outcome] : NO_CHECK_LABEL;

const StyledCheck = styled.section`
  margin-top: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }

  p,
  ul {
    margin: 0;
  }

  ul {
    padding-left: ${({ theme }) => theme.spacing(4)};
  }

  li {
    overflow-wrap: anywhere;
  }
`;

const StyledWord = styled.strong<{ $ok: boolean }>`
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

/**
 * What the server found in the bill's latest invoice (issue #33): the outcome in words, each item
 * that was compared, and the payee's reason for sending a note that does not match.
 */
export const InvoiceCheckFacts = ({ check }: { check: Check }) => (
  <StyledCheck aria-label="Conferência da nota">
    <h3>
      Conferência da nota{check.number ? ` nº ${check.number}` : ''} ({check.format === 'XML' ? 'XML' : 'PDF'}
      ): <StyledWord $ok={check.outcome === 'MATCHED'}>{CHECK_OUTCOME_LABELS[check.outcome]}</StyledWord>
    </h3>
    {check.outcome === 'UNREADABLE' && <p>O PDF não tem texto legível: confira a nota antes de aprovar.</p>}
    {check.items.length > 0 && (
      <ul>
        {check.items.map((item) => (
          <li key={item.field}>
            <StyledWord $ok={item.ok}>{item.ok ? 'Confere' : 'Não confere'}:</StyledWord> {item.message}
          </li>
        ))}
      </ul>
    )}
    {check.reason && <p>Motivo do favorecido: {check.reason}</p>}
  </StyledCheck>
);
