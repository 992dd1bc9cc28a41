import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button.tsx';
import { Modal, type ModalSize } from './Modal.tsx';

/** One line of what the confirmed action will touch ('Favorecido', 'Maria Souza'). */
export interface ConfirmFact {
  term: string;
  value: ReactNode;
}

export interface ConfirmModalProps {
  open: boolean;
  title: ReactNode;
  /** The confirming button's text ('Revogar', 'Excluir', 'Encerrar fatura'). */
  confirmLabel: string;
  /** The confirmed action is under way: the button spins and cannot be pressed twice. */
  busy: boolean;
  /** Defaults to the Modal's own default. */
  size?: ModalSize;
  /**
   * 'danger' (the default) for what removes or ends something; 'primary' for a batch that starts
   * work, so starting invoices does not look like deleting them.
   */
  tone?: 'danger' | 'primary';
  /** What the action will act on, shown as a short list under the question. */
  facts?: readonly ConfirmFact[];
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(1, 4)};
  margin: ${({ theme }) => theme.spacing(4, 0, 0)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  /* The div only groups a term with its value (valid dl markup); the grid lays out dt and dd. */
  & > div {
    display: contents;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/**
 * An alert dialog that says what will happen before a batch or irreversible action is sent: the
 * question, what it acts on ('facts'), 'Cancelar' and the confirming button. Nothing is requested
 * until the confirming button is pressed.
 */
export function ConfirmModal({
  open,
  title,
  confirmLabel,
  busy,
  size,
  tone = 'danger',
  facts,
  onConfirm,
  onCancel,
  children,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size={size}
      alert
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
          <Button variant={tone} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {facts && facts.length > 0 && (
        <StyledFacts>
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </StyledFacts>
      )}
    </Modal>
  );
}
