import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from './renderWithTheme.tsx';
import { StatusSquare } from './StatusSquare.tsx';

afterEach(cleanup);

describe('StatusSquare', () => {
  it('shows its tooltip on keyboard focus and hides it on blur and Escape', async () => {
    const user = userEvent.setup();
    renderWithTheme(<StatusSquare color="success" label="Disponível" />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    const square = screen.getByRole('img', { name: 'Status' });
    expect(square).toHaveFocus();
    expect(screen.getByRole('tooltip').textContent).toBe('Disponível');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('is described by the tooltip text even while it is hidden', () => {
    renderWithTheme(<StatusSquare color="danger" label="Cancelada" />);
    expect(screen.getByRole('img', { name: 'Status', description: 'Cancelada' })).toBeInTheDocument();
  });

  it('shows the tooltip on hover', async () => {
    const user = userEvent.setup();
    renderWithTheme(<StatusSquare color="primary" label="Paga" />);
    await user.hover(screen.getByRole('img'));
    expect(screen.getByRole('tooltip').textContent).toBe('Paga');
    await user.unhover(screen.getByRole('img'));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
