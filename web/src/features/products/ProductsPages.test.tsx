import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { LINK_ACTION_TEXTS } from './LinkActions.tsx';
import { PRODUCT_LINK_TEXTS } from './ProductLinksPage.tsx';

const product = (n: number, linkCount: number, visits: number) => ({
  __typename: 'PromotableProduct',
  id: `p-${n}`,
  name: n === 1 ? 'Curso Preparatório ENEM Completo' : 'Plano Odontológico Familiar Anual',
  producerName: 'Mandacaru Educação Ltda.',
  price: 149_700,
  maxInstallments: 12,
  affiliateRateBp: 1250,
  linkCount,
  visits,
});

const link = (id: string, description: string, visits: number) => ({
  __typename: 'ProductLink',
  id,
  code: `code-${id}`,
  url: `https://portal.exemplo.com.br/l/code-${id}`,
  description,
  visits,
  saleCount: 0,
  active: true,
  deactivatedAt: null,
  createdAt: '2026-11-01T12:00:00.000Z',
});

const list: OperationHandler = () => ({
  data: {
    promotableProducts: {
      __typename: 'PromotableProducts',
      productCount: 2,
      items: [product(1, 2, 59), product(2, 1, 5)],
    },
  },
});

const links = [link('l1', 'Instagram', 42)];
const detail: OperationHandler = () => ({
  data: {
    promotableProduct: {
      __typename: 'PromotableProductDetail',
      sellable: true,
      product: product(1, links.length, 42),
      links: [...links],
    },
  },
});

afterEach(() => {
  links.splice(1);
  vi.restoreAllMocks();
});

describe('Seus produtos', () => {
  it('lists the promotable products with the counters, in one request', async () => {
    const { requests } = renderApp({
      path: '/manager-links',
      user: demoUser('afiliado'),
      handlers: [['PromotableProducts', list]],
    });
    const table = await screen.findByRole('table', { name: 'Seus produtos' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByRole('link', { name: 'Curso Preparatório ENEM Completo' })).toHaveAttribute(
      'href',
      '/manager-links/p-1',
    );
    expect(within(table).getAllByText('12,5%')).toHaveLength(2);
    // Links 2 + 1 and visits 59 + 5 over the viewer's products.
    expect(screen.getByText('64')).toBeInTheDocument();
    expect(requests.filter((request) => request.operationName === 'PromotableProducts')).toHaveLength(1);
  });

  it('makes a link with a description and copies it with a toast', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const created: Record<string, unknown>[] = [];
    renderApp({
      path: '/manager-links/p-1',
      user: demoUser('afiliado'),
      handlers: [
        ['PromotableProduct', detail],
        [
          'CreateProductLink',
          (variables) => {
            created.push(variables);
            const made = link('l2', 'WhatsApp', 0);
            links.unshift(made);
            return { data: { createProductLink: made } };
          },
        ],
      ],
    });
    const table = await screen.findByRole('table', { name: 'Seus links' });
    await user.type(screen.getByLabelText('Descrição do link'), 'WhatsApp');
    await user.click(screen.getByRole('button', { name: 'Gerar link' }));
    expect(await screen.findByText(PRODUCT_LINK_TEXTS.created)).toBeInTheDocument();
    expect(created).toEqual([{ input: { productId: 'p-1', description: 'WhatsApp' } }]);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));

    await user.click(within(table).getByRole('button', { name: 'Copiar link Instagram' }));
    expect(writeText).toHaveBeenCalledWith('https://portal.exemplo.com.br/l/code-l1');
    expect(await screen.findByText(LINK_ACTION_TEXTS.copied)).toBeInTheDocument();
  });

  it('goes home when the product fails to load', async () => {
    renderApp({
      path: '/manager-links/p-9',
      user: demoUser('afiliado'),
      handlers: [
        [
          'PromotableProduct',
          () => ({ errors: [{ message: 'Não encontrado.', extensions: { code: 'NOT_FOUND' } }] }),
        ],
      ],
    });
    expect(await screen.findByText(PRODUCT_LINK_TEXTS.loadFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });
});
