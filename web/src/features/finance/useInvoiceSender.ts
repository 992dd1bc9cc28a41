import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import type { AgentRole } from '@/__generated__/types.ts';
import { GraphQLRequestError, sendWithProgress } from '@/platform/apollo/sendWithProgress.ts';
import { useSessionStore, useSignOut } from '@/platform/session/SessionProvider.tsx';
import {
  type InvoiceResult_BillingFragment,
  InvoiceResult_BillingFragmentDoc,
  UploadInvoiceDocument,
  useGenerateInvoiceMutation,
} from './__generated__/billing.ts';
import { fileToBase64 } from './invoiceRules.ts';

export type SendStage = 'idle' | 'sending' | 'success' | 'failure';

export interface InvoiceSender {
  stage: SendStage;
  /** Upload progress, 0–100. */
  progress: number;
  /**
   * Uploads the PDF or NFS-e XML for the bill (docs/product.md §5.5), reporting progress; `reason`
   * for a note the check found not to match (issue #33).
   */
  upload: (billingId: string, file: File, reason?: string) => Promise<void>;
  /** Integrated accounts: has the invoice generated instead. */
  generate: (billingId: string) => Promise<void>;
  /** Back to the form, e.g. to try again. */
  reset: () => void;
}

/**
 * Sends an invoice and tracks the stage the modal shows. The upload goes over XMLHttpRequest for
 * its progress events, so its answer is written to the Apollo cache here: the billing's new status
 * then shows everywhere it is displayed, as after any mutation.
 */
export const useInvoiceSender = (side: AgentRole | null): InvoiceSender => {
  const client = useApolloClient();
  const store = useSessionStore();
  const signOut = useSignOut();
  const [generateInvoice] = useGenerateInvoiceMutation();
  const [stage, setStage] = useState<SendStage>('idle');
  const [progress, setProgress] = useState(0);
  const abortRef = useRef<AbortController | null>(null);

  // Leaving the page cancels an upload still running: nobody would see its result.
  useEffect(() => () => abortRef.current?.abort(), []);

  const writeResult = (billing: InvoiceResult_BillingFragment) => {
    client.cache.writeFragment({
      id: client.cache.identify({ __typename: 'Billing', id: billing.id }),
      fragment: InvoiceResult_BillingFragmentDoc,
      data: billing,
    });
  };

  const upload = async (billingId: string, file: File, reason?: string) => {
    setStage('sending');
    setProgress(0);
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      const pdf = await fileToBase64(file);
      const data = await sendWithProgress(
        UploadInvoiceDocument,
        { billingId, pdf, as: side, reason: reason?.trim() || null },
        {
          token: store.getToken(),
          signal: controller.signal,
          onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
          transformDocument: (document) => client.cache.transformDocument(document),
        },
      );
      writeResult(data.uploadInvoice);
      setProgress(100);
      setStage('success');
    } catch (error) {
      if (controller.signal.aborted) return;
      // docs/product.md §2.3: a 401 here ends the session like on any other request.
      if (error instanceof GraphQLRequestError && error.unauthenticated) {
        await signOut();
        return;
      }
      setStage('failure');
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  const generate = async (billingId: string) => {
    setStage('sending');
    setProgress(0);
    try {
      // The mutation returns the billing, so Apollo updates it in the cache by itself.
      await generateInvoice({ variables: { billingId, as: side } });
      setProgress(100);
      setStage('success');
    } catch {
      setStage('failure');
    }
  };

  const reset = () => {
    setStage('idle');
    setProgress(0);
  };

  return { stage, progress, upload, generate, reset };
};
