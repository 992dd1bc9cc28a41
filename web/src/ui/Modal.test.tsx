import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './Modal.tsx';
import { renderWithTheme } from './renderWithTheme.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type HarnessProps = Partial<Omit<ModalProps, 'open' | 'onClose'>> & { onClosed?: () => void };

const Harness = ({ onClosed, ...props }: HarnessProps) => {
  const [open, setOpen] = useState(false);
  const handleClose = () => {
    setOpen(false);
    onClosed?.();
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Modal
        title="Confirmar Exclusão"
        footer={
          <>
            <button type="button">Cancelar</button>
            <button type="button">Confirmar</button>
          </>
        }
        {...props}
        open={open}
        onClose={handleClose}
      >
        <p>Tem certeza que deseja deletar o banner?</p>
      </Modal>
    </>
  );
};

describe('Modal', () => {
  it('is a modal dialog named by its title, focused inside on open', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmar Exclusão' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClosed = vi.fn();
    renderWithTheme(<Harness onClosed={onClosed} />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledOnce();
    expect(opener).toHaveFocus();
  });

  it('closes with the Fechar button', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab focus inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const close = screen.getByRole('button', { name: 'Fechar' });
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    confirm.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  // fireEvent rather than user-event here: Testing Library's async wrapper waits on a real
  // setTimeout, which never fires under fake timers.
  it('auto-closes after autoCloseMs with a countdown bar in the given colour', () => {
    vi.useFakeTimers();
    const onClosed = vi.fn();
    renderWithTheme(<Harness autoCloseMs={5000} progressColor="accent" title="Ops!" onClosed={onClosed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Ops!' });
    expect(dialog.querySelector('[data-countdown-ms="5000"]')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByRole('dialog')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledOnce();
  });

  it('does not auto-close without autoCloseMs', () => {
    vi.useFakeTimers();
    renderWithTheme(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
