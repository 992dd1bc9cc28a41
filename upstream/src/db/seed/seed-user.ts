/**
 * One seeded account, as users.ts (the demo accounts) and eds.ts (the generated EDs) describe it.
 * Apart from both so the two lists do not import each other.
 */
import type { OrganisationKey } from './organisations.ts';

export interface SeedUser {
  name: string;
  username: string;
  /** Stored flags; isAgent is derived from the organisation and never stored. */
  roles: string;
  organisation: OrganisationKey;
  branchName?: string;
  mobilePhone: string;
  /** The affiliate's own company, for those whose CNPJ registration finished. */
  cnpj?: string;
  status?: string;
  statusCnpj?: string;
  statusPoints?: string;
  pointsAndVouchers?: string;
  active?: boolean;
  /** When the account was created; by default from its position in SEED_USERS. */
  daysBeforeBase?: number;
}
