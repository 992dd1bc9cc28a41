import { useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '@/lib/dates.ts';
import { formatCnpj } from '@/lib/documents.ts';
import { formatCents } from '@/lib/money.ts';
import { getBillingStatus } from '@/lib/status.ts';
import { Button } from '@/ui/Button.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { StatusLabel } from '@/ui/StatusLabel.tsx';
import type { BillingStatus_BillFragment } from './__generated__/billingStatus.ts';

/** Statuses a holding may close (upstream's rule, docs/product.md §5.3): not queued, checked, paid or closed. */
const CLOSABLE: ReadonlySet<string> = new Set(['OPEN', 'ERROR', 'PAYMENT_ERROR', 'READY']);
export const isClosable = (bill: BillingStatus_BillFragment) => CLOSABLE.has(bill.status);

export const CLOSE_CONFIRM_TITLE = 'Fechar fatura';
export const CLOSE_CONFIRM_TEXT = 'Tem certeza que deseja definir esta fatura como Fatura Fechada?';

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
  closing: boolean;
  onClose: () => void;
  onCloseBill: (bill: BillingStatus_BillFragment) => Promise<void>;
}

/** A bill's details (docs/product.md §5.4's read-only fields) and, when its status allows, closing it. */
export const BillDetailModal = ({ bill, closing, onClose, onCloseBill }: BillDetailModalProps) => {
  const [confirming, setConfirming] = useState(false);
  const dismiss = () => {
    setConfirming(false);
    onClose();
  };
  if (!bill) return null;
  const message = bill.errorMessage ?? bill.statusMessage;
  return (
    <>
      <Modal
        open={!confirming}
        onClose={dismiss}
        title={`Fatura do ciclo ${bill.cycle}`}
        footer={
          <>
            <Button variant="secondary" onClick={dismiss}>
              Voltar
            </Button>
            {isClosable(bill) && (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                Fechar fatura
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
            <StatusLabel status={getBillingStatus(bill.status)} />
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
        {message && (
          <StyledError>
            <h3>Descrição do status</h3>
            <p>{message}</p>
          </StyledError>
        )}
      </Modal>
      <Modal
        open={confirming}
        alert
        size="small"
        onClose={() => setConfirming(false)}
        title={CLOSE_CONFIRM_TITLE}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
            <Button
              variant="danger"
              loading={closing}
              onClick={() => void onCloseBill(bill).then(() => setConfirming(false))}
            >
              Confirmar
            </Button>
          </>
        }
      >
        <p>{CLOSE_CONFIRM_TEXT}</p>
      </Modal>
    </>
  );
};
