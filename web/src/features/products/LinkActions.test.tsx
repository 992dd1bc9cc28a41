import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { LINK_ACTION_TEXTS, linkShareText } from './LinkActions.tsx';

// The QR library draws on a canvas jsdom does not have: the test checks what it is asked to encode
// and what the page does with its answer.
const qr = vi.hoisted(() => ({
  toString: vi.fn(async () => '<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
  toDataURL: vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo='),
}));
vi.mock('qrcode', () => ({ default: qr }));

const PRODUCT = 'Curso Preparatório ENEM Completo';
const URL_OF = (code: string) => `https://portal.exemplo.com.br/l/${code}`;

const link = (id: string, description: string, active: boolean, saleCount: number) => ({
  __typename: 'ProductLink',
  id,
  code: `code${id}`,
  url: URL_OF(`code${id}`),
  description,
  visits: 42,
  saleCount,
  active,
  deactivatedAt: active ? null : '2026-11-20T12:00:00.000Z',
  createdAt: '2026-11-01T12:00:00.000Z',
});

const detail: OperationHandler = () => ({
  data: {
    promotableProduct: {
      __typename: 'PromotableProductDetail',
      sellable: true,
      product: {
        __typename: 'PromotableProduct',
        id: 'p-1',
        name: PRODUCT,
        producerName: 'Mandacaru Educação Ltda.',
        price: 149_700,
        maxInstallments: 12,
        affiliateRateBp: 1250,
        linkCount: 2,
        visits: 84,
      },
      links: [link('1', 'Instagram', true, 3), link('2', 'Grupo antigo', false, 1)],
    },
  },
});

const saved: { name: string; type: string }[] = [];

beforeEach(() => {
  saved.length = 0;
  let lastBlob: Blob | null = null;
  // saveFile's path: a blob address handed to an anchor's click.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:qr';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, type: lastBlob?.type ?? '' });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  qr.toString.mockClear();
  qr.toDataURL.mockClear();
});

const renderPage = (extra: [string, OperationHandler][] = []) =>
  renderApp({
    path: '/manager-links/p-1',
    user: demoUser('afiliado'),
    handlers: [['PromotableProduct', detail], ...extra],
  });

describe('a link’s actions', () => {
  it('shows each link’s status in words, its visits and its sales', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Seus links' });
    const [active, off] = within(table).getAllByRole('row').slice(1);
    expect(within(active as HTMLElement).getByText('Ativo')).toBeInTheDocument();
    expect(within(active as HTMLElement).getByText('3')).toBeInTheDocument();
    expect(within(off as HTMLElement).getByText('Desativado')).toBeInTheDocument();
    // A deactivated link leads nowhere: it is not offered for sharing.
    expect(within(off as HTMLElement).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(
      within(off as HTMLElement).getByRole('button', { name: 'Reativar link Grupo antigo' }),
    ).toBeVisible();
  });

  it('shares on WhatsApp through a wa.me address with the product and the link, in a new tab', async () => {
    renderPage();
    const share = await screen.findByRole('link', { name: /Compartilhar link Instagram no WhatsApp/ });
    const href = share.getAttribute('href') ?? '';
    expect(href).toBe(`https://wa.me/?text=${encodeURIComponent(linkShareText(PRODUCT, URL_OF('code1')))}`);
    expect(decodeURIComponent(href.split('?text=')[1] ?? '')).toContain(URL_OF('code1'));
    expect(share).toHaveAttribute('target', '_blank');
    expect(share).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('asks before deactivating, saying what happens, and sends nothing until confirmed', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    const { requests } = renderPage([
      [
        'SetProductLinkActive',
        (variables) => {
          sent.push(variables);
          return {
            data: {
              setProductLinkActive: {
                __typename: 'ProductLink',
                id: '1',
                active: false,
                deactivatedAt: '2026-11-28T12:00:00.000Z',
              },
            },
          };
        },
      ],
    ]);
    await user.click(await screen.findByRole('button', { name: 'Desativar link Instagram' }));
    const dialog = await screen.findByRole('alertdialog', { name: LINK_ACTION_TEXTS.deactivateTitle });
    expect(dialog).toHaveTextContent(LINK_ACTION_TEXTS.deactivate);
    expect(dialog).toHaveTextContent(URL_OF('code1'));
    expect(requests.some((request) => request.operationName === 'SetProductLinkActive')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Desativar link Instagram' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Desativar link' }),
    );
    expect(await screen.findByText(LINK_ACTION_TEXTS.deactivated)).toBeInTheDocument();
    expect(sent).toEqual([{ input: { linkId: '1', active: false } }]);
    // The answer updates the cached row: its badge now reads Desativado.
    const table = screen.getByRole('table', { name: 'Seus links' });
    await waitFor(() => expect(within(table).getAllByText('Desativado')).toHaveLength(2));
  });

  it('draws the QR code of the link’s public URL and downloads it as PNG and SVG', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'QR code do link Instagram' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code do link' });
    expect(await within(dialog).findByRole('img', { name: 'QR code do link Instagram' })).toBeVisible();
    expect(qr.toString).toHaveBeenCalledWith(URL_OF('code1'), expect.objectContaining({ type: 'svg' }));

    await user.click(within(dialog).getByRole('button', { name: 'Baixar PNG' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(qr.toDataURL).toHaveBeenCalledWith(
      URL_OF('code1'),
      expect.objectContaining({ type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Baixar SVG' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved).toEqual([
      { name: 'qrcode-link-code1.png', type: 'image/png' },
      { name: 'qrcode-link-code1.svg', type: 'image/svg+xml' },
    ]);
  });
});
