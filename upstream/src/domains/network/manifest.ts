/**
 * network: the EDs (list, details, CSV, contracts), the units, the mass change on the job queue,
 * the influencers.
 */
import type { Db } from '../../db/connection.ts';
import { buildPdf } from '../../kernel/pdf.ts';
import type { DomainManifest } from '../../manifest.ts';
import { type MassChangeWorkerOptions, startMassChangeWorker } from './mass-change-worker.ts';
import { ED_CONTRACT_MESSAGES, edContractRoutes } from './routes/contracts.ts';
import { influencerRoutes } from './routes/influencers.ts';
import { isMassChangeUploadPath, massChangeRoutes } from './routes/mass-change.ts';
import { edRoutes } from './routes/network.ts';
import { unitManagerRoutes } from './routes/units.ts';

declare module '../../manifest.ts' {
  interface WorkerOverrides {
    /** The mass change worker's timings and test hooks (StartOptions.massChange). */
    network?: Partial<MassChangeWorkerOptions>;
  }
}

/**
 * A mass change: an interrupted apply (a restart, a lost connection) is retried twice, 10 s apart,
 * then marked failed with its reason; one still running after 15 minutes is taken as lost.
 */
/** Production settings of the mass-change worker (the bench runs with them too). */
export const MASS_CHANGE_WORKER = { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 900 };

/** What the network composes from another domain: the affiliate's contract (accreditation's). */
export interface NetworkNeeds {
  contractPdf: (db: Db, userId: string, pdf: typeof buildPdf, unavailableText: string) => Promise<Buffer>;
}

export const network = ({ contractPdf }: NetworkNeeds): DomainManifest => ({
  name: 'network',
  routes: (deps) => [
    edRoutes(deps),
    // The ED's contracts reuse accreditation's contract and the one PDF writer.
    edContractRoutes(deps, {
      affiliateContract: (db, userId) => contractPdf(db, userId, buildPdf, ED_CONTRACT_MESSAGES.noCnpj),
      pdf: buildPdf,
    }),
    massChangeRoutes(deps),
    unitManagerRoutes(deps),
    influencerRoutes(deps),
  ],
  ownBodyPaths: isMassChangeUploadPath,
  workers: async ({
    queue,
    db,
    logger,
    pollingIntervalSeconds,
    retryDelaySeconds,
    leaseSeconds,
    overrides,
  }) => {
    await startMassChangeWorker(queue, db, logger, {
      ...MASS_CHANGE_WORKER,
      pollingIntervalSeconds,
      ...(retryDelaySeconds === undefined ? {} : { retryDelaySeconds }),
      ...(leaseSeconds === undefined ? {} : { expireInSeconds: leaseSeconds }),
      ...overrides.network,
    });
    return undefined;
  },
  openapi: new URL('./openapi.yaml', import.meta.url),
  tables: [
    'organisations',
    'ed_contract_signatures',
    'unit_producers',
    'unit_donation_receivers',
    'mass_changes',
    'mass_change_rows',
  ],
  // An ED's details and overview show its sales, bills, goals, career level and points.
  reads: {
    finance: ['bills', 'career_levels', 'commercial_cycles', 'commissions', 'goals', 'sales'],
    points: ['point_entries', 'vouchers'],
    producers: ['producers'],
    products: ['products'],
  },
  // The EDs are users (flags, enable/disable, the mass change); a unit's goals and career levels
  // move with the mass change in its transaction.
  writes: { auth: ['users'], holding: ['unit_goals'], finance: ['user_career_levels'] },
});
