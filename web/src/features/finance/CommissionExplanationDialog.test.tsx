import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type OperationHandler, renderApp } from '@/app/testing/renderApp.tsx';
import { saleNoCommissionText } from './explanationText.ts';
import { commission } from './financeFixtures.ts';

const row = commission('c-1', { product: 'ENEM Completo', value: 4990, installment: 1, installments: 3 });

const rows: OperationHandler = (variables) => ({
  data: {
    finance: {
      __typename: 'Finance',
      agentAsRole: variables.as ?? null,
      commissions: { __typename: 'CommissionPage', totalRows: 1, page: 0, pageSize: 10, items: [row] },
    },
  },
});

const explanation = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'CommissionExplanation',
  commission: { ...row, status: 'EXECUTED' },
  sale: {
    __typename: 'ExplainedSale',
    paymentId: 'pay-c-1',
    status: 'APPROVED',
    date: '2026-01-05T13:00:00.000Z',
    value: 149_700,
    installments: 3,
    customerName: 'Maria E. L.',
  },
  link: {
    __typename: 'ExplainedLink',
    code: 'AbCdEf123456',
    description: 'Instagram de janeiro',
    createdAt: '2026-01-02T13:00:00.000Z',
    clickedAt: '2026-01-04T23:30:00.000Z',
  },
  campaigns: [
    { __typename: 'ExplainedCampaign', name: 'Volta às aulas', startsOn: '2026-01-01', endsOn: '2026-01-31' },
  ],
  rule: {
    __typename: 'CommissionRule',
    side: 'AFFILIATED',
    careerLevel: 2,
    rateBasisPoints: 1000,
    saleCommission: 14_970,
    installment: 1,
    installments: 3,
    deducted: null,
  },
  history: [
    { __typename: 'CommissionStatusChange', status: 'HELD', at: '2026-01-05T13:00:00.000Z' },
    { __typename: 'CommissionStatusChange', status: 'READY', at: '2026-02-01T13:00:00.000Z' },
    { __typename: 'CommissionStatusChange', status: 'EXECUTED', at: '2026-02-07T13:00:00.000Z' },
  ],
  billing: {
    __typename: 'Billing',
    id: 'b-1',
    status: 'PAID',
    cycle: 14,
    value: 12_345,
    producerName: 'Mandacaru Educação',
    entries: [
      { __typename: 'PaymentEntry', productName: 'ENEM Completo', value: 9_980 },
      { __typename: 'PaymentEntry', productName: 'Voucher', value: 2_365 },
    ],
  },
  billingPayment: {
    __typename: 'BillingPaymentRecord',
    outcome: 'PAID',
    at: '2026-02-07T15:00:00.000Z',
    reason: null,
  },
  ...overrides,
});

const answer =
  (value: unknown): OperationHandler =>
  (variables) => ({
    data: {
      finance: { __typename: 'Finance', agentAsRole: variables.as ?? null, commissionExplanation: value },
    },
  });

const openDialog = async (handler: OperationHandler, account: 'afiliado' | 'agente' = 'afiliado') => {
  const events = userEvent.setup();
  const path =
    account === 'agente'
      ? '/vendas-comissoes/todas-as-comissoes/agenciador'
      : '/vendas-comissoes/todas-as-comissoes';
  const app = renderApp({
    path,
    user: demoUser(account),
    handlers: [
      ['AllCommissions', rows],
      ['CommissionExplanation', handler],
    ],
  });
  const table = await screen.findByRole('table', { name: 'Todas as comissões' });
  const button = await within(table).findByRole('button', {
    name: /^Por que recebi esta comissão\? ENEM Completo/,
  });
  const explained = () => app.requests.filter((request) => request.operationName === 'CommissionExplanation');
  expect(explained()).toHaveLength(0);
  await events.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Por que recebi esta comissão?' });
  return { dialog, explained, events };
};

describe("'Por que recebi esta comissão?' (docs/product.md §5.10)", () => {
  it('opens from a row with one request and shows the sale, link, rule, history and billing in words', async () => {
    const { dialog, explained } = await openDialog(answer(explanation()));
    await within(dialog).findByText('Maria E. L.');
    expect(explained()).toHaveLength(1);
    expect(explained()[0]?.variables).toEqual({ id: 'c-1', as: null });
    const part = (name: string) => within(dialog).getByRole('region', { name });
    expect(within(part('A venda')).getByText('05/01/2026')).toBeInTheDocument();
    expect(within(part('A venda')).getByText('R$ 1.497,00')).toBeInTheDocument();
    expect(within(part('A venda')).getByText('Aprovada')).toBeInTheDocument();
    // The click at 20:30 in Fortaleza on the 4th (23:30 UTC).
    expect(within(part('Link e campanha')).getByText('04/01/2026')).toBeInTheDocument();
    expect(
      within(part('Link e campanha')).getByText(/Volta às aulas \(01\/01\/2026 a 31\/01\/2026\)/),
    ).toBeInTheDocument();
    const rule = part('Regra aplicada');
    expect(within(rule).getByText('Nível 2')).toBeInTheDocument();
    expect(within(rule).getByText('10% do valor da venda')).toBeInTheDocument();
    expect(within(rule).getByText('Parcela 1 de 3')).toBeInTheDocument();
    // The row's own figure, and the sale's commission split over its installments.
    expect(within(rule).getByText('R$ 49,90')).toBeInTheDocument();
    expect(within(rule).getByText(/R\$ 149,70 no total, divididos em 3 parcelas/)).toBeInTheDocument();
    const history = part('Histórico de status');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Retidadesde 05/01/2026', 'Disponíveldesde 01/02/2026', 'Pagadesde 07/02/2026']);
    const bill = part('Faturamento');
    expect(within(bill).getByText('R$ 123,45')).toBeInTheDocument();
    expect(within(bill).getByText('Pago')).toBeInTheDocument();
    expect(within(bill).getByText('R$ 99,80')).toBeInTheDocument();
    expect(within(bill).getByText('Pagamento registrado em 07/02/2026.')).toBeInTheDocument();
  });

  it('says a paid billing’s payment date was not recorded when upstream has none', async () => {
    const { dialog } = await openDialog(answer(explanation({ billingPayment: null })));
    expect(
      await within(dialog).findByText('Faturamento pago; a data do pagamento não foi registrada.'),
    ).toBeInTheDocument();
  });

  it('says what upstream did not record, a debit’s deduction and a refunded sale’s reason', async () => {
    const debit = explanation({
      commission: { ...commission('c-1', { value: -4990, status: 'CANCELED' }), installment: null },
      sale: { ...explanation().sale, status: 'REFUNDED' },
      link: null,
      campaigns: [],
      rule: {
        ...explanation().rule,
        careerLevel: null,
        rateBasisPoints: null,
        saleCommission: null,
        installment: null,
        deducted: 4990,
      },
      history: [],
      billing: null,
      billingPayment: null,
    });
    const { dialog } = await openDialog(answer(debit), 'agente');
    await within(dialog).findByText(/Esta venda foi registrada sem o link de origem/);
    expect(within(dialog).getByText(/A venda foi estornada/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Estorno de R\$ 49,90/)).toBeInTheDocument();
    expect(within(dialog).getAllByText('Não registrado').length).toBeGreaterThanOrEqual(3);
    expect(within(dialog).getByText('Nenhuma campanha do produto no dia da venda.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Ainda não faturada/)).toBeInTheDocument();
  });

  it('sends the agent’s side and says when the commission is not found', async () => {
    const { dialog, explained, events } = await openDialog(answer(null), 'agente');
    expect(await within(dialog).findByText('Esta comissão não foi encontrada.')).toBeInTheDocument();
    expect(explained()[0]?.variables).toEqual({ id: 'c-1', as: 'BRANCH' });
    await events.click(within(dialog).getByRole('button', { name: /fechar/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('saleNoCommissionText', () => {
  it('gives the reason only for a sale without commission whose reason upstream knows', () => {
    expect(saleNoCommissionText('CANCELED', 0)).toBe('Sem comissão: venda cancelada');
    expect(saleNoCommissionText('REFUNDED', 0)).toBe('Sem comissão: venda estornada');
    expect(saleNoCommissionText('REFUNDED', 500)).toBeNull();
    expect(saleNoCommissionText('APPROVED', 0)).toBeNull();
  });
});
