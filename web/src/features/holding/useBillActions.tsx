import { type ReactNode, useMemo, useState } from 'react';
import type { BillingStatus } from '@/__generated__/types.ts';
import { notify } from '@/platform/notify.ts';
import { BatchActionBar } from '@/ui/BatchActionBar.tsx';
import { Button } from '@/ui/Button.tsx';
import { ConfirmModal } from '@/ui/ConfirmModal.tsx';
import type { DataTableColumn } from '@/ui/Table.tsx';
import { useRowSelection } from '@/ui/useRowSelection.tsx';
import { useCloseBillingMutation } from './__generated__/billingStatus.ts';
import { useBillingGeneration } from './useBillingGeneration.ts';

/** What the holding's actions read of a bill: Status Faturamento's and Faturamento's rows both have it. */
export interface ActionableBill {
  id: string;
  status: BillingStatus;
  cycle: number;
  payeeName: string;
  producerName: string;
  errorMessage?: string | null;
}

/** Batch generation takes bills awaiting an invoice only (docs/product.md §5.3: Open or Error). */
const GENERATABLE: ReadonlySet<BillingStatus> = new Set(['OPEN', 'ERROR']);
/** Statuses a holding may close (upstream's rule, docs/product.md §11.1): not queued, checked, paid or closed. */
const CLOSABLE: ReadonlySet<BillingStatus> = new Set(['OPEN', 'ERROR', 'PAYMENT_ERROR', 'READY']);
export const isClosable = (bill: Pick<ActionableBill, 'status'>) => CLOSABLE.has(bill.status);

export const CLOSE_CONFIRM_TITLE = 'Fechar fatura';
export const CLOSE_CONFIRM_TEXT = 'Tem certeza que deseja definir esta fatura como Fatura Fechada?';
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
  /** 'Emitir notas (n)' for the chosen rows. */
  batchBar: ReactNode;
  /** The close confirmation; render it once. */
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

  const onGenerate = async () => {
    const ids = selection.chosen.map((bill) => bill.id);
    if (ids.length === 0) return;
    if (await generation.start(ids)) selection.clear();
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
    header: 'Fechar',
    align: 'center',
    render: (bill) =>
      isClosable(bill) && (
        <Button
          variant="secondary"
          size="small"
          disabled={generation.running}
          onClick={() => setCloseTarget(bill)}
          aria-label={`Fechar a fatura do ${billName(bill)}`}
        >
          Fechar
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
        onAction={() => void onGenerate()}
      />
    ),
    confirm: (
      <ConfirmModal
        open={closeTarget !== null}
        title={CLOSE_CONFIRM_TITLE}
        confirmLabel="Confirmar"
        size="small"
        busy={closing}
        onConfirm={() => closeTarget && void onConfirmClose(closeTarget)}
        onCancel={() => setCloseTarget(null)}
      >
        <p>{CLOSE_CONFIRM_TEXT}</p>
      </ConfirmModal>
    ),
    requestClose: setCloseTarget,
    confirming: closeTarget !== null,
  };
};
