import { useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '@/lib/dates.ts';
import { formatCnpj } from '@/lib/documents.ts';
import { formatCents } from '@/lib/money.ts';
import { getBillingStatus } from '@/lib/status.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import {
  type BillingStatus_BillFragment,
  useApproveBillingInvoiceMutation,
} from './__generated__/billingStatus.ts';
import { CLOSE_CONFIRM_TITLE } from './BillConfirms.tsx';
import { InvoiceCheckFacts } from './InvoiceCheckFacts.tsx';
import { PAYMENT_TITLE, PaymentConfirm } from './PaymentConfirm.tsx';
import { isClosable } from './useBillActions.tsx';

const StyledFields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing(2, 4)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

const StyledError = styled.div`
  margin-top: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.medium};

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }

  p {
    margin: 0;
  }
`;

export interface BillDetailModalProps {
  bill: BillingStatus_BillFragment | null;
  onClose: () => void;
  /** Asks to confirm closing the bill (useBillActions' confirmation). */
  onCloseBill: (bill: BillingStatus_BillFragment) => void;
  /** Runs once the bill's invoice was approved (the list reloads its counts). */
  onApproved?: () => void;
}

export const APPROVED_TEXT = 'Nota fiscal aprovada.';

/**
 * A bill's details (docs/product.md §5.4's read-only fields) and, when its status allows, closing
 * it or (READY) recording its payment; the details come back after the payment with the new status.
 */
export const BillDetailModal = ({
  bill: listed,
  onClose: onDismiss,
  onCloseBill,
  onApproved,
}: BillDetailModalProps) => {
  const [paying, setPaying] = useState(false);
  const [approveInvoice, { loading: approving }] = useApproveBillingInvoiceMutation();
  // The bill as its payment left it: a list filtered by READY drops it on reload, and the details
  // must still show the new status until they are closed.
  const [recorded, setRecorded] = useState<BillingStatus_BillFragment | null>(null);
  const bill = listed ?? recorded;
  if (!bill) return null;
  const onClose = () => {
    setRecorded(null);
    onDismiss();
  };
  // One dialog at a time: the payment's confirmation replaces the details while it is open.
  if (paying) {
    return (
      <PaymentConfirm
        bill={bill}
        onDone={(result) => {
          setPaying(false);
          if (result) setRecorded(result);
        }}
      />
    );
  }
  const message = bill.errorMessage ?? bill.statusMessage;
  // Issue #33: a note that matched is approved in one step; one that did not shows why above the button.
  const approve = async () => {
    try {
      const { data } = await approveInvoice({ variables: { billingId: bill.id } });
      if (data) setRecorded(data.approveBillingInvoice);
      notify.success(APPROVED_TEXT);
      onApproved?.();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : null);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={`Fatura do ciclo ${bill.cycle}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Voltar
          </Button>
          {bill.status === 'PROCESSING' && (
            <Button variant="primary" loading={approving} onClick={() => void approve()}>
              {bill.invoiceCheck?.outcome === 'MATCHED' ? 'Aprovar nota' : 'Aprovar mesmo assim'}
            </Button>
          )}
          {bill.status === 'READY' && (
            <Button variant="primary" onClick={() => setPaying(true)}>
              {PAYMENT_TITLE}
            </Button>
          )}
          {isClosable(bill) && (
            <Button
              variant="danger"
              onClick={() => {
                // The close confirmation replaces the details; a recorded bill is not kept behind it.
                setRecorded(null);
                onCloseBill(bill);
              }}
            >
              {CLOSE_CONFIRM_TITLE}
            </Button>
          )}
        </>
      }
    >
      <StyledFields>
        <dt>Ciclo</dt>
        <dd>{bill.cycle}</dd>
        <dt>Valor</dt>
        <dd>{formatCents(bill.value)}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={getBillingStatus(bill.status)} />
        </dd>
        <dt>Favorecido</dt>
        <dd>{bill.payeeName}</dd>
        <dt>Produtora</dt>
        <dd>{bill.producerName}</dd>
        <dt>CNPJ</dt>
        <dd>{formatCnpj(bill.producerCnpj)}</dd>
        <dt>Atualizada em</dt>
        <dd>{formatDateTime(bill.updatedAt)}</dd>
      </StyledFields>
      {bill.invoiceCheck && <InvoiceCheckFacts check={bill.invoiceCheck} />}
      {message && (
        <StyledError>
          <h3>Descrição do status</h3>
          <p>{message}</p>
        </StyledError>
      )}
    </Modal>
  );
};
