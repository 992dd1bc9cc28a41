import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { stubCsvDownloads } from '@/test/csvDownloads.ts';
import { NO_FILTERED_PRODUCERS, PRODUCER_HELP } from './ProducersPage.tsx';

const producer = (id: string, fancyName: string) => ({
  __typename: 'Producer',
  id,
  fancyName,
  corporateName: `${fancyName} Ltda.`,
  cnpj: '11222333000181',
  idCispay: null,
  filial: false,
  holding: false,
  rmIntegration: false,
  updatedAt: '2026-11-20T12:00:00.000Z',
});

const ROWS = [producer('p-1', 'Jangada Saúde'), producer('p-2', 'Mandacaru Educação')];

/** The page as the server answers it: none registered in a period that starts in 2000. */
const producers: OperationHandler = (variables) => {
  const items = variables.from === '2000-01-01' ? [] : ROWS;
  return {
    data: {
      producers: { __typename: 'ProducerPage', items, totalRows: items.length, page: 0, pageSize: 10 },
    },
  };
};

describe('Produtores: the producer form', () => {
  it('marks the required fields, explains Cispay and RM, and says why the submit is disabled', async () => {
    const events = userEvent.setup();
    renderApp({ path: '/manager-producers', user: demoUser('admin'), handlers: [['Producers', producers]] });
    await events.click(await screen.findByRole('button', { name: 'Novo produtor' }));
    const form = await screen.findByRole('form', { name: 'Dados do produtor' });
    expect(within(form).getByLabelText('Nome fantasia')).toBeRequired();
    expect(within(form).getByText('Nome fantasia')).toHaveAttribute('data-required');
    expect(within(form).getByLabelText('ID Cispay')).not.toBeRequired();
    expect(within(form).getByLabelText('ID Cispay')).toHaveAccessibleDescription(PRODUCER_HELP.cispay);
    expect(within(form).getByRole('checkbox', { name: 'Integração RM' })).toHaveAccessibleDescription(
      PRODUCER_HELP.rm,
    );
    const submit = within(form).getByRole('button', { name: 'Cadastrar produtor' });
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAccessibleDescription('Para salvar, preencha Nome fantasia, Razão social e CNPJ.');
    await events.type(within(form).getByLabelText('Nome fantasia'), 'Ipê Editora');
    await events.type(within(form).getByLabelText('Razão social'), 'Ipê Editora Ltda.');
    await events.type(within(form).getByLabelText('CNPJ'), '11222333000100');
    await waitFor(() => expect(submit).toHaveAccessibleDescription('Para salvar, corrija CNPJ.'));
  });

  it('says an unchanged edit has nothing to save', async () => {
    const events = userEvent.setup();
    renderApp({ path: '/manager-producers', user: demoUser('admin'), handlers: [['Producers', producers]] });
    await events.click(await screen.findByRole('button', { name: 'Editar Jangada Saúde' }));
    const form = await screen.findByRole('form', { name: 'Dados do produtor' });
    const submit = within(form).getByRole('button', { name: 'Salvar alterações' });
    await waitFor(() => expect(submit).toHaveAccessibleDescription('Nenhuma alteração para salvar.'));
    expect(submit).toBeDisabled();
  });
});

describe('Gerenciador de produtores: the list toolbar', () => {
  it('keeps the search and the period in the URL, one request per change, its CSV and Limpar filtros', async () => {
    const events = userEvent.setup();
    const downloads = stubCsvDownloads('Nome fantasia');
    const { requests } = renderApp({
      path: '/manager-producers?de=2000-01-01&ate=2000-12-31',
      user: demoUser('admin'),
      handlers: [['Producers', producers]],
    });
    const table = await screen.findByRole('table', { name: 'Gerenciador de produtores' });
    expect(await within(table).findByText(NO_FILTERED_PRODUCERS)).toBeInTheDocument();
    const sent = () =>
      requests.filter((request) => request.operationName === 'Producers').map((request) => request.variables);
    expect(sent()).toEqual([{ page: 0, pageSize: 10, search: null, from: '2000-01-01', to: '2000-12-31' }]);
    const bar = screen.getByRole('search', { name: 'Filtrar os produtores' });
    expect(within(bar).queryByLabelText('Status')).not.toBeInTheDocument();
    await events.click(within(bar).getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() =>
      expect(downloads.paths()[0]).toBe('/files/producers.csv?from=2000-01-01&to=2000-12-31'),
    );
    await events.click(within(bar).getByRole('button', { name: 'Limpar filtros' }));
    expect(await within(table).findByText('Jangada Saúde')).toBeInTheDocument();
    expect(sent().at(-1)).toEqual({ page: 0, pageSize: 10, search: null });
    expect(screen.getByTestId('location')).not.toHaveTextContent('de=');
    downloads.restore();
  });
});
