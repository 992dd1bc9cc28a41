import { useEffect, useState } from 'react';
import type { BillingStatus, InvoiceGenerationState } from '@/__generated__/types.ts';
import { visiblePolling } from '@/lib/visiblePolling.ts';
import { notify } from '@/platform/notify.ts';
import {
  useBillingGenerationQuery,
  useStartBillingGenerationMutation,
} from './__generated__/billingStatus.ts';

/** docs/product.md §11.1 Status Faturamento: the exact toasts of starting batch generation. */
export const GENERATION_STARTED_TEXT = 'Processo de emissão de notas iniciado!';
export const GENERATION_FAILED_TEXT = 'Falha ao iniciar processo de geração de notas.';

/** How often a running batch is read (only while the tab is visible). */
export const GENERATION_POLL_MS = 1000;

/** What a row shows while its generation runs: the bill's status as the job moves it. */
export interface RowOverride {
  status: BillingStatus;
  errorMessage: string | null;
}

const STATUS_OF: Record<InvoiceGenerationState, BillingStatus> = {
  QUEUED: 'ENQUEUED',
  RUNNING: 'PROCESSING',
  DONE: 'READY',
  FAILED: 'ERROR',
};

const isFinished = (state: InvoiceGenerationState) => state === 'DONE' || state === 'FAILED';

/**
 * Starts batch invoice generation and follows it: the chosen rows show Enqueued at once (before
 * upstream answers), then each moves as the polled batch reports it, with no page reload. When
 * the batch ends, `onFinished` reloads the list (and its counts), whose statuses replace the rows'.
 */
export const useBillingGeneration = (onFinished: () => Promise<unknown>) => {
  const [overrides, setOverrides] = useState<ReadonlyMap<string, RowOverride>>(new Map());
  const [batchId, setBatchId] = useState<string | null>(null);
  const [startGeneration, { loading: starting }] = useStartBillingGenerationMutation();
  const { data } = useBillingGenerationQuery({
    variables: { id: batchId ?? '' },
    skip: batchId === null,
    fetchPolicy: 'network-only',
    ...visiblePolling(GENERATION_POLL_MS),
  });

  const batch = data?.invoiceGeneration;
  useEffect(() => {
    if (!batch || batch.id !== batchId) return;
    setOverrides(
      new Map(
        batch.items.map((item) => [
          item.billingId,
          { status: STATUS_OF[item.state], errorMessage: item.errorMessage ?? null },
        ]),
      ),
    );
    if (!isFinished(batch.state)) return;
    setBatchId(null);
    void onFinished().finally(() => setOverrides(new Map()));
  }, [batch, batchId, onFinished]);

  const start = async (billingIds: readonly string[]): Promise<boolean> => {
    const before = overrides;
    setOverrides(
      new Map([
        ...before,
        ...billingIds.map((id) => [id, { status: 'ENQUEUED', errorMessage: null }] as const),
      ]),
    );
    try {
      const result = await startGeneration({ variables: { billingIds: [...billingIds] } });
      const started = result.data?.startInvoiceGeneration;
      if (!started) throw new Error('no batch');
      notify.success(GENERATION_STARTED_TEXT);
      setBatchId(started.id);
      return true;
    } catch {
      setOverrides(before);
      notify.error(GENERATION_FAILED_TEXT);
      return false;
    }
  };

  return { overrides, start, running: starting || batchId !== null };
};
