/**
 * Whose finance rows a request reads and acts on (docs/upstream-contract/finance.md, "Whose rows").
 * Agents pick a side with `agent_as_role`; everyone else gets the accounts their roles give them.
 */
import { type RawBuilder, sql } from 'kysely';
import type { AccountSide } from '../db/finance-types.ts';
import type { Viewer } from './viewer.ts';

export type Account = { side: 'affiliate'; userId: string } | { side: 'branch'; unitId: string };

export interface Scope {
  /** The affiliate account first, then the branch one; empty for holding, admin, producers. */
  accounts: Account[];
  /** Holding and admin read every bill ("holding sees Faturamento on the payments route"). */
  readsAllBills: boolean;
}

export const AGENT_ROLES = ['affiliate', 'branch'] as const;
export type AgentRole = (typeof AGENT_ROLES)[number];

export function scopeOf(viewer: Viewer, agentRole: AgentRole): Scope {
  const readsAllBills = viewer.roles.includes('isHolding') || viewer.roles.includes('isAdmin');
  const own: Account = { side: 'affiliate', userId: viewer.id };
  const unit: Account | null = viewer.organisationId
    ? { side: 'branch', unitId: viewer.organisationId }
    : null;
  if (viewer.roles.includes('isAgent')) {
    return { accounts: agentRole === 'branch' ? (unit ? [unit] : []) : [own], readsAllBills };
  }
  const accounts: Account[] = [];
  if (viewer.roles.includes('isAffiliated')) accounts.push(own);
  if (viewer.roles.includes('isBranch') && unit) accounts.push(unit);
  return { accounts, readsAllBills };
}

export const accountKey = (account: Account): string =>
  account.side === 'affiliate' ? `affiliate:${account.userId}` : `branch:${account.unitId}`;

export const ownerOf = (
  account: Account,
): { side: AccountSide; user_id: string | null; unit_id: string | null } =>
  account.side === 'affiliate'
    ? { side: 'affiliate', user_id: account.userId, unit_id: null }
    : { side: 'branch', user_id: null, unit_id: account.unitId };

/** `(a or b …)`, or false for no parts. */
export const anyOf = (parts: RawBuilder<unknown>[]): RawBuilder<boolean> =>
  parts.length === 0 ? sql<boolean>`false` : sql<boolean>`(${sql.join(parts, sql` or `)})`;

/** Rows of `alias` (commissions, bills, invoice_integrations) that belong to one of the accounts. */
export function ownedBy(accounts: readonly Account[], alias: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return anyOf(
    accounts.map((account) =>
      account.side === 'affiliate'
        ? sql`(${column('side')} = 'affiliate' and ${column('user_id')} = ${account.userId})`
        : sql`(${column('side')} = 'branch' and ${column('unit_id')} = ${account.unitId})`,
    ),
  );
}

/** Sales an account counts: an affiliate's are the ones they sold, a branch's those credited to it. */
export function salesOf(accounts: readonly Account[], alias = 'sales'): RawBuilder<boolean> {
  return anyOf(
    accounts.map((account) =>
      account.side === 'affiliate'
        ? sql`${sql.ref(`${alias}.seller_id`)} = ${account.userId}`
        : sql`${sql.ref(`${alias}.unit_id`)} = ${account.unitId}`,
    ),
  );
}

/** Bills the scope may read: its own, or all of them for holding and admin. */
export const billsReadableBy = (scope: Scope, alias = 'bills'): RawBuilder<boolean> =>
  scope.readsAllBills ? sql<boolean>`true` : ownedBy(scope.accounts, alias);

/**
 * One bill a viewer may open on its own (billing details): the bills it reads, and for a branch
 * (not an agency) also its own unit's EDs' affiliate bills, which the ED details link to
 * (docs/upstream-contract/finance.md "Whose rows"). Lists keep `billsReadableBy`: a branch's Faturamento
 * lists the unit's bills, never its EDs'. Another unit's ED's bill stays outside, like a missing one.
 */
export function billOpenableBy(scope: Scope, viewer: Viewer, alias = 'bills'): RawBuilder<boolean> {
  const own = billsReadableBy(scope, alias);
  const unitId = viewer.organisationId;
  if (
    scope.readsAllBills ||
    !unitId ||
    !viewer.roles.includes('isBranch') ||
    viewer.roles.includes('isAgent')
  ) {
    return own;
  }
  const edOfUnit = sql`(${sql.ref(`${alias}.side`)} = 'affiliate' and exists (select 1 from users ed
    where ed.id = ${sql.ref(`${alias}.user_id`)} and ed.is_affiliated and ed.organisation_id = ${unitId}))`;
  return anyOf([own, edOfUnit]);
}
