import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, renderApp } from '@/app/testing/renderApp.tsx';

describe('Criar Banner: a form that says what is missing', () => {
  it('marks the required fields and says why Criar Banner is disabled, as the type changes', async () => {
    const events = userEvent.setup();
    renderApp({
      path: '/gerenciador-banner',
      user: demoUser('holding'),
      handlers: [['Banners', () => ({ data: { banners: [] } })]],
    });
    await events.click(await screen.findByRole('button', { name: 'Adicionar Banner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Criar Banner' });
    const submit = within(dialog).getByRole('button', { name: 'Criar Banner' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Para salvar, preencha Nome e Tipo.');
    // Required fields say so to assistive technology and show the mark.
    expect(within(dialog).getByLabelText('Nome')).toHaveAttribute('aria-required', 'true');
    expect(within(dialog).getByText('Tipo')).toHaveAttribute('data-required');

    await events.type(within(dialog).getByLabelText('Nome'), 'Natal');
    await events.selectOptions(within(dialog).getByLabelText('Tipo'), 'TEXTUAL');
    expect(await within(dialog).findByText('Para salvar, preencha Título e Descrição.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Título')).toHaveAttribute('aria-required', 'true');
    expect(within(dialog).getByLabelText('Thumbnail (opcional)')).not.toHaveAttribute('aria-required');

    await events.type(within(dialog).getByLabelText('Título'), 'Natal');
    await events.type(within(dialog).getByLabelText('Descrição'), 'Ofertas');
    await events.type(within(dialog).getByLabelText('Link'), 'x');
    expect(await within(dialog).findByText('Para salvar, corrija Link.')).toBeInTheDocument();
    await events.clear(within(dialog).getByLabelText('Link'));
    await events.type(within(dialog).getByLabelText('Link'), 'https://a.br');
    await expect.poll(() => submit.hasAttribute('disabled')).toBe(false);
    expect(submit).not.toHaveAttribute('aria-describedby');
  });
});
