import { type ReactNode, useMemo, useState } from 'react';
import type { BillingStatus } from '@/__generated__/types.ts';
import { notify } from '@/platform/notify.ts';
import { BatchActionBar } from '@/ui/BatchActionBar.tsx';
import { Button } from '@/ui/Button.tsx';
import type { DataTableColumn } from '@/ui/Table.tsx';
import { useRowSelection } from '@/ui/useRowSelection.tsx';
import { useCloseBillingMutation } from './__generated__/billingStatus.ts';
import { type ActionableBill, CloseConfirm, GenerateConfirm } from './BillConfirms.tsx';
import { useBillingGeneration } from './useBillingGeneration.ts';

/** Batch generation takes bills awaiting an invoice only (docs/product.md §5.3: Open or Error). */
const GENERATABLE: ReadonlySet<BillingStatus> = new Set(['OPEN', 'ERROR']);
/** Statuses a holding may close (upstream's rule, docs/product.md §11.1): not queued, checked, paid or closed. */
const CLOSABLE: ReadonlySet<BillingStatus> = new Set(['OPEN', 'ERROR', 'PAYMENT_ERROR', 'READY']);
export const isClosable = (bill: Pick<ActionableBill, 'status'>) => CLOSABLE.has(bill.status);

export type { ActionableBill } from './BillConfirms.tsx';
export const CLOSED_TEXT = 'Fatura fechada com sucesso.';
export const GENERATE_HINT = 'Selecione faturas em Esperando NF ou Erro para emitir as notas em lote.';

/** The bill a control acts on, for screen readers ('ciclo 13, payee, producer'). */
const billName = (bill: ActionableBill) => `ciclo ${bill.cycle}, ${bill.payeeName}, ${bill.producerName}`;

export interface BillActionsOptions {
  /** Reloads the screen's list (and whatever counts it shows) after a batch or a close. */
  reload: () => Promise<unknown>;
  /** Runs once a bill was closed (Status Faturamento dismisses the bill's details). */
  onClosed?: () => void;
}

export interface BillActions<Row extends ActionableBill> {
  /** The rows as the running batch moves them (Enqueued at once, then Processing, Ready or Error). */
  rows: Row[];
  /** The checkbox column, first in the table. */
  selectColumn: DataTableColumn<Row>;
  /** A 'Fechar' button per closable row, for a table without a details dialog. */
  closeColumn: DataTableColumn<Row>;
  /** 'Emitir notas (n)' for the chosen rows; it asks to confirm before anything is sent. */
  batchBar: ReactNode;
  /** The close and batch confirmations; render them once. */
  confirm: ReactNode;
  /** Asks to confirm closing this bill. */
  requestClose: (bill: Row) => void;
  /** A bill is waiting for the close confirmation. */
  confirming: boolean;
}

/**
 * The holding's actions on a list of bills (docs/product.md §11.1), one implementation for Status
 * Faturamento and Faturamento on the payments route: choosing bills and starting batch invoice
 * generation, followed row by row while the batch runs, and closing a bill after confirming.
 */
export const useBillActions = <Row extends ActionableBill>(
  items: readonly Row[],
  { reload, onClosed }: BillActionsOptions,
): BillActions<Row> => {
  const generation = useBillingGeneration(reload);
  const [closeTarget, setCloseTarget] = useState<Row | null>(null);
  // The bills a batch would take, while its confirmation is open; nothing is sent before 'Emitir notas'.
  const [generateTargets, setGenerateTargets] = useState<readonly Row[] | null>(null);
  const [closeBilling, { loading: closing }] = useCloseBillingMutation();

  const rows = useMemo(
    () =>
      items.map((bill) => {
        const override = generation.overrides.get(bill.id);
        return override
          ? { ...bill, status: override.status, errorMessage: override.errorMessage ?? bill.errorMessage }
          : bill;
      }),
    [items, generation.overrides],
  );
  const selection = useRowSelection({
    rows,
    getId: (bill) => bill.id,
    selectable: (bill) => GENERATABLE.has(bill.status),
    disabled: generation.running,
    allLabel: 'Selecionar todas as faturas da página',
    rowLabel: (bill) => `Selecionar a fatura do ${billName(bill)}`,
  });

  const onGenerate = async (bills: readonly Row[]) => {
    setGenerateTargets(null);
    if (bills.length === 0 || !(await generation.start(bills.map((bill) => bill.id)))) return;
    selection.clear();
    // The counts and totals per status (the screen's one query) move as soon as the batch starts.
    await reload();
  };

  const onConfirmClose = async (bill: Row) => {
    try {
      await closeBilling({ variables: { billingId: bill.id } });
    } catch (error) {
      setCloseTarget(null);
      notify.error(error instanceof Error ? error.message : null);
      return;
    }
    setCloseTarget(null);
    notify.success(CLOSED_TEXT);
    onClosed?.();
    await reload();
  };

  const closeColumn: DataTableColumn<Row> = {
    key: 'close',
    header: 'Encerrar',
    align: 'center',
    render: (bill) =>
      isClosable(bill) && (
        <Button
          variant="secondary"
          size="small"
          disabled={generation.running}
          onClick={() => setCloseTarget(bill)}
          aria-label={`Encerrar a fatura do ${billName(bill)}`}
        >
          Encerrar
        </Button>
      ),
  };

  return {
    rows,
    selectColumn: selection.column,
    closeColumn,
    batchBar: (
      <BatchActionBar
        hint={GENERATE_HINT}
        label={`Emitir notas (${selection.chosen.length})`}
        count={selection.chosen.length}
        busy={generation.running}
        onAction={() => setGenerateTargets(selection.chosen)}
      />
    ),
    confirm: (
      <>
        <CloseConfirm
          bills={closeTarget && [closeTarget]}
          busy={closing}
          onConfirm={() => closeTarget && void onConfirmClose(closeTarget)}
          onCancel={() => setCloseTarget(null)}
        />
        <GenerateConfirm
          bills={generateTargets}
          busy={generation.running}
          onConfirm={() => generateTargets && void onGenerate(generateTargets)}
          onCancel={() => setGenerateTargets(null)}
        />
      </>
    ),
    requestClose: setCloseTarget,
    confirming: closeTarget !== null,
  };
};
