import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/ui/renderWithTheme.tsx';
import { CommissionsTable, installmentText, NO_COMMISSIONS_TEXT } from './CommissionsTable.tsx';
import { commission } from './financeFixtures.ts';

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');

describe('CommissionsTable (docs/product.md §5.2)', () => {
  it('has status, Produto, Valor and Data for affiliates', () => {
    renderWithTheme(<CommissionsTable commissions={[commission('1')]} showPaymentId={false} />);
    expect(headers()).toEqual(['Status', 'Produto', 'Valor', 'Data']);
  });

  it('adds Detalhes, each row opening its explanation, when told the side (docs/product.md §5.10)', () => {
    renderWithTheme(
      <CommissionsTable commissions={[commission('1')]} showPaymentId={false} explainSide={null} />,
    );
    expect(headers()).toEqual(['Status', 'Produto', 'Valor', 'Data', 'Detalhes']);
    expect(
      screen.getByRole('button', { name: 'Por que recebi esta comissão? Curso, R$ 10,00, 10/01/2026' }),
    ).toHaveTextContent('Por quê?');
  });

  it('adds ID do pagamento for branch and agent users', () => {
    renderWithTheme(
      <CommissionsTable commissions={[commission('1', { paymentId: 'PAY-77' })]} showPaymentId />,
    );
    expect(headers()).toEqual(['Status', 'Produto', 'ID do pagamento', 'Valor', 'Data']);
    expect(screen.getByText('PAY-77')).toBeInTheDocument();
  });

  it('shows every status in words (docs/product.md §5.2), not only as a colour', () => {
    const statuses = [
      ['CANCELED', 'Cancelada'],
      ['HELD', 'Retida'],
      ['READY', 'Disponível'],
      ['PROCESSING', 'Em processamento'],
      ['EXECUTED', 'Paga'],
      ['CONVERTED_TO_POINTS', 'Convertida em pontos'],
    ] as const;
    renderWithTheme(
      <CommissionsTable
        showAll
        showPaymentId={false}
        commissions={statuses.map(([status], index) => commission(String(index), { status }))}
      />,
    );
    const rows = bodyRows();
    statuses.forEach(([, label], index) => {
      // Visible text in the row itself: no hover, no tooltip needed to read it.
      expect(within(rows[index] as HTMLElement).getByText(label)).toBeVisible();
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows value in BRL (debits negative) and the date in pt-BR', () => {
    renderWithTheme(
      <CommissionsTable
        showPaymentId={false}
        commissions={[commission('1', { value: -2550, date: '2026-01-10T15:00:00.000Z' })]}
      />,
    );
    expect(screen.getByText('-R$ 25,50')).toBeInTheDocument();
    expect(screen.getByText('10/01/2026')).toBeInTheDocument();
  });

  it('shows 5 rows unless showAll', () => {
    const many = Array.from({ length: 8 }, (_, index) => commission(String(index)));
    const { unmount } = renderWithTheme(<CommissionsTable commissions={many} showPaymentId={false} />);
    expect(bodyRows()).toHaveLength(5);
    unmount();
    renderWithTheme(<CommissionsTable commissions={many} showPaymentId={false} showAll />);
    expect(bodyRows()).toHaveLength(8);
  });

  it('says when there is nothing to list', () => {
    renderWithTheme(<CommissionsTable commissions={[]} showPaymentId={false} />);
    expect(screen.getByText(NO_COMMISSIONS_TEXT)).toBeInTheDocument();
    expect(NO_COMMISSIONS_TEXT).toBe('Nenhuma Comissão a ser listada');
  });

  it('shows installments, except for voucher products', () => {
    expect(installmentText(commission('1', { installment: 2, installments: 6 }))).toBe('Parcela 2 de 6');
    expect(installmentText(commission('2', { product: 'Voucher Viagem', isVoucher: true }))).toBeNull();
    renderWithTheme(
      <CommissionsTable
        showPaymentId={false}
        commissions={[commission('1', { product: 'Voucher Viagem', isVoucher: true })]}
      />,
    );
    expect(screen.getByText('Voucher Viagem')).toBeInTheDocument();
    expect(screen.queryByText(/Parcela/)).not.toBeInTheDocument();
  });
});
