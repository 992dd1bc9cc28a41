import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BILLING_STATUSES,
  CNPJ_STATUSES,
  COMMISSION_STATUSES,
  getBillingStatus,
  MASS_CHANGE_STATUSES,
  SALE_STATUSES,
  VOUCHER_STATUSES,
  WEBHOOK_DELIVERY_STATUSES,
} from '@/lib/status.ts';
import { renderWithTheme } from './renderWithTheme.tsx';
import { StatusBadge } from './StatusBadge.tsx';

describe('StatusBadge', () => {
  it('shows the status in words, with no tooltip to hover', () => {
    renderWithTheme(<StatusBadge status={getBillingStatus('CLOSED')} />);
    expect(screen.getByText('Fatura Fechada')).toBeVisible();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('keeps the labels of docs/product.md §5.2 and §5.3 for commissions and bills', () => {
    expect(Object.values(COMMISSION_STATUSES).map((status) => status.label)).toEqual([
      'Cancelada',
      'Retida',
      'Disponível',
      'Em processamento',
      'Paga',
      'Convertida em pontos',
    ]);
    expect(BILLING_STATUSES).toMatchObject({
      OPEN: { label: 'Esperando NF' },
      READY: { label: 'NF ok, aguardando pagamento' },
      PAYMENT_ERROR: { label: 'Erro no pagamento' },
      CLOSED: { label: 'Fatura Fechada' },
      ENQUEUED: { label: 'Na fila' },
    });
  });

  it('never tells two statuses of one kind apart by colour alone', () => {
    const tables = [
      COMMISSION_STATUSES,
      BILLING_STATUSES,
      SALE_STATUSES,
      VOUCHER_STATUSES,
      CNPJ_STATUSES,
      MASS_CHANGE_STATUSES,
      WEBHOOK_DELIVERY_STATUSES,
    ];
    for (const table of tables) {
      const labels = Object.values(table).map((status) => status.label);
      // Duplicated words within a kind would make the badge ambiguous even with its colour.
      expect(new Set(labels).size, labels.join(', ')).toBe(labels.length);
    }
  });

  it('draws the shape of its status next to the words, hidden from screen readers', () => {
    const { container } = renderWithTheme(<StatusBadge status={getBillingStatus('ERROR')} />);
    expect(container.querySelector('[data-status-shape="failed"] svg[aria-hidden="true"]')).not.toBeNull();
  });
});
