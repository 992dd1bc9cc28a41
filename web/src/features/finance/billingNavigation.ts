import type { AgentRole, BillingStatus } from '@/__generated__/types.ts';
import type { RoleFlags } from '@/platform/access.ts';
import { financePaths } from './financeSide.ts';

/** The tabs of 'Vendas e Faturamento'; billing details goes back to the second (docs/product.md §5.4). */
export const SALES_TAB = 0;
export const BILLING_TAB = 1;

/** What billing details shows at once, before its own query answers. */
export interface BillingSnapshot {
  id: string;
  status: BillingStatus;
  cycle: number;
  value: number;
  producerCnpj: string;
  producerName: string;
  errorMessage?: string | null;
}

/**
 * Navigation state of billing details (docs/product.md §5.4). `agentAsRole` is ours: an agent's bills belong
 * to one side, and the page must ask for (and go back to) that side.
 */
export interface BillingDetailsState {
  billing: BillingSnapshot;
  disabledInvoice: boolean;
  edId: string | null;
  isForManagerEdDetails: boolean;
  agentAsRole?: AgentRole | null;
  /** The list's query string when details opened (its page, size, order), to go back to it. */
  listSearch?: string;
}

/** Navigation state of 'Vendas e Faturamento': which tab to open. */
export interface SalesBillingState {
  tab: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isSnapshot = (value: unknown): value is BillingSnapshot =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.status === 'string' &&
  typeof value.cycle === 'number' &&
  typeof value.value === 'number' &&
  typeof value.producerCnpj === 'string' &&
  typeof value.producerName === 'string';

/** The state if it is one (history entries survive reloads and may be anything); null otherwise. */
export const readBillingDetailsState = (state: unknown): BillingDetailsState | null => {
  if (!isRecord(state) || !isSnapshot(state.billing)) return null;
  const side = state.agentAsRole;
  // Appended to a fixed path on the way back: only a query string, so it can never change the path.
  const listSearch = typeof state.listSearch === 'string' && /^\?[^#]{1,1000}$/.test(state.listSearch);
  return {
    ...(listSearch ? { listSearch: state.listSearch as string } : {}),
    billing: state.billing,
    disabledInvoice: state.disabledInvoice === true,
    edId: typeof state.edId === 'string' ? state.edId : null,
    isForManagerEdDetails: state.isForManagerEdDetails === true,
    agentAsRole: side === 'AFFILIATED' || side === 'BRANCH' ? side : null,
  };
};

export const readSalesBillingTab = (state: unknown): number | null =>
  isRecord(state) && (state.tab === SALES_TAB || state.tab === BILLING_TAB) ? state.tab : null;

export type BackTarget = { type: 'history' } | { type: 'path'; to: string; state?: SalesBillingState };

/**
 * docs/product.md §5.4: from the ED manager's details, back in history; the holding goes to its payments
 * route; everyone else to 'Vendas e Faturamento' on the Faturamento tab (an agent, on their side).
 */
export const billingDetailsBack = (state: BillingDetailsState, roles: RoleFlags | null): BackTarget => {
  if (state.isForManagerEdDetails) return { type: 'history' };
  const listSearch = state.listSearch ?? '';
  if (roles?.isHolding) return { type: 'path', to: `${financePaths.holdingBillings}${listSearch}` };
  return {
    type: 'path',
    to: `${financePaths.salesBilling(roles?.isAgent ? (state.agentAsRole ?? null) : null)}${listSearch}`,
    state: { tab: BILLING_TAB },
  };
};

/** docs/product.md §5.3: invoices are sent (or issued) only for bills awaiting one. */
export const acceptsInvoice = (status: BillingStatus): boolean => status === 'OPEN' || status === 'ERROR';
