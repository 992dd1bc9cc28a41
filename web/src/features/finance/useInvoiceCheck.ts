import { useEffect, useRef, useState } from 'react';
import type { AgentRole } from '@/__generated__/types.ts';
import { type CheckInvoiceMutation, useCheckInvoiceMutation } from './__generated__/billing.ts';
import { fileToBase64, INVOICE_CHECK_TEXTS } from './invoiceRules.ts';

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
