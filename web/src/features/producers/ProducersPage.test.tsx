import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, renderApp } from '@/app/testing/renderApp.tsx';
import { PRODUCER_HELP } from './ProducersPage.tsx';

describe('Produtores: the producer form', () => {
  it('marks the required fields and explains Cispay and RM where they appear', async () => {
    const events = userEvent.setup();
    renderApp({
      path: '/manager-producers',
      user: demoUser('admin'),
      handlers: [
        [
          'Producers',
          () => ({
            data: {
              producers: { __typename: 'ProducerPage', items: [], totalRows: 0, page: 0, pageSize: 10 },
            },
          }),
        ],
      ],
    });
    await events.click(await screen.findByRole('button', { name: 'Novo produtor' }));
    const form = await screen.findByRole('form', { name: 'Dados do produtor' });
    expect(within(form).getByLabelText('Nome fantasia')).toBeRequired();
    expect(within(form).getByText('Nome fantasia')).toHaveAttribute('data-required');
    expect(within(form).getByLabelText('ID Cispay')).not.toBeRequired();
    expect(within(form).getByLabelText('ID Cispay')).toHaveAccessibleDescription(PRODUCER_HELP.cispay);
    expect(within(form).getByRole('checkbox', { name: 'Integração RM' })).toHaveAccessibleDescription(
      PRODUCER_HELP.rm,
    );
  });
});
