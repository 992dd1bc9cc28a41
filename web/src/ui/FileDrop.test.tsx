import { MESSAGES } from '@portal/schema/messages';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileDrop } from './FileDrop.tsx';
import { rejectionText } from './fileRules.ts';
import { renderWithTheme } from './renderWithTheme.tsx';

afterEach(cleanup);

const pdf = (name = 'nota.pdf', bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const png = () => new File(['x'], 'foto.png', { type: 'image/png' });

// The rejection path must be reachable, so user-event must not pre-filter by the accept attribute.
const setup = () => userEvent.setup({ applyAccept: false });

describe('FileDrop', () => {
  it('rejects a non-PDF file with the spec text', async () => {
    const user = setup();
    const onChange = vi.fn();
    const onErrorChange = vi.fn();
    renderWithTheme(<FileDrop label="Nota fiscal" onChange={onChange} onErrorChange={onErrorChange} />);
    await user.upload(screen.getByLabelText('Nota fiscal'), png());
    expect(screen.getByRole('alert').textContent).toBe('Somente arquivos no formato PDF');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(onErrorChange).toHaveBeenLastCalledWith('Somente arquivos no formato PDF');
  });

  it('accepts a PDF and shows its name with a remove button', async () => {
    const user = setup();
    const onChange = vi.fn();
    renderWithTheme(<FileDrop label="Nota fiscal" onChange={onChange} />);
    const file = pdf();
    await user.upload(screen.getByLabelText('Nota fiscal'), file);
    expect(onChange).toHaveBeenLastCalledWith(file);
    expect(screen.getByText('nota.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remover arquivo nota.pdf' }));
    expect(screen.queryByText('nota.pdf')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('accepts a dropped PDF and rejects a dropped image', () => {
    const onChange = vi.fn();
    renderWithTheme(<FileDrop label="Nota fiscal" onChange={onChange} />);
    const zone = screen.getByText('Arraste e solte o arquivo aqui ou clique para selecionar');
    const file = pdf('solta.pdf');
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(onChange).toHaveBeenLastCalledWith(file);
    fireEvent.drop(zone, { dataTransfer: { files: [png()] } });
    expect(screen.getByRole('alert').textContent).toBe('Somente arquivos no formato PDF');
  });

  it('rejects a file over the maximum size with the derived or given message', async () => {
    const user = setup();
    const { rerender } = renderWithTheme(<FileDrop label="Nota fiscal" maxBytes={5 * 1024 * 1024} />);
    await user.upload(screen.getByLabelText('Nota fiscal'), pdf('grande.pdf', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('O arquivo anexado deverá ter no máximo 5MB.');
    rerender(<FileDrop label="Nota fiscal" maxBytes={4} maxSizeMessage="Arquivo grande demais." />);
    await user.upload(screen.getByLabelText('Nota fiscal'), pdf('nota.pdf', 5));
    expect(screen.getByRole('alert').textContent).toBe('Arquivo grande demais.');
  });

  it('shows the required text until a file is chosen', async () => {
    const user = setup();
    renderWithTheme(<FileDrop label="Nota fiscal" required />);
    expect(screen.getByText(MESSAGES.required)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Nota fiscal'), pdf());
    expect(screen.queryByText(MESSAGES.required)).not.toBeInTheDocument();
  });

  it('derives the rejection text from other accept lists', async () => {
    expect(rejectionText(['image/png', 'image/jpeg', '.jpg'])).toBe(
      'Somente arquivos nos formatos PNG, JPEG ou JPG',
    );
    const user = setup();
    renderWithTheme(<FileDrop label="Imagem" accept={['.png']} />);
    await user.upload(screen.getByLabelText('Imagem'), pdf());
    expect(screen.getByRole('alert').textContent).toBe('Somente arquivos no formato PNG');
  });
});
