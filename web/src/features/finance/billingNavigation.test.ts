import { describe, expect, it } from 'vitest';
import { NO_ROLES, type RoleFlags } from '@/platform/access.ts';
import {
  acceptsInvoice,
  type BillingDetailsState,
  billingDetailsBack,
  readBillingDetailsState,
  readSalesBillingTab,
} from './billingNavigation.ts';
import { financePaths, financeSide, showsPaymentId, sideFromPath } from './financeSide.ts';

const roles = (flags: Partial<RoleFlags>): RoleFlags => ({ ...NO_ROLES, ...flags });
const state = (overrides: Partial<BillingDetailsState> = {}): BillingDetailsState => ({
  billing: {
    id: 'b-1',
    status: 'OPEN',
    cycle: 13,
    value: 1000,
    producerCnpj: '12345678000190',
    producerName: 'Editora',
  },
  disabledInvoice: false,
  edId: null,
  isForManagerEdDetails: false,
  agentAsRole: null,
  ...overrides,
});

describe('billing details navigation state (docs/product.md §5.4)', () => {
  it('reads a valid state and rejects anything else', () => {
    expect(readBillingDetailsState(state())).toEqual(state());
    expect(readBillingDetailsState(null)).toBeNull();
    expect(readBillingDetailsState({ billing: { id: 'b-1' } })).toBeNull();
    expect(
      readBillingDetailsState({ billing: state().billing, agentAsRole: 'HOLDING' })?.agentAsRole,
    ).toBeNull();
  });

  it('goes back in history from the ED manager details', () => {
    expect(billingDetailsBack(state({ isForManagerEdDetails: true }), roles({ isHolding: true }))).toEqual({
      type: 'history',
    });
  });

  it('sends the holding to its payments route', () => {
    expect(billingDetailsBack(state(), roles({ isHolding: true }))).toEqual({
      type: 'path',
      to: '/faturamento',
    });
  });

  it('sends everyone else to Vendas e Faturamento on the Faturamento tab (index 1)', () => {
    expect(billingDetailsBack(state(), roles({ isAffiliated: true }))).toEqual({
      type: 'path',
      to: '/vendas-comissoes',
      state: { tab: 1 },
    });
    expect(billingDetailsBack(state(), roles({ isBranch: true }))).toMatchObject({ to: '/vendas-comissoes' });
  });

  it('sends an agent back to the side the bill belongs to', () => {
    expect(billingDetailsBack(state({ agentAsRole: 'BRANCH' }), roles({ isAgent: true }))).toEqual({
      type: 'path',
      to: '/vendas-comissoes/agenciadores',
      state: { tab: 1 },
    });
  });

  it('reads the tab from the state of Vendas e Faturamento', () => {
    expect(readSalesBillingTab({ tab: 1 })).toBe(1);
    expect(readSalesBillingTab({ tab: 7 })).toBeNull();
    expect(readSalesBillingTab(undefined)).toBeNull();
  });

  it('accepts invoices only in OPEN or ERROR (docs/product.md §5.3)', () => {
    expect(acceptsInvoice('OPEN')).toBe(true);
    expect(acceptsInvoice('ERROR')).toBe(true);
    for (const status of ['PROCESSING', 'READY', 'PAID', 'PAYMENT_ERROR', 'CLOSED', 'ENQUEUED'] as const) {
      expect(acceptsInvoice(status)).toBe(false);
    }
  });
});

describe('agent sides', () => {
  it('names the side by the path', () => {
    expect(sideFromPath('/dashboard/agenciador')).toBe('BRANCH');
    expect(sideFromPath('/vendas-comissoes/agenciadores')).toBe('BRANCH');
    expect(sideFromPath('/vendas-comissoes/todas-as-vendas/influenciadores')).toBe('AFFILIATED');
    expect(sideFromPath('/vendas-comissoes')).toBeNull();
  });

  it('asks for a side only for agents, the affiliate one by default', () => {
    expect(financeSide(roles({ isAgent: true }), '/vendas-comissoes')).toBe('AFFILIATED');
    expect(financeSide(roles({ isAgent: true }), '/dashboard/agenciador')).toBe('BRANCH');
    expect(financeSide(roles({ isBranch: true }), '/vendas-comissoes/agenciadores')).toBeNull();
  });

  it('builds the per-side paths of the route table', () => {
    expect(financePaths.allCommissions('BRANCH')).toBe('/vendas-comissoes/todas-as-comissoes/agenciador');
    expect(financePaths.allSales('AFFILIATED')).toBe('/vendas-comissoes/todas-as-vendas/influenciadores');
    expect(financePaths.allSales(null)).toBe('/vendas-comissoes/todas-as-vendas');
  });

  it('shows the payment id to branch and agent users only (docs/product.md §5.2)', () => {
    expect(showsPaymentId(roles({ isAffiliated: true }))).toBe(false);
    expect(showsPaymentId(roles({ isBranch: true }))).toBe(true);
    expect(showsPaymentId(roles({ isAgent: true }))).toBe(true);
    expect(showsPaymentId(roles({ isAffiliated: true, isBranch: true }))).toBe(true);
  });

  it('goes back to the page of the list it came from, and only with a query string', () => {
    const from = state({ listSearch: '?pagina=2&itens=25' });
    expect(readBillingDetailsState(from)?.listSearch).toBe('?pagina=2&itens=25');
    expect(billingDetailsBack(from, roles({ isAffiliated: true }))).toMatchObject({
      to: '/vendas-comissoes?pagina=2&itens=25',
    });
    expect(billingDetailsBack(from, roles({ isHolding: true }))).toMatchObject({
      to: '/faturamento?pagina=2&itens=25',
    });
    expect(readBillingDetailsState(state({ listSearch: '//evil.example' }))?.listSearch).toBeUndefined();
  });
});
