import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { billing, billingDetails, commission } from './financeFixtures.ts';
import { detailsAnswer, navState, open, renderDetails } from './financeTestUtils.tsx';

const { sendWithProgress } = vi.hoisted(() => ({ sendWithProgress: vi.fn() }));
vi.mock('@/platform/apollo/sendWithProgress.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/platform/apollo/sendWithProgress.ts')>()),
  sendWithProgress,
}));

const location = () => screen.getByTestId('location').textContent;
describe('billing details (docs/product.md §5.4)', () => {
  it('goes home without navigation state', async () => {
    renderDetails({ state: null });
    await screen.findByRole('heading', { level: 1, name: 'Olá, Usuária' });
    expect(location()).toBe('/');
  });

  it('shows the billing read-only, the merged voucher line and the cycle commissions', async () => {
    const payment = billingDetails(billing('b-13', { errorMessage: 'CNPJ da nota diverge do produtor.' }), {
      entries: [
        { productName: 'Curso de Vendas', value: 100000 },
        { productName: 'Voucher', value: 23456 },
      ],
      commissions: [commission('c-1', { product: 'Voucher Viagem', isVoucher: true }), commission('c-2')],
    });
    renderDetails({ answer: detailsAnswer(payment) });

    const list = await screen.findByLabelText('Dados do faturamento');
    expect(within(list).getByText('13')).toBeInTheDocument();
    expect(within(list).getByText('R$ 1.234,56')).toBeInTheDocument();
    expect(within(list).getByText('Esperando NF')).toBeInTheDocument();
    expect(within(list).getByText('12.345.678/0001-90')).toBeInTheDocument();
    expect(within(list).getByText('Editora Sertão')).toBeInTheDocument();

    const statusBox = await screen.findByRole('region', { name: 'Descrição do status' });
    expect(within(statusBox).getByText('CNPJ da nota diverge do produtor.')).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Itens do faturamento' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    expect(within(items).getByText('Voucher')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Comissões desse ciclo' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).queryAllByText(/Parcela/)).toHaveLength(1);
  });

  it('offers ENVIAR for accounts that upload, EMITIR for integrated ones', async () => {
    const { unmount } = renderDetails();
    expect(await screen.findByRole('button', { name: 'ENVIAR NOVA NOTA' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ENVIAR DEPOIS' })).toBeInTheDocument();
    unmount();
    renderDetails({ answer: detailsAnswer(billingDetails(open), true) });
    expect(await screen.findByRole('button', { name: 'EMITIR NOVA NOTA' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EMITIR DEPOIS' })).toBeInTheDocument();
  });

  it('offers no send action outside OPEN and ERROR, nor when the invoice is disabled', async () => {
    const paid = billing('b-13', { status: 'PAID' });
    const { unmount } = renderDetails({
      state: navState({ billing: paid }),
      answer: detailsAnswer(billingDetails(paid)),
    });
    await screen.findByRole('table', { name: 'Comissões desse ciclo' });
    expect(screen.getByText('Pago')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /NOVA NOTA/ })).not.toBeInTheDocument();
    unmount();
    renderDetails({ account: 'holding', state: navState({ disabledInvoice: true }) });
    await screen.findByRole('table', { name: 'Comissões desse ciclo' });
    expect(screen.queryByRole('button', { name: /NOVA NOTA/ })).not.toBeInTheDocument();
  });

  it('goes back to the Faturamento tab, or to /faturamento for the holding', async () => {
    const events = userEvent.setup();
    const { unmount } = renderDetails();
    await events.click(await screen.findByRole('button', { name: 'Voltar ao faturamento' }));
    expect(location()).toBe('/vendas-comissoes');
    const tab = await screen.findByRole('tab', { name: 'Faturamento' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    unmount();

    renderDetails({ account: 'holding', state: navState({ disabledInvoice: true }) });
    await events.click(await screen.findByRole('button', { name: 'Voltar ao faturamento' }));
    expect(location()).toBe('/faturamento');
  });

  it('"ENVIAR DEPOIS" goes back too', async () => {
    const events = userEvent.setup();
    renderDetails({ account: 'unidade' });
    await events.click(await screen.findByRole('button', { name: 'ENVIAR DEPOIS' }));
    expect(location()).toBe('/vendas-comissoes');
  });

  it('uploads a PDF with progress and shows the new status once sent', async () => {
    const events = userEvent.setup();
    sendWithProgress.mockImplementation(async (_document, variables, options) => {
      options.onProgress?.(0.5);
      return {
        uploadInvoice: {
          __typename: 'Billing',
          id: variables.billingId,
          status: 'PROCESSING',
          statusMessage: 'Nota fiscal em análise.',
          errorMessage: null,
        },
      };
    });
    renderDetails();
    await events.click(await screen.findByRole('button', { name: 'ENVIAR NOVA NOTA' }));
    const dialog = screen.getByRole('dialog', { name: 'ENVIAR NOTA FISCAL' });
    await events.upload(
      within(dialog).getByLabelText('Nota fiscal (PDF ou XML da NFS-e)'),
      new File(['%PDF-1.4'], 'nota.pdf', { type: 'application/pdf' }),
    );
    await events.click(within(dialog).getByRole('button', { name: 'ENVIAR' }));

    expect(await within(dialog).findByText('NOTA FISCAL ENVIADA')).toBeInTheDocument();
    expect(within(dialog).getByText('Estamos analisando a sua nota fiscal.')).toBeInTheDocument();
    expect(within(dialog).getByText('Em breve você terá mais informações.')).toBeInTheDocument();
    const [, variables, options] = sendWithProgress.mock.calls[0] ?? [];
    expect(variables).toEqual({ billingId: 'b-13', pdf: btoa('%PDF-1.4'), as: null, reason: null });
    expect(options.token).toBe('token-123');

    await events.click(within(dialog).getByRole('button', { name: 'FECHAR' }));
    const list = screen.getByLabelText('Dados do faturamento');
    await waitFor(() => expect(within(list).getByText('Processando NF')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'ENVIAR NOVA NOTA' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Voltar ao faturamento' })).toHaveFocus());
  });

  it('shows the failure panel with the orange Ops! bar', async () => {
    const events = userEvent.setup();
    sendWithProgress.mockRejectedValue(new Error('boom'));
    renderDetails();
    await events.click(await screen.findByRole('button', { name: 'ENVIAR NOVA NOTA' }));
    const dialog = screen.getByRole('dialog', { name: 'ENVIAR NOTA FISCAL' });
    await events.upload(
      within(dialog).getByLabelText('Nota fiscal (PDF ou XML da NFS-e)'),
      new File(['%PDF'], 'nota.pdf', { type: 'application/pdf' }),
    );
    await events.click(within(dialog).getByRole('button', { name: 'ENVIAR' }));

    expect(await within(dialog).findByText('ERRO AO ENVIAR NOTA')).toBeInTheDocument();
    expect(within(dialog).getByText('Tente novamente mais tarde')).toBeInTheDocument();
    expect(within(dialog).getByText('Ops!')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Envio interrompido' })).toBeInTheDocument();
  });
});
