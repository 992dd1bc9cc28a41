import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { NO_FILTERED_VOUCHERS, noVouchersFoundText } from './VouchersPages.tsx';

const TOTAL = 23;
const STATUSES = ['AVAILABLE', 'EXPIRED', 'USED', 'REVERTED', 'REAVAILABLE'] as const;

const voucher = (n: number, status: string) => ({
  __typename: 'Voucher',
  id: `v-${n}`,
  code: `VCH-${String(n).padStart(6, '0')}`,
  status,
  points: 1500,
  value: 15_000,
  // 15:00 UTC is 12:00 in Fortaleza: the same calendar day either way.
  expiresAt: `2026-12-${String(28 - n).padStart(2, '0')}T15:00:00.000Z`,
  customer: n === 3 ? null : { __typename: 'Affiliate', id: `u-${n}`, name: `Cliente ${n}` },
});

/** A server of TOTAL vouchers (all USED when filtered by USED), one page per request. */
const pageOf = (variables: Record<string, unknown>) => {
  const page = Number(variables.page);
  const pageSize = Number(variables.pageSize);
  const count = Math.max(0, Math.min(pageSize, TOTAL - page * pageSize));
  const items = Array.from({ length: count }, (_, i) => {
    const n = page * pageSize + i;
    return voucher(n, (variables.status as string | null) ?? STATUSES[n % STATUSES.length] ?? 'USED');
  });
  return { __typename: 'VoucherPage', totalRows: TOTAL, page, pageSize, items };
};

const group = (count: number, points: number) => ({
  __typename: 'VoucherGroup',
  count,
  points,
  value: points * 10,
});

const pointsAnswer =
  (accepted = true, programmeStatus = accepted ? 'ACCEPTED' : 'ELIGIBLE'): OperationHandler =>
  (variables) => ({
    data: {
      pointsAndVouchers: {
        __typename: 'PointsAndVouchers',
        programmeStatus,
        accepted,
        voucherSummary: accepted
          ? {
              __typename: 'VoucherSummary',
              available: group(10, 15_000),
              expired: group(5, 7_500),
              used: group(1, 1_000),
            }
          : null,
        pointSummary: accepted
          ? { __typename: 'PointSummary', available: 1200, expired: 300, used: 500, totalPoints: 2000 }
          : null,
        vouchers: accepted ? pageOf(variables) : null,
      },
    },
  });

const membership = (memberType: string | null, programmeStatus: string) => ({
  __typename: 'PointsMembership',
  memberType,
  programmeStatus,
  accepted: programmeStatus === 'ACCEPTED',
});

const managedAnswer =
  (memberType: string | null = null, programmeStatus = 'NOT_AFFILIATE'): OperationHandler =>
  (variables) => ({
    data: { pointsMembership: membership(memberType, programmeStatus), managedVouchers: pageOf(variables) },
  });

describe('Pontos e Vouchers', () => {
  it('shows the summary and the first page of vouchers, with pt-BR labels and formats', async () => {
    const { requests } = renderApp({
      path: '/pontos-e-vouchers',
      user: demoUser('afiliado'),
      handlers: [['PointsAndVouchers', pointsAnswer()]],
    });
    const cards = await screen.findByLabelText('Resumo dos vouchers');
    expect(within(cards).getByText('Disponíveis')).toBeInTheDocument();
    expect(within(cards).getByText('10 vouchers')).toBeInTheDocument();
    expect(within(cards).getByText('15.000 pontos · R$ 1.500,00')).toBeInTheDocument();
    expect(within(cards).getByText('Expirados')).toBeInTheDocument();
    expect(within(cards).getByText('Utilizados')).toBeInTheDocument();
    expect(within(cards).getByText('1 voucher')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Vouchers' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Código',
      'Cliente',
      'Pontos',
      'Valor',
      'Status',
      expect.stringContaining('Expira em'),
    ]);
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('VCH-000000')).toBeInTheDocument();
    expect(within(first).getByText('Cliente 0')).toBeInTheDocument();
    expect(within(first).getByText('1.500')).toBeInTheDocument();
    expect(within(first).getByText('R$ 150,00')).toBeInTheDocument();
    expect(within(first).getByText('Disponível')).toBeInTheDocument();
    expect(within(first).getByText('28/12/2026')).toBeInTheDocument();
    expect(within(table).getAllByText('Disponível novamente').length).toBeGreaterThan(0);
    expect(within(table).getByText('Cliente indisponível')).toBeInTheDocument();
    expect(screen.getByText(`1–10 de ${TOTAL}`)).toBeInTheDocument();

    // One query of its own on first load, with the spec's defaults.
    const own = requests.filter((request) => request.operationName !== 'Shell');
    expect(own.map((request) => [request.operationName, request.variables])).toEqual([
      ['PointsAndVouchers', { page: 0, pageSize: 10, order: 'DESC', status: null }],
    ]);
  });

  it('pages, flips the expiry order and filters by status on the server', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/pontos-e-vouchers',
      user: demoUser('afiliado'),
      handlers: [['PointsAndVouchers', pointsAnswer()]],
    });
    const table = await screen.findByRole('table', { name: 'Vouchers' });
    await events.click(await screen.findByRole('button', { name: 'Próxima página' }));
    expect(await within(table).findByText('VCH-000010')).toBeInTheDocument();
    await events.click(within(table).getByRole('button', { name: /Expira em/ }));
    await waitFor(() =>
      expect(requests.filter((r) => r.operationName === 'PointsAndVouchers').at(-1)?.variables.order).toBe(
        'ASC',
      ),
    );
    await events.selectOptions(screen.getByLabelText('Status'), 'USED');
    await waitFor(() => expect(within(table).queryByText('Disponível')).not.toBeInTheDocument());
    expect(within(table).getAllByText('Utilizado').length).toBeGreaterThan(0);

    const sent = requests
      .filter((request) => request.operationName === 'PointsAndVouchers')
      .map((request) => request.variables);
    expect(sent).toContainEqual({ page: 1, pageSize: 10, order: 'DESC', status: null });
    expect(sent.at(-1)).toEqual({ page: 0, pageSize: 10, order: 'ASC', status: 'USED' });
  });

  it('explains the programme to an affiliate outside it, without a table or dead buttons', async () => {
    renderApp({
      path: '/pontos-e-vouchers',
      user: demoUser('multi'),
      handlers: [['PointsAndVouchers', pointsAnswer(false)]],
    });
    expect(await screen.findByText('Você ainda não participa do Programa de Pontos')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Resumo dos vouchers')).not.toBeInTheDocument();
  });

  it('joins an eligible affiliate, waits 3 s and reloads the programme state', async () => {
    let status = 'ELIGIBLE';
    const { requests } = renderApp({
      path: '/pontos-e-vouchers',
      user: demoUser('multi'),
      handlers: [
        ['PointsAndVouchers', (variables) => pointsAnswer(false, status)(variables)],
        [
          'JoinPointsProgramme',
          () => {
            status = 'WAITING_SIGNATURE';
            return { data: { joinPointsProgramme: status } };
          },
        ],
        ['SignPointsProgramme', () => ({ data: { signPointsProgramme: 'WAITING_CODE' } })],
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Aderir ao programa' }));
    const sign = await screen.findByRole('button', { name: 'Assinar termo' });
    expect(requests.filter((request) => request.operationName === 'PointsAndVouchers')).toHaveLength(2);
    status = 'WAITING_CODE';
    await userEvent.click(sign);
    expect(await screen.findByLabelText('Código de confirmação')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeInTheDocument();
  });

  it("shows 'Erro ao aderir ao programa de pontos' when joining fails", async () => {
    renderApp({
      path: '/pontos-e-vouchers',
      user: demoUser('multi'),
      handlers: [
        ['PointsAndVouchers', pointsAnswer(false)],
        ['JoinPointsProgramme', () => ({ errors: [{ message: 'x', extensions: { code: 'CONFLICT' } }] })],
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Aderir ao programa' }));
    expect(await screen.findByText('Erro ao aderir ao programa de pontos')).toBeInTheDocument();
  });

  it('tells a member in the middle of joining that it is under way', async () => {
    renderApp({
      path: '/pontos-e-vouchers',
      user: demoUser('afiliado'),
      handlers: [['PointsAndVouchers', pointsAnswer(false, 'WAITING_CODE')]],
    });
    expect(await screen.findByText('Sua adesão ao Programa de Pontos está em andamento')).toBeInTheDocument();
  });

  it('shows the table empty text when there are no vouchers', async () => {
    renderApp({
      path: '/pontos-e-vouchers',
      user: demoUser('afiliado'),
      handlers: [
        [
          'PointsAndVouchers',
          (variables) => {
            const answer = pointsAnswer()(variables) as {
              data: { pointsAndVouchers: Record<string, unknown> };
            };
            answer.data.pointsAndVouchers.vouchers = {
              __typename: 'VoucherPage',
              totalRows: 0,
              page: 0,
              pageSize: 10,
              items: [],
            };
            return answer;
          },
        ],
      ],
    });
    expect(await screen.findByText('Sem informação a ser mostrada')).toBeInTheDocument();
  });
});

describe('Gerenciador de Vouchers', () => {
  it('lists the managed vouchers with the same table and one query', async () => {
    const { requests } = renderApp({
      path: '/gerenciador-vouchers',
      user: demoUser('holding'),
      handlers: [['ManagedVouchers', managedAnswer()]],
    });
    const table = await screen.findByRole('table', { name: 'Gerenciador de Vouchers' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(screen.getByRole('heading', { name: 'Gerenciador de Vouchers' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Resumo dos vouchers')).not.toBeInTheDocument();
    const own = requests.filter((request) => request.operationName !== 'Shell');
    expect(own.map((request) => request.operationName)).toEqual(['ManagedVouchers']);
  });

  it('keeps the toolbar in the URL: one request per change, its CSV, the empty texts', async () => {
    const events = userEvent.setup();
    const files = vi.fn(
      async (_path: string) => new Response('\uFEFFCódigo\r\n', { headers: { 'x-report-rows': '0' } }),
    );
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/files/') ? files(String(input)) : original(input, init),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const empty: OperationHandler = (variables) => ({
      data: {
        pointsMembership: membership(null, 'NOT_AFFILIATE'),
        managedVouchers: variables.from
          ? { __typename: 'VoucherPage', totalRows: 0, page: 0, pageSize: 10, items: [] }
          : pageOf(variables),
      },
    });
    const { requests } = renderApp({
      path: '/gerenciador-vouchers?status=USED&de=2026-01-01&ate=2026-12-31',
      user: demoUser('holding'),
      handlers: [['ManagedVouchers', empty]],
    });
    const table = await screen.findByRole('table', { name: 'Gerenciador de Vouchers' });
    expect(await within(table).findByText(NO_FILTERED_VOUCHERS)).toBeInTheDocument();
    const sent = () =>
      requests
        .filter((request) => request.operationName === 'ManagedVouchers')
        .map((request) => request.variables);
    expect(sent()).toEqual([
      {
        page: 0,
        pageSize: 10,
        order: 'DESC',
        search: null,
        status: 'USED',
        from: '2026-01-01',
        to: '2026-12-31',
      },
    ]);
    const bar = screen.getByRole('search', { name: 'Filtrar os vouchers' });
    await events.click(within(bar).getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() =>
      expect(files.mock.calls[0]?.[0]).toBe('/files/vouchers.csv?status=USED&from=2026-01-01&to=2026-12-31'),
    );
    await events.type(within(bar).getByLabelText('Buscar voucher'), 'VCH-9');
    expect(await within(table).findByText(noVouchersFoundText('VCH-9'))).toBeInTheDocument();
    await events.click(within(bar).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(sent().at(-1)).toEqual({ page: 0, pageSize: 10, order: 'DESC', search: null, status: null });
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it("shows the holding's programme status and joins it without a second query", async () => {
    const { requests } = renderApp({
      path: '/gerenciador-vouchers',
      user: demoUser('holding'),
      handlers: [
        ['ManagedVouchers', managedAnswer('HOLDING', 'ELIGIBLE')],
        ['JoinPointsProgramme', () => ({ data: { joinPointsProgramme: 'ACCEPTED' } })],
      ],
    });
    const card = await screen.findByLabelText('Adesão ao Programa de Pontos');
    expect(within(card).getByText('Programa de Pontos da holding')).toBeInTheDocument();
    expect(within(card).getByText('Elegível: ainda não aderiu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aderir ao Programa de Pontos' }));
    expect(await screen.findByText('Adesão ao Programa de Pontos efetuada com sucesso')).toBeInTheDocument();
    expect(await within(card).findByText('Participante')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aderir ao Programa de Pontos' })).not.toBeInTheDocument();
    const join = requests.find((request) => request.operationName === 'JoinPointsProgramme');
    expect(join?.variables).toEqual({ type: 'HOLDING' });
    expect(requests.filter((request) => request.operationName === 'ManagedVouchers')).toHaveLength(1);
  });

  it('shows no programme card to a producer (NOT_AFFILIATE)', async () => {
    renderApp({
      path: '/gerenciador-vouchers',
      user: demoUser('produtor'),
      handlers: [['ManagedVouchers', managedAnswer()]],
    });
    await screen.findByRole('table', { name: 'Gerenciador de Vouchers' });
    expect(screen.queryByLabelText('Adesão ao Programa de Pontos')).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    renderApp({
      path: '/gerenciador-vouchers',
      user: demoUser('unidade'),
      handlers: [['ManagedVouchers', () => new Error('offline')]],
    });
    expect(await screen.findByRole('button', { name: /Tentar novamente/ })).toBeInTheDocument();
  });

  it('shows the points summary cards beside the vouchers', async () => {
    renderApp({
      path: '/pontos-e-vouchers',
      user: demoUser('afiliado'),
      handlers: [['PointsAndVouchers', pointsAnswer()]],
    });
    const cards = await screen.findByLabelText('Resumo dos pontos');
    expect(within(cards).getByText('1.200 pontos')).toBeInTheDocument();
    expect(within(cards).getByText('Total de pontos')).toBeInTheDocument();
    expect(within(cards).getByText('2.000 pontos')).toBeInTheDocument();
  });

  it("asks a member waiting for the code for it, showing 'Código inválido' when wrong", async () => {
    const { requests } = renderApp({
      path: '/pontos-e-vouchers',
      user: demoUser('afiliado'),
      handlers: [
        ['PointsAndVouchers', pointsAnswer(false, 'WAITING_CODE')],
        [
          'ValidatePointsCode',
          (variables) =>
            variables.code === '135790'
              ? { data: { validatePointsCode: 'ACCEPTED' } }
              : { errors: [{ message: 'Código inválido', extensions: { code: 'BAD_USER_INPUT' } }] },
        ],
      ],
    });
    const field = await screen.findByLabelText('Código de confirmação');
    // The gateway's own rule (six digits) refuses a short code without a request.
    await userEvent.type(field, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Validar código' }));
    expect(await screen.findByText('Código inválido')).toBeInTheDocument();
    expect(requests.filter((request) => request.operationName === 'ValidatePointsCode')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Validar código' }));
    expect(await screen.findByText('Código inválido')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Validar código' }));
    expect(await screen.findByText(/Adesão ao Programa de Pontos confirmada/)).toBeInTheDocument();
    expect(requests.filter((request) => request.operationName === 'ValidatePointsCode')).toHaveLength(2);
  });

  it('uses a voucher with its secret in Gerenciador de Vouchers', async () => {
    renderApp({
      path: '/gerenciador-vouchers',
      user: demoUser('produtor'),
      handlers: [
        ['ManagedVouchers', managedAnswer()],
        [
          'UseVoucher',
          (variables) =>
            variables.secret === 'AAAA-BBBB-CCCC-DDDD'
              ? { data: { useVoucher: { ...voucher(1, 'USED') } } }
              : { errors: [{ message: 'Código inválido', extensions: { code: 'BAD_USER_INPUT' } }] },
        ],
      ],
    });
    const field = await screen.findByLabelText('Código secreto do voucher');
    await userEvent.type(field, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Usar voucher' }));
    // At the field and as a toast.
    expect(await screen.findAllByText('Código inválido')).toHaveLength(2);
    await userEvent.clear(field);
    await userEvent.type(field, 'AAAA-BBBB-CCCC-DDDD');
    await userEvent.click(screen.getByRole('button', { name: 'Usar voucher' }));
    expect(await screen.findByText('Voucher VCH-000001 utilizado com sucesso.')).toBeInTheDocument();
  });

  it('shows a voucher by its id, and a toast when there is none', async () => {
    renderApp({
      path: '/gerenciador-vouchers',
      user: demoUser('holding'),
      handlers: [
        ['ManagedVouchers', managedAnswer()],
        [
          'VoucherById',
          (variables) =>
            variables.id === 'v-2'
              ? {
                  data: {
                    voucher: {
                      ...voucher(2, 'AVAILABLE'),
                      usedAt: null,
                      createdAt: '2026-01-01T15:00:00.000Z',
                    },
                  },
                }
              : { errors: [{ message: 'Não encontrado.', extensions: { code: 'NOT_FOUND' } }] },
        ],
      ],
    });
    const field = await screen.findByLabelText('ID do voucher');
    await userEvent.type(field, 'v-404');
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('Voucher não encontrado.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'v-2');
    await userEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    const details = await screen.findByLabelText('Voucher VCH-000002');
    expect(within(details).getByText('Cliente 2')).toBeInTheDocument();
    expect(within(details).getByText('1.500 pontos')).toBeInTheDocument();
    expect(await screen.findByText('Voucher VCH-000002 encontrado.')).toBeInTheDocument();
  });
});

describe('the programme video', () => {
  const open = (video: OperationHandler) => {
    renderApp({
      path: '/pontos-e-vouchers',
      user: demoUser('afiliado'),
      handlers: [
        ['PointsAndVouchers', pointsAnswer()],
        ['PointsProgrammeVideo', video],
      ],
    });
  };
  const state = () => document.querySelector('[data-player-state]')?.getAttribute('data-player-state');

  it('goes CLOSED → LOADING → LOADED, and CLOSED again when closed', async () => {
    open(() => ({ data: { pointsProgrammeVideo: '/v1/files/videos/points/play' } }));
    const button = await screen.findByRole('button', { name: 'Assistir ao vídeo do programa' });
    expect(state()).toBe('CLOSED');
    await userEvent.click(button);
    expect(state()).toBe('LOADING');
    const player = await screen.findByLabelText('Vídeo do Programa de Pontos', { selector: 'video' });
    expect(player).toHaveAttribute('src', '/v1/files/videos/points/play');
    fireEvent.loadedData(player);
    await waitFor(() => expect(state()).toBe('LOADED'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(state()).toBe('CLOSED'));
  });

  it("closes with 'Erro ao carregar vídeo do programa de pontos' when the video fails", async () => {
    open(() => ({ data: { pointsProgrammeVideo: '/v1/files/videos/points/play' } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Assistir ao vídeo do programa' }));
    fireEvent.error(await screen.findByLabelText('Vídeo do Programa de Pontos', { selector: 'video' }));
    expect(await screen.findByText('Erro ao carregar vídeo do programa de pontos')).toBeInTheDocument();
    expect(state()).toBe('CLOSED');
  });
});
