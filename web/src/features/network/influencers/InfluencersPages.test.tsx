import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { INFLUENCER_NOT_FOUND_TEXT } from './InfluencersPages.tsx';

const LARISSA = {
  __typename: 'Influencer',
  id: 'inf-1',
  name: 'Larissa Nunes',
  email: 'larissa.nunes@exemplo.com.br',
  mobilePhone: '85981112233',
  statusCnpj: 'FINISHED',
  active: true,
  createdAt: '2025-03-10T15:00:00.000Z',
  salesCount: 4,
  salesTotal: 79960,
  commissions: 7996,
};

const list: OperationHandler = () => ({
  data: { influencers: { __typename: 'InfluencerPage', totalRows: 1, items: [LARISSA] } },
});
const one: OperationHandler = (variables) => ({
  data: { influencer: variables.id === LARISSA.id ? LARISSA : null },
});

describe('Influenciadores', () => {
  it("lists the agent's influencers with sales and commissions and opens one", async () => {
    const events = userEvent.setup();
    renderApp({
      path: '/influenciadores',
      user: demoUser('agente'),
      handlers: [
        ['Influencers', list],
        ['Influencer', one],
      ],
    });
    const table = await screen.findByRole('table', { name: 'Influenciadores' });
    expect(await within(table).findByText('R$ 799,60')).toBeInTheDocument();
    expect(within(table).getByText('R$ 79,96')).toBeInTheDocument();
    await events.click(within(table).getByRole('link', { name: 'Larissa Nunes' }));
    expect(await screen.findByText('Comissões da agência')).toBeInTheDocument();
    expect(screen.getByText('larissa.nunes@exemplo.com.br')).toBeInTheDocument();
  });

  it("shows someone else's id as not found", async () => {
    renderApp({ path: '/influenciadores/outro', user: demoUser('agente'), handlers: [['Influencer', one]] });
    expect(await screen.findByText(INFLUENCER_NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});
