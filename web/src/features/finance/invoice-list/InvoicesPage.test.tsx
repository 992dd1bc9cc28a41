import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { fileNameOf } from './downloadInvoice.ts';
import { NO_FILTERED_INVOICES } from './InvoicesPage.tsx';

const TOTAL = 23;

const invoice = (n: number) => ({
  __typename: 'Invoice',
  id: `inv-${n}`,
  status: n % 2 === 0 ? 'PAID' : 'ERROR',
  sentAt: '2026-11-20T15:30:00.000Z',
  cycle: 13 - (n % 5),
  value: 123456 + n,
  payeeName: `Favorecido ${n}`,
  producerName: 'Mandacaru Educação Ltda.',
  producerCnpj: '12345678000195',
  pdfPath: n === 1 ? null : `/files/invoices/inv-${n}`,
});

const invoices: OperationHandler = (variables) => {
  const page = Number(variables.page);
  const pageSize = Number(variables.pageSize);
  const total = variables.search === 'ninguém' ? 0 : TOTAL;
  const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - page * pageSize)) }, (_, index) =>
    invoice(page * pageSize + index),
  );
  return { data: { invoices: { __typename: 'InvoicePage', totalRows: total, page, pageSize, items } } };
};

const sent = (requests: { operationName: string; variables: Record<string, unknown> }[]) =>
  requests.filter((request) => request.operationName === 'Invoices').map((request) => request.variables);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Notas Fiscais', () => {
  it('shows the columns, formatted, newest first, with one query of its own', async () => {
    const { requests } = renderApp({
      path: '/notas-fiscais',
      user: demoUser('holding'),
      handlers: [['Invoices', invoices]],
    });
    const table = await screen.findByRole('table', { name: 'Notas fiscais' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(screen.getByRole('heading', { name: 'Notas Fiscais' })).toBeInTheDocument();
    for (const header of ['Ciclo', 'Favorecido', 'Produtora', 'Valor', 'Status', 'Enviada em']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('R$ 1.234,56')).toBeInTheDocument();
    expect(within(first).getByText('Pago')).toBeInTheDocument();
    expect(within(first).getByText('12.345.678/0001-95')).toBeInTheDocument();
    expect(within(first).getByText('20/11/2026 12:30')).toBeInTheDocument();
    // The second row has no file: no 'Baixar'.
    expect(within(table).getAllByRole('button', { name: /^Baixar/ })).toHaveLength(9);
    expect(screen.getByText('1–10 de 23')).toBeInTheDocument();
    expect(sent(requests)).toEqual([{ page: 0, pageSize: 10, order: 'DESC', status: null, search: null }]);
  });

  it('filters by status and searches (debounced), each back on page 0', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/notas-fiscais',
      user: demoUser('unidade'),
      handlers: [['Invoices', invoices]],
    });
    await screen.findByRole('table', { name: 'Notas fiscais' });
    await events.click(await screen.findByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(sent(requests).at(-1)?.page).toBe(1));

    const select = screen.getByLabelText('Status');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Todos',
      'Esperando NF',
      'Processando NF',
      'NF ok, aguardando pagamento',
      'Pago',
      'Erro',
      'Erro no pagamento',
      'Fatura Fechada',
      'Na fila',
    ]);
    await events.selectOptions(select, 'PAID');
    await waitFor(() => expect(sent(requests).at(-1)).toMatchObject({ page: 0, status: 'PAID' }));

    await events.click(await screen.findByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(sent(requests).at(-1)?.page).toBe(1));
    const before = sent(requests).length;
    await events.type(screen.getByLabelText('Buscar nota fiscal'), 'ninguém');
    await waitFor(() =>
      expect(sent(requests).at(-1)).toEqual({
        page: 0,
        pageSize: 10,
        order: 'DESC',
        status: 'PAID',
        search: 'ninguém',
      }),
    );
    // Typed letter by letter, sent once the typing paused (plus the reset to page 0 meanwhile).
    expect(sent(requests).length - before).toBeLessThanOrEqual(2);
    expect(await screen.findByText(NO_FILTERED_INVOICES)).toBeInTheDocument();
  });

  it('reads the period from the URL into one request and exports the same filter', async () => {
    const events = userEvent.setup();
    const { requests } = renderApp({
      path: '/notas-fiscais?de=2026-11-01&ate=2026-11-15&status=PAID',
      user: demoUser('holding'),
      handlers: [['Invoices', invoices]],
    });
    await screen.findByRole('table', { name: 'Notas fiscais' });
    await waitFor(() => expect(sent(requests)).toHaveLength(1));
    expect(sent(requests)[0]).toEqual({
      page: 0,
      pageSize: 10,
      order: 'DESC',
      status: 'PAID',
      search: null,
      from: '2026-11-01',
      to: '2026-11-15',
    });
    const bar = screen.getByRole('search', { name: 'Filtrar as notas fiscais' });
    expect(within(bar).getByLabelText('De')).toHaveValue('2026-11-01');
    expect(within(bar).getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
    await events.click(within(bar).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() =>
      expect(sent(requests).at(-1)).toEqual({
        page: 0,
        pageSize: 10,
        order: 'DESC',
        status: null,
        search: null,
      }),
    );
  });

  it('downloads a PDF with the bearer token under the server-given name', async () => {
    const events = userEvent.setup();
    const fetchMock = vi.fn(
      async () =>
        new Response(new Blob(['%PDF-1.4']), {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="nota-fiscal-ciclo-13.pdf"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no object URLs; this file's URL global only.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:nota'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp({ path: '/notas-fiscais', user: demoUser('produtor'), handlers: [['Invoices', invoices]] });
    const table = await screen.findByRole('table', { name: 'Notas fiscais' });
    const [button] = await within(table).findAllByRole('button', { name: /^Baixar/ });
    await events.click(button as HTMLElement);
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(fetchMock).toHaveBeenCalledWith('/files/invoices/inv-0', {
      headers: { Authorization: expect.stringMatching(/^Bearer /) },
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('nota-fiscal-ciclo-13.pdf');
    click.mockRestore();
  });

  it('reads the file name of a Content-Disposition header, with a fallback', () => {
    expect(fileNameOf('attachment; filename="nota-fiscal-ciclo-2.pdf"')).toBe('nota-fiscal-ciclo-2.pdf');
    expect(fileNameOf(null)).toBe('nota-fiscal.pdf');
  });
});
