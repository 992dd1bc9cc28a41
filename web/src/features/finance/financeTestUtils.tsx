/** Renders billing details through the whole app, with its navigation state and a fake server. */
import {
  type DemoAccount,
  demoUser,
  type OperationHandler,
  type OperationHandlers,
  renderApp,
} from '@/app/testing/renderApp.tsx';
import type { BillingDetailsState } from './billingNavigation.ts';
import { billing, billingDetails } from './financeFixtures.ts';

export const open = billing('b-13', { status: 'OPEN', cycle: 13, value: 123456 });

export const navState = (overrides: Partial<BillingDetailsState> = {}): BillingDetailsState => ({
  billing: open,
  disabledInvoice: false,
  edId: null,
  isForManagerEdDetails: false,
  agentAsRole: null,
  ...overrides,
});

export const detailsAnswer =
  (payment: ReturnType<typeof billingDetails>, integrated = false): OperationHandler =>
  () => ({
    data: {
      finance: {
        __typename: 'Finance',
        agentAsRole: null,
        payment,
        integration: { __typename: 'Integration', kind: integrated ? 'DMEI' : null, integrated },
        openPayments: [open, billing('b-11', { status: 'ERROR', cycle: 11, producerCnpj: '98765432000110' })],
      },
    },
  });

/** The dialog's invoice check answering `outcome` with `items` (issue #33). */
export const checkAnswer =
  (
    outcome: 'MATCHED' | 'MISMATCHED' | 'UNREADABLE' = 'MATCHED',
    items: { field: string; ok: boolean; message: string }[] = [
      { field: 'TOTAL', ok: true, message: 'O valor da nota (R$ 1.234,56) confere com o faturamento.' },
    ],
  ): OperationHandler =>
  () => ({
    data: {
      checkInvoice: { __typename: 'InvoiceCheck', outcome, format: 'PDF', number: '123', items },
    },
  });

export const renderDetails = ({
  account = 'afiliado',
  state = navState(),
  answer = detailsAnswer(billingDetails(open)),
  handlers = [],
}: {
  account?: DemoAccount;
  state?: BillingDetailsState | null;
  answer?: OperationHandler;
  handlers?: OperationHandlers;
} = {}) =>
  renderApp({
    path: { pathname: `/vendas-comissoes/faturamento/${state?.billing.id ?? 'b-13'}`, state },
    user: demoUser(account),
    handlers: [['BillingDetails', answer], ['CheckInvoice', checkAnswer()], ...handlers],
  });
