import { TOAST_SUCCESS_MS } from '@portal/schema/constants';
import { MESSAGES } from '@portal/schema/messages';
import { invoiceFileError } from '@portal/schema/validation/invoice';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { AgentRole } from '@/__generated__/types.ts';
import { Button } from '@/ui/Button.tsx';
import { FileDrop } from '@/ui/FileDrop.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { ProgressBar } from '@/ui/ProgressBar.tsx';
import { SelectField } from '@/ui/SelectField.tsx';
import { TextField } from '@/ui/TextField.tsx';
import type { InvoiceModal_BillingFragment } from './__generated__/billing.ts';
import { InvoiceCheckPanel } from './InvoiceCheckPanel.tsx';
import { InvoiceResultPanel } from './InvoiceResultPanel.tsx';
import {
  billingsOfCycle,
  canSendInvoice,
  cycleChoices,
  INVOICE_CHECK_TEXTS,
  invoiceCandidates,
  invoiceDisplay,
  invoiceVerb,
  reasonError,
} from './invoiceRules.ts';
import { useInvoiceCheckStep } from './useInvoiceCheck.ts';
import { useInvoiceSender } from './useInvoiceSender.ts';

type Billing = InvoiceModal_BillingFragment;

/** A PDF with a text layer, or the national NFS-e XML (issue #33). */
const INVOICE_ACCEPT = ['application/pdf', '.pdf', 'application/xml', 'text/xml', '.xml'] as const;

export interface InvoiceModalProps {
  /** The billing the dialog was opened for (billing details). */
  billing: Billing;
  /** Billings awaiting an invoice, for the cycle choice (docs/product.md §5.5). */
  openPayments: readonly Billing[];
  /** Integrated accounts (DMEI, BBP) generate the invoice instead of uploading it. */
  integrated: boolean;
  /** The agent's side the bill belongs to (null for non-agents). */
  side: AgentRole | null;
  onClose: () => void;
}

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/**
 * The invoice dialog of docs/product.md §5.5. Mount it only while open: closing unmounts it, which resets the
 * form and cancels an upload still running.
 */
export const InvoiceModal = ({ billing, openPayments, integrated, side, onClose }: InvoiceModalProps) => {
  const formId = useId();
  const cycleId = useId();
  const producerId = useId();
  const resultRef = useRef<HTMLHeadingElement>(null);
  const sender = useInvoiceSender(side);
  const candidates = invoiceCandidates(billing, openPayments);
  const [cycle, setCycle] = useState<number | null>(billing.cycle);
  const [targetId, setTargetId] = useState<string | null>(billing.id);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const matches = billingsOfCycle(candidates, cycle);
  const target = matches.find((candidate) => candidate.id === targetId) ?? null;
  const display = invoiceDisplay(target);
  const sending = sender.stage === 'sending';
  const finished = sender.stage === 'success' || sender.stage === 'failure';
  // Issue #33: the chosen file is read and compared with the chosen bill before anything is sent.
  const step = useInvoiceCheckStep({ side, integrated, target, file, fileError });
  const { checkState, verdict, reason, setReason } = step;
  const sendState = { integrated, billing: target, file, fileError, sending, verdict, reason };
  const verb = verdict === 'mismatched' ? INVOICE_CHECK_TEXTS.sendAnyway : invoiceVerb(integrated);

  // The form disappears when the result shows: its heading takes the focus, so it is read out.
  useEffect(() => {
    if (finished) resultRef.current?.focus();
  }, [finished]);

  const handleCycleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value === '' ? null : Number(event.target.value);
    const nextMatches = billingsOfCycle(candidates, next);
    // Same producer as before when that producer has a bill in the new cycle, else the first.
    const sameProducer = nextMatches.find((candidate) => candidate.producerCnpj === target?.producerCnpj);
    setCycle(next);
    setTargetId((sameProducer ?? nextMatches[0])?.id ?? null);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!target || !canSendInvoice(sendState)) return;
    if (integrated) void sender.generate(target.id);
    else if (file) void sender.upload(target.id, file, verdict === 'mismatched' ? reason : undefined);
  };

  const footer = finished ? (
    <>
      {sender.stage === 'failure' && (
        <Button variant="secondary" onClick={sender.reset}>
          TENTAR NOVAMENTE
        </Button>
      )}
      <Button onClick={onClose}>FECHAR</Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose} disabled={sending}>
        CANCELAR
      </Button>
      <Button type="submit" form={formId} loading={sending} disabled={!canSendInvoice(sendState)}>
        {verb}
      </Button>
    </>
  );

  return (
    <Modal
      open
      onClose={sending ? () => undefined : onClose}
      title={`${invoiceVerb(integrated)} NOTA FISCAL`}
      footer={footer}
      closeOnOverlayClick={!sending}
      hideCloseButton={sending}
      autoCloseMs={sender.stage === 'success' ? TOAST_SUCCESS_MS : undefined}
    >
      {finished ? (
        <InvoiceResultPanel ref={resultRef} success={sender.stage === 'success'} />
      ) : (
        <Stack
          as="form"
          id={formId}
          onSubmit={handleSubmit}
          aria-label={`${invoiceVerb(integrated)} nota fiscal`}
        >
          <StyledRow>
            <SelectField>
              <label htmlFor={cycleId}>Ciclo</label>
              <select id={cycleId} value={cycle ?? ''} onChange={handleCycleChange} disabled={sending}>
                <option value="">Selecione o ciclo</option>
                {cycleChoices(candidates).map((number) => (
                  <option key={number} value={number}>
                    {`Ciclo ${number}`}
                  </option>
                ))}
              </select>
            </SelectField>
            <SelectField>
              <label htmlFor={producerId}>Produtor</label>
              <select
                id={producerId}
                value={target?.id ?? ''}
                onChange={(event) => setTargetId(event.target.value)}
                disabled={sending || matches.length <= 1}
              >
                {matches.length === 0 && <option value="">Nenhum produtor</option>}
                {matches.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.producerName}
                  </option>
                ))}
              </select>
            </SelectField>
          </StyledRow>
          <StyledRow>
            <TextField label="Valor" value={display.value} readOnly />
            <TextField label="CNPJ da empresa" value={display.companyId} readOnly />
          </StyledRow>
          {integrated ? (
            <StyledNote>
              A nota fiscal será emitida pela integração da sua conta para o ciclo escolhido.
            </StyledNote>
          ) : (
            <FileDrop
              label="Nota fiscal (PDF ou XML da NFS-e)"
              accept={INVOICE_ACCEPT}
              value={file}
              onChange={setFile}
              onErrorChange={setFileError}
              validate={invoiceFileError}
              rejectMessage={MESSAGES.invoiceNotPdf}
              required
              disabled={sending}
            />
          )}
          <InvoiceCheckPanel
            state={checkState}
            verdict={verdict}
            reason={reason}
            onReasonChange={setReason}
            reasonError={reason === '' ? null : reasonError(reason)}
            disabled={sending}
          />
          {sending && <ProgressBar value={sender.progress} label="Envio da nota fiscal" />}
        </Stack>
      )}
    </Modal>
  );
};
