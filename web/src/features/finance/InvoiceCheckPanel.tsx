import { type ChangeEvent, useId } from 'react';
import styled from 'styled-components';
import { SelectField } from '@/ui/SelectField.tsx';
import { type CheckVerdict, INVOICE_CHECK_TEXTS } from './invoiceRules.ts';
import type { InvoiceCheckState } from './useInvoiceCheck.ts';

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.small};
  }

  p {
    margin: 0;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(1)};
  }

  li {
    overflow-wrap: anywhere;
  }
`;

const StyledWord = styled.strong<{ $ok: boolean }>`
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
  margin-right: ${({ theme }) => theme.spacing(1)};
`;

const StyledReason = styled(SelectField)`
  textarea {
    min-height: 4.5rem;
    padding: ${({ theme }) => theme.spacing(2, 3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    font: inherit;
    resize: vertical;
  }
`;

const SUMMARY: Record<CheckVerdict, string> = {
  matched: INVOICE_CHECK_TEXTS.matched,
  mismatched: INVOICE_CHECK_TEXTS.mismatched,
  duplicate: INVOICE_CHECK_TEXTS.duplicate,
  unreadable: INVOICE_CHECK_TEXTS.unreadable,
};

export interface InvoiceCheckPanelProps {
  state: InvoiceCheckState;
  verdict: CheckVerdict | null;
  reason: string;
  onReasonChange: (reason: string) => void;
  /** The reason's problem, shown once the payee typed something. */
  reasonError: string | null;
  disabled: boolean;
}

/**
 * The result of the invoice check in the dialog (issue #33), before anything is sent: each item
 * in words (Confere / Não confere) with the server's pt-BR text, and, for a note that does not
 * match, the reason the payee must give to send it anyway. Announced politely as it arrives.
 */
export const InvoiceCheckPanel = ({
  state,
  verdict,
  reason,
  onReasonChange,
  reasonError,
  disabled,
}: InvoiceCheckPanelProps) => {
  const reasonId = useId();
  const messageId = useId();
  if (state.stage === 'idle') return null;
  return (
    <StyledPanel aria-live="polite" aria-label={INVOICE_CHECK_TEXTS.title}>
      <h3>{INVOICE_CHECK_TEXTS.title}</h3>
      {state.stage === 'checking' && <p>{INVOICE_CHECK_TEXTS.checking}</p>}
      {state.stage === 'failed' && <p role="alert">{state.message}</p>}
      {state.stage === 'done' && verdict && (
        <>
          <p>{SUMMARY[verdict]}</p>
          {state.check.items.length > 0 && (
            <ul>
              {state.check.items.map((item) => (
                <li key={item.field}>
                  <StyledWord $ok={item.ok}>
                    {item.ok ? INVOICE_CHECK_TEXTS.ok : INVOICE_CHECK_TEXTS.notOk}:
                  </StyledWord>
                  {item.message}
                </li>
              ))}
            </ul>
          )}
          {verdict === 'mismatched' && (
            <StyledReason>
              <label htmlFor={reasonId}>{INVOICE_CHECK_TEXTS.reasonLabel}</label>
              <textarea
                id={reasonId}
                value={reason}
                maxLength={500}
                required
                disabled={disabled}
                aria-invalid={reasonError !== null}
                aria-describedby={reasonError ? messageId : undefined}
                onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onReasonChange(event.target.value)}
              />
              {reasonError && <p id={messageId}>{reasonError}</p>}
            </StyledReason>
          )}
        </>
      )}
    </StyledPanel>
  );
};
