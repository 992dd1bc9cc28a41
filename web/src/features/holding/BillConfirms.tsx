import type { BillingStatus } from '@/__generated__/types.ts';
import { formatCents } from '@/lib/money.ts';
import { getBillingStatus } from '@/lib/status.ts';
import { ConfirmModal } from '@/ui/ConfirmModal.tsx';
import { StatusBadge } from '@/ui/StatusBadge.tsx';

/** What the holding's actions read of a bill: Status Faturamento's and Faturamento's rows both have it. */
export interface ActionableBill {
  id: string;
  status: BillingStatus;
  cycle: number;
  payeeName: string;
  producerName: string;
  /** Cents: the batch confirmation totals the chosen bills. */
  value: number;
  errorMessage?: string | null;
}

/**
 * 'Encerrar', not 'Fechar': next to 'Voltar' in a bill's details, 'Fechar fatura' read like closing
 * the window (issue #29). The status it leads to keeps the spec's name, 'Fatura Fechada'.
 */
export const CLOSE_CONFIRM_TITLE = 'Encerrar fatura';
export const CLOSE_CONFIRM_TEXT = 'Tem certeza que deseja definir esta fatura como Fatura Fechada?';

/** 'Emitir 3 notas fiscais, total R$ 1.234,56?': the batch's count and total, before it starts. */
export const generateQuestion = (bills: readonly Pick<ActionableBill, 'value'>[]) => {
  const total = bills.reduce((sum, bill) => sum + bill.value, 0);
  const notes = bills.length === 1 ? '1 nota fiscal' : `${bills.length} notas fiscais`;
  return `Emitir ${notes}, total ${formatCents(total)}?`;
};

interface ConfirmProps<Row extends ActionableBill> {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** null: the dialog is closed. */
  bills: readonly Row[] | null;
}

/** Asks before a batch invoice generation starts: how many invoices, for how much, for whom. */
export const GenerateConfirm = <Row extends ActionableBill>({
  bills,
  busy,
  onConfirm,
  onCancel,
}: ConfirmProps<Row>) => {
  const chosen = bills ?? [];
  const payees = [...new Set(chosen.map((bill) => bill.payeeName))];
  const cycles = [...new Set(chosen.map((bill) => bill.cycle))].sort((a, b) => a - b);
  return (
    <ConfirmModal
      open={bills !== null}
      title="Emitir notas fiscais"
      confirmLabel="Emitir notas"
      tone="primary"
      size="small"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      facts={[
        { term: cycles.length === 1 ? 'Ciclo' : 'Ciclos', value: cycles.join(', ') },
        {
          term: payees.length === 1 ? 'Favorecido' : 'Favorecidos',
          // A long batch names the first few payees and counts the rest, so the dialog stays short.
          value:
            payees.length > 3
              ? `${payees.slice(0, 3).join(', ')} e mais ${payees.length - 3}`
              : payees.join(', '),
        },
      ]}
    >
      <p>{generateQuestion(chosen)}</p>
    </ConfirmModal>
  );
};

/** Asks before a bill is closed, naming the bill: cycle, payee, producer, value and status. */
export const CloseConfirm = <Row extends ActionableBill>({
  bills,
  busy,
  onConfirm,
  onCancel,
}: ConfirmProps<Row>) => {
  const bill = bills?.[0];
  return (
    <ConfirmModal
      open={bill !== undefined}
      title={CLOSE_CONFIRM_TITLE}
      confirmLabel={CLOSE_CONFIRM_TITLE}
      size="small"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      facts={
        bill && [
          { term: 'Ciclo', value: bill.cycle },
          { term: 'Favorecido', value: bill.payeeName },
          { term: 'Produtora', value: bill.producerName },
          { term: 'Valor', value: formatCents(bill.value) },
          { term: 'Status atual', value: <StatusBadge status={getBillingStatus(bill.status)} /> },
        ]
      }
    >
      <p>{CLOSE_CONFIRM_TEXT}</p>
    </ConfirmModal>
  );
};
