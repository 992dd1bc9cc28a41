import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { CSV_DOWNLOAD_ERROR } from '@/ui/ExportCsvButton.tsx';
import { NO_FILTERED_EDS, noEdsFoundText } from './EdListPage.tsx';

const NAMES = ['Marina Costa', 'Marcos Cavalcanti', 'Ana Beatriz Moreira'];
const TOTAL = 23;

const ed = (n: number) => ({
  __typename: 'Ed',
  id: `ed-${n}`,
  name: `${NAMES[n % NAMES.length]} ${n}`,
  email: `ed${n}@exemplo.com.br`,
  statusCnpj: n % 2 === 0 ? 'FINISHED' : 'WAITING_BANK_DETAILS',
  active: n !== 4,
  createdAt: '2025-03-10T15:00:00.000Z',
  unit: { __typename: 'Unit', id: 'u-1', name: 'Unidade Fortaleza Centro' },
});

/** 23 EDs; a search keeps the names whose words start with every searched word. */
const eds: OperationHandler = (variables) => {
  const page = Number(variables.page);
  const pageSize = Number(variables.pageSize);
  const words = String(variables.search ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  const status = variables.status ?? null;
  const all = Array.from({ length: TOTAL }, (_, n) => ed(n))
    .filter((row) => status === null || row.active === (status === 'ACTIVE'))
    .filter((row) => !variables.from || row.createdAt >= String(variables.from))
    .filter((row) =>
      words.every((word) =>
        row.name
          .toLowerCase()
          .split(' ')
          .some((part) => part.startsWith(word)),
      ),
    );
  return {
    data: {
      eds: {
        __typename: 'EdPage',
        totalRows: all.length,
        items: all.slice(page * pageSize, (page + 1) * pageSize),
      },
    },
  };
};

const edRequests = (requests: { operationName: string; variables: Record<string, unknown> }[]) =>
  requests.filter((request) => request.operationName === 'Eds').map((request) => request.variables);

describe('ED list', () => {
  it('shows a server page of EDs for the holding, with the columns in Portuguese', async () => {
    const { requests } = renderApp({
      path: '/lista-dos-afiliados',
      user: demoUser('holding'),
      handlers: [['Eds', eds]],
    });
    const table = await screen.findByRole('table', { name: 'Gerenciador ED' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    for (const header of ['Nome', 'E-mail', 'Unidade', 'Status CNPJ', 'Cadastro']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getByText('ed1@exemplo.com.br')).toBeInTheDocument();
    expect(within(table).getAllByText('Aguardando dados bancários').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('10/03/2025').length).toBe(10);
    expect(within(table).getByText('Marcos Cavalcanti 4 (desativado)')).toBeInTheDocument();
    // Each row opens the ED details under the list's own path.
    expect(within(table).getByRole('link', { name: 'Marcos Cavalcanti 1' })).toHaveAttribute(
      'href',
      '/lista-dos-afiliados/ed-1',
    );
    expect(screen.getByText('1–10 de 23')).toBeInTheDocument();
    expect(edRequests(requests)).toEqual([
      { page: 0, pageSize: 10, order: 'ASC', search: null, status: null },
    ]);
  });

  it('debounces the search into one request that starts on page 0', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/gerenciador-ed',
      user: demoUser('unidade'),
      handlers: [['Eds', eds]],
    });
    const table = await screen.findByRole('table', { name: 'Gerenciador de EDs' });
    await events.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await within(table).findByText('Marcos Cavalcanti 10')).toBeInTheDocument();

    await events.type(screen.getByLabelText('Buscar ED'), '  mar cav ');
    await waitFor(() => expect(screen.getByText('1–8 de 8')).toBeInTheDocument());
    const sent = edRequests(requests);
    expect(sent.filter((variables) => variables.search !== null)).toEqual([
      { page: 0, pageSize: 10, order: 'ASC', search: 'mar cav', status: null },
    ]);
  });

  it('says so when a search finds nothing', async () => {
    const events = userEvent.setup();
    renderApp({ path: '/lista-dos-afiliados', user: demoUser('admin'), handlers: [['Eds', eds]] });
    await screen.findByRole('table', { name: 'Gerenciador ED' });
    await events.type(screen.getByLabelText('Buscar ED'), 'zélia');
    expect(await screen.findByText(noEdsFoundText('zélia'))).toBeInTheDocument();
  });

  it('filters by status and registration period from the URL, one request each, and clears them at once', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/lista-dos-afiliados?status=INACTIVE&de=2025-01-01&ate=2025-12-31',
      user: demoUser('holding'),
      handlers: [['Eds', eds]],
    });
    const table = await screen.findByRole('table', { name: 'Gerenciador ED' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(edRequests(requests)).toEqual([
      {
        page: 0,
        pageSize: 10,
        order: 'ASC',
        search: null,
        status: 'INACTIVE',
        from: '2025-01-01',
        to: '2025-12-31',
      },
    ]);
    const bar = screen.getByRole('search', { name: 'Filtrar os EDs' });
    expect(within(bar).getByLabelText('Status')).toHaveValue('INACTIVE');
    expect(within(bar).getByLabelText('Até')).toHaveValue('2025-12-31');

    await events.clear(within(bar).getByLabelText('De'));
    await events.type(within(bar).getByLabelText('De'), '2025-06-01');
    expect(await within(table).findByText(NO_FILTERED_EDS)).toBeInTheDocument();
    expect(edRequests(requests).at(-1)).toMatchObject({ status: 'INACTIVE', from: '2025-06-01', page: 0 });

    await events.selectOptions(within(bar).getByLabelText('Status'), 'Ativo');
    await waitFor(() => expect(edRequests(requests).at(-1)).toMatchObject({ status: 'ACTIVE' }));

    await events.click(within(bar).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(edRequests(requests).at(-1)).toEqual({
      page: 0,
      pageSize: 10,
      order: 'ASC',
      search: null,
      status: null,
    });
  });

  it('offers Pendentes, opened from the home’s link, and exports the same filter', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/lista-dos-afiliados?status=PENDING',
      user: demoUser('holding'),
      handlers: [['Eds', eds]],
    });
    await screen.findByRole('table', { name: 'Gerenciador ED' });
    expect(edRequests(requests)[0]).toMatchObject({ status: 'PENDING', page: 0 });
    const bar = screen.getByRole('search', { name: 'Filtrar os EDs' });
    const status = within(bar).getByLabelText('Status');
    expect(status).toHaveValue('PENDING');
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todos', 'Ativo', 'Desativado', 'Pendentes']);
    expect(within(bar).getByRole('button', { name: 'Limpar filtros' })).toBeInTheDocument();
    await events.selectOptions(status, 'Ativo');
    await waitFor(() => expect(edRequests(requests).at(-1)).toMatchObject({ status: 'ACTIVE' }));
  });

  it('flips the name order from the column header', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/lista-dos-afiliados',
      user: demoUser('holding'),
      handlers: [['Eds', eds]],
    });
    await screen.findByRole('table', { name: 'Gerenciador ED' });
    await events.click(await screen.findByRole('button', { name: 'Nome' }));
    await waitFor(() => expect(edRequests(requests).at(-1)?.order).toBe('DESC'));
  });

  it('offers a retry when the list cannot be loaded', async () => {
    renderApp({
      path: '/gerenciador-ed',
      user: demoUser('unidade'),
      handlers: [['Eds', () => new Error('network down')]],
    });
    expect(await screen.findByRole('button', { name: /tentar novamente/i })).toBeInTheDocument();
  });

  it('streams the list with its filters from the gateway’s file route, showing the progress', async () => {
    const events = userEvent.setup();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:eds');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const original = globalThis.fetch;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode('\uFEFFNome;E-mail\r\nMarina;m@x.br\r\n'));
        await held;
        controller.close();
      },
    });
    const files = vi.fn(async (_path: string, _init?: RequestInit) => {
      return new Response(body, {
        headers: {
          'x-report-rows': '1',
          'content-disposition': 'attachment; filename="eds-2026-11-24.csv"',
        },
      });
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/files/') ? files(String(input), init) : original(input, init),
    );
    renderApp({
      path: '/lista-dos-afiliados?busca=mar&status=ACTIVE&de=2025-01-01',
      user: demoUser('holding'),
      handlers: [['Eds', eds]],
    });
    await screen.findByRole('table', { name: 'Gerenciador ED' });
    await events.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('1 de 1 linhas')).toBeInTheDocument();
    release();
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(files.mock.calls[0]?.[0]).toBe('/files/eds.csv?search=mar&status=ACTIVE&from=2025-01-01');
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('text/csv;charset=utf-8');
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it('says so when the CSV cannot be downloaded', async () => {
    const events = userEvent.setup();
    const original = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/files/')
        ? Promise.resolve(new Response('{}', { status: 502 }))
        : original(input, init),
    );
    renderApp({ path: '/gerenciador-ed', user: demoUser('unidade'), handlers: [['Eds', eds]] });
    await screen.findByRole('table', { name: 'Gerenciador de EDs' });
    await events.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText(CSV_DOWNLOAD_ERROR)).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
