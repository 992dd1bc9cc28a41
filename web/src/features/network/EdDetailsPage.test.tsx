import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { CONTRACT_ERROR, edContractPath } from './EdContractSection.tsx';
import { ED_NOT_FOUND_TEXT } from './EdDetailsPage.tsx';

const ED = {
  __typename: 'Ed',
  id: 'ed-1',
  name: 'Marina Costa',
  email: 'marina@exemplo.com.br',
  mobilePhone: '85988123456',
  status: 'OK',
  statusCnpj: 'FINISHED',
  statusPoints: 'ACCEPTED',
  cnpj: '5RB7KQ2M000197',
  active: true,
  createdAt: '2025-03-10T15:00:00.000Z',
  isFranchisee: false,
  isTrainer: false,
  isLecturer: true,
  tracking: false,
  unit: { __typename: 'Unit', id: 'u-1', name: 'Unidade Fortaleza Centro' },
  contractSignature: {
    __typename: 'EdContractSignature',
    status: 'NOT_REQUESTED',
    requestedAt: null,
    signedAt: null,
  },
};

const SALES = {
  __typename: 'EdSalePage',
  totalRows: 12,
  items: [
    {
      __typename: 'EdSale',
      id: 's-1',
      productName: 'Curso de Vendas Online',
      customerName: 'Paulo Ribeiro',
      status: 'APPROVED',
      value: 19990,
      paymentDate: '2025-06-02T15:00:00.000Z',
    },
  ],
};

const BILLS = {
  __typename: 'EdBillPage',
  totalRows: 1,
  items: [
    {
      __typename: 'EdBill',
      id: 'b-7',
      status: 'PAID',
      value: 45000,
      cycle: 7,
      producerName: 'Mandacaru Educação Ltda.',
      producerCnpj: '12345678000195',
      updatedAt: '2025-06-10T15:00:00.000Z',
    },
  ],
};

const OVERVIEW = {
  levelStars: { __typename: 'EdLevelStars', level: 2, levelName: 'Prata', stars: 2, cycleSales: 150000 },
  programmes: {
    __typename: 'EdProgrammes',
    status: 'ACCEPTED',
    points: { __typename: 'EdProgrammeTotals', available: 120, used: 30, expired: 5 },
    vouchers: { __typename: 'EdProgrammeTotals', available: 2, used: 1, expired: 0 },
  },
};

const edDetails: OperationHandler = (variables) => ({
  data: { ed: variables.id === ED.id ? { ...ED, sales: SALES, bills: BILLS, ...OVERVIEW } : null },
});

describe('ED details', () => {
  it('shows the identity, unit, CNPJ and its status, and the toggles as saved', async () => {
    renderApp({
      path: '/lista-dos-afiliados/ed-1',
      user: demoUser('holding'),
      handlers: [['EdDetails', edDetails]],
    });
    expect(await screen.findByText('marina@exemplo.com.br')).toBeInTheDocument();
    expect(screen.getByText('Unidade Fortaleza Centro')).toBeInTheDocument();
    expect(screen.getByText('5R.B7K.Q2M/0001-97')).toBeInTheDocument();
    expect(screen.getByText('Concluído')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Palestrante' })).toHaveProperty('checked', true);
    expect(screen.getByRole('switch', { name: 'Treinador' })).toHaveProperty('checked', false);
    const sales = screen.getByRole('table', { name: 'Vendas do ED' });
    expect(within(sales).getByText('Curso de Vendas Online')).toBeInTheDocument();
    expect(within(sales).getByText('02/06/2025')).toBeInTheDocument();
    expect(screen.getByText('1–10 de 12')).toBeInTheDocument();
  });

  it('saves a toggle at once', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/gerenciador-ed/ed-1',
      user: demoUser('unidade'),
      handlers: [
        ['EdDetails', edDetails],
        [
          'SetEdFlag',
          (variables) => ({ data: { setEdFlag: { ...ED, isTrainer: variables.value === true } } }),
        ],
      ],
    });
    await events.click(await screen.findByRole('switch', { name: 'Treinador' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Treinador' })).toHaveProperty('checked', true),
    );
    expect(requests.filter((r) => r.operationName === 'SetEdFlag').map((r) => r.variables)).toEqual([
      { id: 'ed-1', flag: 'IS_TRAINER', value: true },
    ]);
  });

  it('reverts a toggle and shows the error when the save fails', async () => {
    const events = userEvent.setup();
    renderApp({
      path: '/gerenciador-ed/ed-1',
      user: demoUser('holding'),
      handlers: [
        ['EdDetails', edDetails],
        [
          'SetEdFlag',
          () => ({
            errors: [{ message: 'Serviço indisponível.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
          }),
        ],
      ],
    });
    await events.click(await screen.findByRole('switch', { name: 'Rastreamento' }));
    expect(await screen.findByText('Serviço indisponível.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Rastreamento' })).toHaveProperty('checked', false),
    );
  });

  it('disables the ED only after the confirmation', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/lista-dos-afiliados/ed-1',
      user: demoUser('admin'),
      handlers: [
        ['EdDetails', edDetails],
        [
          'SetEdActive',
          (variables) => ({ data: { setEdActive: { ...ED, active: variables.active === true } } }),
        ],
      ],
    });
    await events.click(await screen.findByRole('button', { name: 'Desativar ED' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Desativar ED' });
    // The dialog names the ED it acts on.
    expect(within(dialog).getByText(ED.name)).toBeInTheDocument();
    expect(requests.some((r) => r.operationName === 'SetEdActive')).toBe(false);
    await events.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Marina Costa (desativado)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ativar ED' })).toBeInTheDocument();
  });

  it('says the ED was not found for an id outside the viewer’s scope', async () => {
    renderApp({
      path: '/gerenciador-ed/other',
      user: demoUser('unidade'),
      handlers: [['EdDetails', edDetails]],
    });
    expect(await screen.findByText(ED_NOT_FOUND_TEXT)).toBeInTheDocument();
  });

  it('shows level, stars and programmes, and opens a bill under the ED manager it came from', async () => {
    const events = userEvent.setup();
    renderApp({
      path: '/lista-dos-afiliados/ed-1',
      user: demoUser('holding'),
      handlers: [['EdDetails', edDetails]],
    });
    expect(await screen.findByText('2 – Prata')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '2 de 3 estrelas' })).toBeInTheDocument();
    expect(screen.getByText('Pontos disponíveis').nextSibling?.textContent).toBe('120');
    expect(screen.getByText('Vouchers utilizados').nextSibling?.textContent).toBe('1');
    const bills = screen.getByRole('table', { name: 'Faturamentos do ED' });
    const link = within(bills).getByRole('link', { name: /Faturamento do ciclo 7/ });
    expect(link).toHaveAttribute('href', '/lista-de-afiliados/ed-1/detalhes-faturamento/b-7');
    await events.click(link);
    expect(await screen.findByRole('button', { name: 'Voltar ao faturamento' })).toBeInTheDocument();
  });

  it('downloads the contract from the gateway’s file route, and says so when a request fails', async () => {
    const events = userEvent.setup();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const original = globalThis.fetch;
    const files = vi.fn(async (path: string) =>
      path.endsWith('/ed-contract')
        ? new Response('{}', { status: 409 })
        : new Response('%PDF-1.4', {
            headers: { 'content-disposition': 'attachment; filename="contrato.pdf"' },
          }),
    );
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/files/') ? files(String(input)) : original(input, init),
    );
    renderApp({
      path: '/gerenciador-ed/ed-1',
      user: demoUser('unidade'),
      handlers: [['EdDetails', edDetails]],
    });
    await events.click(await screen.findByRole('button', { name: 'Baixar contrato' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(files.mock.calls[0]?.[0]).toBe(edContractPath('ed-1', 'contract'));
    await events.click(screen.getByRole('button', { name: 'Baixar contrato de ED' }));
    expect(await screen.findByText(CONTRACT_ERROR)).toBeInTheDocument();
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('requests the signature and checks the partner, with the contract error on failure', async () => {
    const events = userEvent.setup();
    renderApp({
      path: '/lista-dos-afiliados/ed-1',
      user: demoUser('holding'),
      handlers: [
        ['EdDetails', edDetails],
        [
          'RequestEdContractSignature',
          () => ({
            data: {
              requestEdContractSignature: {
                ...ED,
                contractSignature: {
                  ...ED.contractSignature,
                  status: 'WAITING_SIGNATURE',
                  requestedAt: '2026-11-24T12:00:00.000Z',
                },
              },
            },
          }),
        ],
        ['EdPartnerCheck', () => new Error('upstream down')],
      ],
    });
    expect(await screen.findByText('Assinatura não solicitada')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Solicitar assinatura' }));
    expect(await screen.findByText(/Aguardando assinatura/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar assinatura' })).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Verificar sócio' }));
    expect(await screen.findByText(CONTRACT_ERROR)).toBeInTheDocument();
  });

  it('offers the points programme’s video player', async () => {
    renderApp({
      path: '/lista-dos-afiliados/ed-1',
      user: demoUser('admin'),
      handlers: [['EdDetails', edDetails]],
    });
    const button = await screen.findByRole('button', { name: 'Assistir ao vídeo do programa' });
    expect(button.closest('[data-player-state]')).toHaveAttribute('data-player-state', 'CLOSED');
  });
});
