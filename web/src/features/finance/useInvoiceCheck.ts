import { useEffect, useRef, useState } from 'react';
import type { AgentRole } from '@/__generated__/types.ts';
import { type CheckInvoiceMutation, useCheckInvoiceMutation } from './__generated__/billing.ts';
import { type CheckVerdict, checkVerdict, fileToBase64, INVOICE_CHECK_TEXTS } from './invoiceRules.ts';

export type InvoiceCheckResult = CheckInvoiceMutation['checkInvoice'];

export type InvoiceCheckState =
  | { stage: 'idle' }
  | { stage: 'checking' }
  | { stage: 'done'; check: InvoiceCheckResult }
  | { stage: 'failed'; message: string };

/**
 * The dialog's check of the chosen file against the chosen bill (issue #33): it runs as soon as
 * both are known, before anything is sent, and again when either changes; an answer for an earlier
 * choice is dropped. The server reads the file (PDF text layer or NFS-e XML) and compares it.
 */
export const useInvoiceCheck = (
  side: AgentRole | null,
  billingId: string | null,
  file: File | null,
): InvoiceCheckState => {
  const [checkInvoice] = useCheckInvoiceMutation();
  const [state, setState] = useState<InvoiceCheckState>({ stage: 'idle' });
  const latest = useRef(0);

  useEffect(() => {
    const request = latest.current + 1;
    latest.current = request;
    if (!billingId || !file) {
      setState({ stage: 'idle' });
      return;
    }
    setState({ stage: 'checking' });
    const run = async () => {
      try {
        const pdf = await fileToBase64(file);
        const { data } = await checkInvoice({ variables: { billingId, pdf, as: side } });
        if (latest.current !== request) return;
        setState(
          data
            ? { stage: 'done', check: data.checkInvoice }
            : { stage: 'failed', message: INVOICE_CHECK_TEXTS.failed },
        );
      } catch (error) {
        if (latest.current !== request) return;
        // The gateway's pt-BR reason (a malformed XML, an entity declaration) is the message.
        setState({
          stage: 'failed',
          message: error instanceof Error ? error.message : INVOICE_CHECK_TEXTS.failed,
        });
      }
    };
    void run();
  }, [billingId, file, side, checkInvoice]);

  return state;
};

export interface InvoiceCheckStep {
  checkState: InvoiceCheckState;
  /** The check's verdict once it answered; null before, after a failure, or for integrated accounts. */
  verdict: CheckVerdict | null;
  /** The payee's reason for a mismatch, emptied when another file is chosen. */
  reason: string;
  setReason: (reason: string) => void;
}

/** The dialog's check step: the check of a valid file for the chosen bill, its verdict and the reason. */
export const useInvoiceCheckStep = ({
  side,
  integrated,
  target,
  file,
  fileError,
}: {
  side: AgentRole | null;
  integrated: boolean;
  target: { id: string } | null;
  file: File | null;
  fileError: string | null;
}): InvoiceCheckStep => {
  const checkState = useInvoiceCheck(
    side,
    integrated ? null : (target?.id ?? null),
    fileError === null ? file : null,
  );
  const [reason, setReason] = useState('');
  // A reason was given for one file: another file is checked, and argued, afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on a new file only
  useEffect(() => setReason(''), [file]);
  return {
    checkState,
    verdict: checkState.stage === 'done' ? checkVerdict(checkState.check) : null,
    reason,
    setReason,
  };
};
