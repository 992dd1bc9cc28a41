import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { INFLUENCER_NOT_FOUND_TEXT, NO_FILTERED_INFLUENCERS } from './InfluencersPages.tsx';

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

/** Larissa, unless a filter leaves her out (she is active, registered on 2025-03-10). */
const list: OperationHandler = (variables) => {
  const kept = variables.status !== 'INACTIVE' && (!variables.from || String(variables.from) <= '2025-03-10');
  const items = kept ? [LARISSA] : [];
  return { data: { influencers: { __typename: 'InfluencerPage', totalRows: items.length, items } } };
};
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

  it('filters from the URL in one request, says when the filters keep nobody, and exports them', async () => {
    const events = userEvent.setup();
    const files = vi.fn(
      async (_path: string) => new Response('\uFEFFNome\r\n', { headers: { 'x-report-rows': '0' } }),
    );
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/files/') ? files(String(input)) : original(input, init),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { requests } = renderApp({
      path: '/influenciadores?status=INACTIVE&busca=lar&de=2025-01-01',
      user: demoUser('agente'),
      handlers: [['Influencers', list]],
    });
    const table = await screen.findByRole('table', { name: 'Influenciadores' });
    expect(await within(table).findByText('Nenhum influenciador encontrado para "lar".')).toBeInTheDocument();
    const sent = requests.filter((request) => request.operationName === 'Influencers');
    expect(sent.map((request) => request.variables)).toEqual([
      { page: 0, pageSize: 10, order: 'ASC', search: 'lar', status: 'INACTIVE', from: '2025-01-01' },
    ]);
    const bar = screen.getByRole('search', { name: 'Filtrar os influenciadores' });
    await events.click(within(bar).getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() =>
      expect(files.mock.calls[0]?.[0]).toBe(
        '/files/influencers.csv?search=lar&status=INACTIVE&from=2025-01-01',
      ),
    );
    await events.clear(within(bar).getByLabelText('Buscar influenciador'));
    expect(await within(table).findByText(NO_FILTERED_INFLUENCERS)).toBeInTheDocument();
    await events.click(within(bar).getByRole('button', { name: 'Limpar filtros' }));
    expect(await within(table).findByText('Larissa Nunes')).toBeInTheDocument();
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it("shows someone else's id as not found", async () => {
    renderApp({ path: '/influenciadores/outro', user: demoUser('agente'), handlers: [['Influencer', one]] });
    expect(await screen.findByText(INFLUENCER_NOT_FOUND_TEXT)).toBeInTheDocument();
  });
});
