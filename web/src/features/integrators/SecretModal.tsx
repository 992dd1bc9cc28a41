import type { ReactNode } from 'react';
import { Button } from '@/ui/Button.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { copySecret, StyledSecret } from './formParts.ts';

interface SecretModalProps {
  open: boolean;
  title: string;
  secret: string | undefined;
  /** The accessible name of the secret's box. */
  label: string;
  onClose: () => void;
  /** What to say above the secret. */
  children: ReactNode;
}

/** A secret shown once (a key's or a webhook's signing secret), with a button that copies it. */
export const SecretModal = ({ open, title, secret, label, onClose, children }: SecretModalProps) => (
  <Modal
    open={open}
    onClose={onClose}
    title={title}
    closeOnOverlayClick={false}
    footer={
      <>
        <Button
          variant="secondary"
          onClick={() => void (secret === undefined ? undefined : copySecret(secret))}
        >
          Copiar segredo
        </Button>
        <Button onClick={onClose}>Concluir</Button>
      </>
    }
  >
    {children}
    <StyledSecret aria-label={label}>{secret}</StyledSecret>
  </Modal>
);
