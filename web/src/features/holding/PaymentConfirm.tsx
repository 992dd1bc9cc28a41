import {
  BILL_PAYMENT_OUTCOMES,
  type BillPaymentOutcomeName,
  PAYMENT_REASON_MAX,
  PAYMENT_REASON_MIN,
  recordBillPaymentSchema,
} from '@portal/schema';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { ValidationError } from 'yup';
import { formatCents } from '@/lib/money.ts';
import { notify } from '@/platform/notify.ts';
import { ConfirmModal } from '@/ui/ConfirmModal.tsx';
import { TextField } from '@/ui/TextField.tsx';
import type { BillingStatus_BillFragment } from './__generated__/billingStatus.ts';
import { useRecordBillPaymentMutation } from './__generated__/billPayment.ts';

export const PAYMENT_TITLE = 'Registrar pagamento';
export const PAYMENT_TEXTS: Record<BillPaymentOutcomeName, { option: string; done: string }> = {
  PAID: { option: 'Pago', done: 'Pagamento registrado.' },
  FAILED: { option: 'Erro no pagamento', done: 'Erro no pagamento registrado.' },
};

const StyledOutcomes = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: ${({ theme }) => theme.spacing(4, 0)};
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.spacing(2)};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
    min-height: 32px;
  }
`;

export interface PaymentConfirmProps {
  /** A READY bill; null: the dialog is closed. */
  bill: BillingStatus_BillFragment | null;
  /** Cancelar (null), or the payment was recorded: the bill with its new status. */
  onDone: (recorded: BillingStatus_BillFragment | null) => void;
}

/**
 * 'Registrar pagamento' (issue #30): after paying a READY bill through the bank, the holding says
 * how it went, Pago or Erro no pagamento with the reason (the payee's e-mail carries it). Nothing
 * is sent before 'Registrar'; the reason is checked with the gateway's own rule.
 */
export const PaymentConfirm = ({ bill, onDone }: PaymentConfirmProps) => {
  const name = useId();
  const [outcome, setOutcome] = useState<BillPaymentOutcomeName>('PAID');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  // The counts per status on Status Faturamento move with the bill.
  const [record, { loading }] = useRecordBillPaymentMutation({ refetchQueries: ['HoldingBills'] });

  const close = (recorded: BillingStatus_BillFragment | null = null) => {
    setOutcome('PAID');
    setReason('');
    setError(undefined);
    onDone(recorded);
  };

  const onConfirm = async () => {
    if (!bill) return;
    let variables: { billingId: string; outcome: BillPaymentOutcomeName; reason: string | null };
    try {
      variables = await recordBillPaymentSchema.validate({ billingId: bill.id, outcome, reason });
    } catch (invalid) {
      setError(invalid instanceof ValidationError ? invalid.message : undefined);
      return;
    }
    let recorded: BillingStatus_BillFragment | null;
    try {
      recorded = (await record({ variables })).data?.recordBillPayment ?? null;
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : null);
      close();
      return;
    }
    notify.success(PAYMENT_TEXTS[outcome].done);
    close(recorded);
  };

  return (
    <ConfirmModal
      open={bill !== null}
      title={PAYMENT_TITLE}
      confirmLabel="Registrar"
      tone="primary"
      size="small"
      busy={loading}
      onConfirm={() => void onConfirm()}
      onCancel={() => close()}
      facts={
        bill
          ? [
              { term: 'Favorecido', value: bill.payeeName },
              { term: 'Valor', value: formatCents(bill.value) },
              { term: 'Ciclo', value: bill.cycle },
            ]
          : undefined
      }
    >
      <p>Como foi o pagamento desta fatura pelo banco? O favorecido recebe um e-mail com o resultado.</p>
      <StyledOutcomes>
        <legend>Resultado</legend>
        {BILL_PAYMENT_OUTCOMES.map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={outcome === option}
              onChange={() => {
                setOutcome(option);
                setError(undefined);
              }}
            />
            {PAYMENT_TEXTS[option].option}
          </label>
        ))}
      </StyledOutcomes>
      {outcome === 'FAILED' && (
        <TextField
          label="Motivo do erro"
          required
          maxLength={PAYMENT_REASON_MAX}
          value={reason}
          error={error}
          hint={`De ${PAYMENT_REASON_MIN} a ${PAYMENT_REASON_MAX} caracteres; o favorecido vê este motivo.`}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      )}
    </ConfirmModal>
  );
};
