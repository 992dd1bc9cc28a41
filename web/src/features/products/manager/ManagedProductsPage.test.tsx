import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { stubCsvDownloads } from '@/test/csvDownloads.ts';
import { NO_FILTERED_PRODUCTS } from './ManagedProductsPage.tsx';

const product = (id: string, name: string, campaignCount: number) => ({
  __typename: 'ManagedProductRow',
  id,
  name,
  producerName: 'Jangada Saúde',
  active: true,
  highlighted: false,
  minLevel: 1,
  price: 19_900,
  specialEventCount: campaignCount,
  campaignCount,
  revision: 1,
});

const ROWS = [product('m-1', 'Curso de Robótica', 1), product('m-2', 'Enem Intensivo', 0)];

const answer: OperationHandler = (variables) => {
  const items =
    variables.campaign === 'WITH_CAMPAIGN'
      ? []
      : ROWS.filter((row) => variables.campaign !== 'WITHOUT_CAMPAIGN' || row.campaignCount === 0);
  return {
    data: {
      managedProducts: {
        __typename: 'ManagedProductPage',
        items,
        totalRows: items.length,
        page: 0,
        pageSize: 10,
      },
    },
  };
};

describe('Produtos: the list toolbar', () => {
  it('keeps the search and the campaign in the URL, one request per change, its CSV and Limpar filtros', async () => {
    const events = userEvent.setup();
    const downloads = stubCsvDownloads('Produto');
    const { requests } = renderApp({
      path: '/manager-products?status=WITH_CAMPAIGN',
      user: demoUser('holding'),
      handlers: [['ManagedProducts', answer]],
    });
    const table = await screen.findByRole('table', { name: 'Produtos' });
    expect(await within(table).findByText(NO_FILTERED_PRODUCTS)).toBeInTheDocument();
    const sent = () =>
      requests
        .filter((request) => request.operationName === 'ManagedProducts')
        .map((request) => request.variables);
    expect(sent()).toEqual([{ page: 0, pageSize: 10, search: null, campaign: 'WITH_CAMPAIGN' }]);
    const bar = screen.getByRole('search', { name: 'Filtrar os produtos' });
    // A catalogue has no period; its one select is the campaign.
    expect(within(bar).queryByLabelText('De')).not.toBeInTheDocument();
    expect(within(bar).getByLabelText('Campanha')).toHaveValue('WITH_CAMPAIGN');
    await events.click(within(bar).getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(downloads.paths()[0]).toBe('/files/products.csv?status=WITH_CAMPAIGN'));
    await events.selectOptions(within(bar).getByLabelText('Campanha'), 'WITHOUT_CAMPAIGN');
    expect(await within(table).findByText('Enem Intensivo')).toBeInTheDocument();
    expect(within(table).queryByText('Curso de Robótica')).not.toBeInTheDocument();
    await events.click(within(bar).getByRole('button', { name: 'Limpar filtros' }));
    expect(await within(table).findByText('Curso de Robótica')).toBeInTheDocument();
    expect(sent().at(-1)).toEqual({ page: 0, pageSize: 10, search: null, campaign: 'ALL' });
    expect(sent()).toHaveLength(3);
    downloads.restore();
  });
});
