/**
 * What the database benchmark measures (issue #6, "upstream and database"): the list pages and
 * dashboard aggregates, the ED list and the Notas Fiscais list as the portal routes serve them (HTTP
 * against an in-process upstream) and as the functions they run (SQL round trips only).
 */
import type { Db } from '../db/connection.ts';
import { organisationId } from '../db/seed/organisations.ts';
import { DEMO_USERS, userId } from '../db/seed/users.ts';
import { NO_BILL_FILTER } from '../domains/finance/bill-filter.ts';
import { billsSummary, listBills, OPEN_PAYMENT_STATUSES } from '../domains/finance/bills.ts';
import { commissionBalance, listCommissions, NO_COMMISSION_FILTER } from '../domains/finance/commissions.ts';
import { type InvoiceFilter, type InvoiceScope, listInvoices } from '../domains/finance/invoice-list.ts';
import { currentCycleSales, salesByCycle, unitBalance } from '../domains/finance/sales.ts';
import { type EdScope, listEds } from '../domains/network/eds.ts';
import type { Scope } from '../kernel/scope.ts';

export type Viewer = 'affiliate' | 'branch' | 'holding';

/** The seeded accounts the cases log in as: the `large` seed makes them its busiest ones. */
export const VIEWERS: Record<Viewer, string> = {
  affiliate: 'afiliado@demo.com.br',
  branch: 'unidade@demo.com.br',
  holding: 'holding@demo.com.br',
};

/** A baseline is the floor every route pays (HTTP, token check, viewer lookup): no target. */
/** The scopes the routes compute for those accounts (kernel/scope.ts), for the direct calls. */
export const SCOPES: Record<Viewer, Scope> = {
  affiliate: {
    accounts: [{ side: 'affiliate', userId: userId(DEMO_USERS.affiliated.username) }],
    readsAllBills: false,
  },
  branch: { accounts: [{ side: 'branch', unitId: organisationId('unitCentro') }], readsAllBills: false },
  holding: { accounts: [], readsAllBills: true },
};

export type Kind = 'baseline' | 'list' | 'aggregate';

/** p95 targets of the issue. */
export const TARGET_MS: Record<Kind, number | null> = { baseline: null, list: 20, aggregate: 50 };

export interface HttpCase {
  name: string;
  kind: Kind;
  viewer: Viewer;
  path: string;
  /** The same read as a direct call of the function the route runs: the database's share. */
  direct?: (db: Db, scope: Scope) => Promise<unknown>;
  /** Its SQL is printed with EXPLAIN (ANALYZE) by `bench --explain`. */
  explain?: boolean;
}

const FINANCE = '/v1/finances/portal';

/** The ED list's scope for a viewer (routes/network.ts): the network, or the branch's own unit. */
const ED_SCOPES: Record<'branch' | 'holding', EdScope> = {
  branch: { unitId: organisationId('unitCentro') },
  holding: { unitId: null },
};

/** GET /v1/affiliates as the ED manager screens call it: a page of 10 by name, with its count. */
function edCase(
  name: string,
  viewer: 'branch' | 'holding',
  search: string | null,
  explain = false,
): HttpCase {
  const query = search === null ? '' : `&search=${encodeURIComponent(search)}`;
  return {
    name,
    kind: 'list',
    viewer,
    path: `/v1/affiliates?page=0&pageSize=10&order=ASC${query}`,
    direct: (db) => listEds(db, ED_SCOPES[viewer], { ...page('name'), order: 'asc' }, { search, unit: null }),
    explain,
  };
}

/**
 * The ED search of the issue (p95 ≤ 20 ms at 20 000 EDs): word prefixes on the partial GIN index
 * of migration 0005, a common first name (hundreds of matches to count), the exact e-mail, and the
 * unfiltered pages whose order the partial name indexes serve.
 */
const ED_CASES: readonly HttpCase[] = [
  edCase('ED list: search "mar cos" (holding, all)', 'holding', 'mar cos', true),
  edCase('ED list: search "maria" (holding, all)', 'holding', 'maria'),
  edCase('ED list: search by e-mail (holding, all)', 'holding', 'afiliado1234@perf.exemplo.com.br', true),
  edCase('ED list: search "mar" (ED)', 'branch', 'mar'),
  edCase('ED list: no search, by name (holding, all)', 'holding', null, true),
  edCase('ED list: no search, by name (ED)', 'branch', null),
];

const page = <K extends string>(orderBy: K, pageNumber = 0) => ({
  page: pageNumber,
  pageSize: 10,
  orderBy,
  order: 'desc' as const,
});

/** The Notas Fiscais route's read (finance/invoice-list.ts) with the scope it computes. */
const invoices = (db: Db, scope: InvoiceScope, filter: Partial<InvoiceFilter> = {}, pageNumber = 0) =>
  listInvoices(db, scope, page('created_at', pageNumber), { statuses: [], search: '', ...filter });

export const HTTP_CASES: readonly HttpCase[] = [
  { name: 'baseline: GET /me (token check, viewer lookup)', kind: 'baseline', viewer: 'branch', path: '/me' },
  {
    name: 'commissions list, Executed, date DESC (ED)',
    kind: 'list',
    viewer: 'branch',
    path: `${FINANCE}/commissions/commissions?status=Executed&orderBy=date&order=DESC&page=0&pageSize=10`,
    direct: (db, scope) =>
      listCommissions(db, scope, page('date'), { ...NO_COMMISSION_FILTER, statuses: ['Executed'] }),
    explain: true,
  },
  {
    name: 'commissions list, Ready, date DESC (affiliate)',
    kind: 'list',
    viewer: 'affiliate',
    path: `${FINANCE}/commissions/commissions?status=Ready&orderBy=date&order=DESC&page=0&pageSize=10`,
    direct: (db, scope) =>
      listCommissions(db, scope, page('date'), { ...NO_COMMISSION_FILTER, statuses: ['Ready'] }),
  },
  {
    name: 'commissions list, no filter, page 20 (ED)',
    kind: 'list',
    viewer: 'branch',
    path: `${FINANCE}/commissions/commissions?page=20&pageSize=10`,
    direct: (db, scope) => listCommissions(db, scope, page('date', 20)),
  },
  {
    name: 'invoice list: payments, cycle DESC (holding, all)',
    kind: 'list',
    viewer: 'holding',
    path: `${FINANCE}/payments?page=0&pageSize=10`,
    direct: (db, scope) => listBills(db, scope, page('cycle.number')),
    explain: true,
  },
  {
    name: 'invoice list: payments, status Open (holding, all)',
    kind: 'list',
    viewer: 'holding',
    path: `${FINANCE}/payments?status=Open&page=0&pageSize=10`,
    direct: (db, scope) =>
      listBills(db, scope, page('cycle.number'), { ...NO_BILL_FILTER, statuses: ['Open'] }),
  },
  {
    name: 'invoice list: payments (ED)',
    kind: 'list',
    viewer: 'branch',
    path: `${FINANCE}/payments?page=0&pageSize=10`,
    direct: (db, scope) => listBills(db, scope, page('cycle.number')),
  },
  {
    name: 'open payments, 100 (ED)',
    kind: 'list',
    viewer: 'branch',
    path: `${FINANCE}/payments/open`,
    direct: (db, scope) =>
      listBills(
        db,
        scope,
        { ...page('cycle.number'), pageSize: 100 },
        { ...NO_BILL_FILTER, statuses: OPEN_PAYMENT_STATUSES },
      ),
  },
  {
    name: 'Notas Fiscais: invoices, newest first (holding, all)',
    kind: 'list',
    viewer: 'holding',
    path: `${FINANCE}/invoices?page=0&pageSize=10`,
    direct: (db) => invoices(db, { kind: 'all' }),
    explain: true,
  },
  {
    name: 'Notas Fiscais: invoices, status Paid, page 20 (holding, all)',
    kind: 'list',
    viewer: 'holding',
    path: `${FINANCE}/invoices?status=Paid&page=20&pageSize=10`,
    direct: (db) => invoices(db, { kind: 'all' }, { statuses: ['Paid'] }, 20),
  },
  {
    name: 'Notas Fiscais: invoices, search "sobral" (holding, all)',
    kind: 'list',
    viewer: 'holding',
    path: `${FINANCE}/invoices?search=sobral&page=0&pageSize=10`,
    direct: (db) => invoices(db, { kind: 'all' }, { search: 'sobral' }),
    explain: true,
  },
  {
    name: 'Notas Fiscais: invoices (ED)',
    kind: 'list',
    viewer: 'branch',
    path: `${FINANCE}/invoices?page=0&pageSize=10`,
    direct: (db) => invoices(db, { kind: 'unit', unitId: organisationId('unitCentro') }),
    explain: true,
  },
  {
    name: 'commission balance (ED)',
    kind: 'aggregate',
    viewer: 'branch',
    path: `${FINANCE}/commissions/balance`,
    direct: commissionBalance,
    explain: true,
  },
  {
    name: 'commission balance (affiliate)',
    kind: 'aggregate',
    viewer: 'affiliate',
    path: `${FINANCE}/commissions/balance`,
    direct: commissionBalance,
  },
  {
    name: 'sales balance (ED)',
    kind: 'aggregate',
    viewer: 'branch',
    path: `${FINANCE}/sales/balance`,
    direct: unitBalance,
  },
  {
    name: 'sales total (ED)',
    kind: 'aggregate',
    viewer: 'branch',
    path: `${FINANCE}/sales/total`,
    direct: currentCycleSales,
  },
  {
    name: 'sales by cycle, 12 (ED)',
    kind: 'aggregate',
    viewer: 'branch',
    path: `${FINANCE}/sales/by-cycle?last=12`,
    direct: (db, scope) => salesByCycle(db, scope, 12),
    explain: true,
  },
  {
    name: 'payments summary (holding, all)',
    kind: 'aggregate',
    viewer: 'holding',
    path: `${FINANCE}/payments/summary`,
    direct: billsSummary,
    explain: true,
  },
  {
    name: 'payments summary (ED)',
    kind: 'aggregate',
    viewer: 'branch',
    path: `${FINANCE}/payments/summary`,
    direct: billsSummary,
  },
  ...ED_CASES,
];
