import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Modal, type ModalSize } from './Modal.tsx';

export interface ConfirmModalProps {
  open: boolean;
  title: ReactNode;
  /** The danger button's text ('Revogar', 'Excluir'). */
  confirmLabel: string;
  /** The confirmed action is under way: the button spins and cannot be pressed twice. */
  busy: boolean;
  /** Defaults to the Modal's own default. */
  size?: ModalSize;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** An alert dialog asking to confirm a destructive action: 'Cancelar' and a danger button. */
export function ConfirmModal({
  open,
  title,
  confirmLabel,
  busy,
  size,
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
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
