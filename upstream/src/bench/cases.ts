/**
 * What the database benchmark measures (issue #6, "upstream and database"): the list pages and
 * dashboard aggregates as the portal routes serve them (HTTP against an in-process upstream), and
 * the ED search, which has no route yet, measured as SQL on the tables.
 */
import type { Db } from '../db/connection.ts';
import { organisationId } from '../db/seed/organisations.ts';
import { DEMO_USERS, userId } from '../db/seed/users.ts';
import { billsSummary, listBills, OPEN_PAYMENT_STATUSES } from '../finance/bills.ts';
import { commissionBalance, listCommissions } from '../finance/commissions.ts';
import { type InvoiceFilter, type InvoiceScope, listInvoices } from '../finance/invoice-list.ts';
import { currentCycleSales, salesByCycle, unitBalance } from '../finance/sales.ts';
import type { Scope } from '../finance/scope.ts';
import { matchesWords, wordPrefixQuery } from '../finance/search.ts';

export type Viewer = 'affiliate' | 'branch' | 'holding';

/** The seeded accounts the cases log in as: the `large` seed makes them its busiest ones. */
export const VIEWERS: Record<Viewer, string> = {
  affiliate: 'afiliado@demo.com.br',
  branch: 'unidade@demo.com.br',
  holding: 'holding@demo.com.br',
};

/** A baseline is the floor every route pays (HTTP, token check, viewer lookup): no target. */
/** The scopes the routes compute for those accounts (finance/scope.ts), for the direct calls. */
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

export interface SqlCase {
  name: string;
  kind: Kind;
  /** Why this is SQL and not a route. */
  note: string;
  run(db: Db): Promise<unknown>;
}

const FINANCE = '/v1/finances/portal';

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
    direct: (db, scope) => listCommissions(db, scope, page('date'), ['Executed']),
    explain: true,
  },
  {
    name: 'commissions list, Ready, date DESC (affiliate)',
    kind: 'list',
    viewer: 'affiliate',
    path: `${FINANCE}/commissions/commissions?status=Ready&orderBy=date&order=DESC&page=0&pageSize=10`,
    direct: (db, scope) => listCommissions(db, scope, page('date'), ['Ready']),
  },
  {
    name: 'commissions list, no filter, page 20 (ED)',
    kind: 'list',
    viewer: 'branch',
    path: `${FINANCE}/commissions/commissions?page=20&pageSize=10`,
    direct: (db, scope) => listCommissions(db, scope, page('date', 20), []),
  },
  {
    name: 'invoice list: payments, cycle DESC (holding, all)',
    kind: 'list',
    viewer: 'holding',
    path: `${FINANCE}/payments?page=0&pageSize=10`,
    direct: (db, scope) => listBills(db, scope, page('cycle.number'), []),
    explain: true,
  },
  {
    name: 'invoice list: payments, status Open (holding, all)',
    kind: 'list',
    viewer: 'holding',
    path: `${FINANCE}/payments?status=Open&page=0&pageSize=10`,
    direct: (db, scope) => listBills(db, scope, page('cycle.number'), ['Open']),
  },
  {
    name: 'invoice list: payments (ED)',
    kind: 'list',
    viewer: 'branch',
    path: `${FINANCE}/payments?page=0&pageSize=10`,
    direct: (db, scope) => listBills(db, scope, page('cycle.number'), []),
  },
  {
    name: 'open payments, 100 (ED)',
    kind: 'list',
    viewer: 'branch',
    path: `${FINANCE}/payments/open`,
    direct: (db, scope) =>
      listBills(db, scope, { ...page('cycle.number'), pageSize: 100 }, OPEN_PAYMENT_STATUSES),
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
];

/** An ED manager's search box, a page ordered by name and its count, as a substring match. */
async function searchEdsBySubstring(db: Db, text: string): Promise<void> {
  const pattern = `%${text}%`;
  const matching = db.selectFrom('organisations').where('name', 'ilike', pattern);
  await matching.select(['id', 'name', 'agenciador']).orderBy('name').orderBy('id').limit(10).execute();
  await matching.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
}

/** The same as a word-prefix full-text match, which the GIN index of migration 0003 serves. */
async function searchEdsByWords(db: Db, text: string): Promise<void> {
  const matching = db.selectFrom('organisations').where(matchesWords('name', wordPrefixQuery(text) ?? ''));
  await matching.select(['id', 'name', 'agenciador']).orderBy('name').orderBy('id').limit(10).execute();
  await matching.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
}

const NO_ED_ROUTE = 'no ED route yet: EDs are the organisations table';

export const SQL_CASES: readonly SqlCase[] = [
  {
    name: 'ED search ILIKE "%sobral%" (page + count)',
    kind: 'list',
    note: NO_ED_ROUTE,
    run: (db) => searchEdsBySubstring(db, 'sobral'),
  },
  {
    name: 'ED search words "sobral" (page + count)',
    kind: 'list',
    note: NO_ED_ROUTE,
    run: (db) => searchEdsByWords(db, 'sobral'),
  },
  {
    name: 'ED search words "unidade 00421" (page + count)',
    kind: 'list',
    note: NO_ED_ROUTE,
    run: (db) => searchEdsByWords(db, 'unidade 00421'),
  },
];
