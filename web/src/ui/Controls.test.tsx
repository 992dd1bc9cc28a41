import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Button } from './Button.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { renderWithTheme } from './renderWithTheme.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('is a plain button by default and calls onClick', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Salvar</Button>);
    const button = screen.getByRole('button', { name: 'Salvar' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is disabled and busy while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Enviar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement;
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Breadcrumbs', () => {
  it('is a Trilha navigation whose last item is the current page', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithTheme(
      <Breadcrumbs
        items={[{ label: 'Material de apoio', onSelect }, { label: 'Vídeos', onSelect }, { label: 'Vídeos' }]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Trilha' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Vídeos');
    await user.click(screen.getByRole('button', { name: 'Material de apoio' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('renders route items as links', () => {
    renderWithTheme(
      <MemoryRouter>
        <Breadcrumbs
          items={[{ label: 'Gerenciador de EDs', to: '/gerenciador-ed' }, { label: 'Detalhes' }]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Gerenciador de EDs' })).toHaveAttribute(
      'href',
      '/gerenciador-ed',
    );
  });
});

describe('ProgressBar', () => {
  it('reports determinate progress, clamped to 0–100', () => {
    renderWithTheme(<ProgressBar value={140} label="Enviando nota" />);
    expect(screen.getByRole('progressbar', { name: 'Enviando nota' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
});
