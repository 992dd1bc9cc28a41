/**
 * What a domain registers with the upstream: one manifest per domain (`domains/<d>/manifest.ts`),
 * listed once in `domains/index.ts`; the apps (portal-app.ts, app.ts), the orphan sweep and the
 * OpenAPI document are composed from that list, so adding a route set, a job, a file column or a
 * table touches the domain's folder and nothing shared.
 */
import type { Router } from 'express';
import type { UpstreamConfig } from './config.ts';
import type { Db } from './db/connection.ts';
import type { Database } from './db/types.ts';
import type { AppDeps } from './deps.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Logger } from './logger.ts';

/** A table of the database (the Kysely schema's names). */
export type TableName = keyof Database & string;

/** A column holding object keys (`files.key`), e.g. `{ table: 'banners', column: 'image_key' }`. */
export interface FileReference {
  table: string;
  column: string;
}

/**
 * Test hooks and timings of one domain's workers, by domain name (`StartOptions` fills it). Each
 * domain with workers adds its entry by declaration merging, so the kernel names no domain type.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the domains' manifests (declaration merging).
export interface WorkerOverrides {}

/** What a domain's workers are started with, once the one pg-boss queue runs. */
export interface WorkerContext {
  queue: JobQueue;
  db: Db;
  logger: Logger;
  config: UpstreamConfig;
  /** How often an idle worker asks for work (the queue's setting). */
  pollingIntervalSeconds: number;
  /** A shorter retry delay for every worker (tests), when set. */
  retryDelaySeconds?: number;
  /** Every worker's lease, when set: a job running longer is taken as lost and retried (tests). */
  leaseSeconds?: number;
  overrides: WorkerOverrides;
}

/** Stops what a worker started outside the queue (a timer); the queue stops its own jobs. */
export type StopWorker = () => void;

export interface DomainManifest {
  /** The domain's name, as in the domain map (tests/architecture/domains.ts). */
  name: string;
  /**
   * The portal API's routers, mounted at the root in this order (each declares full paths); the
   * domains' order in domains/index.ts is the mounting order.
   */
  routes?: (deps: AppDeps) => Router[];
  /** Paths whose route parses its own (larger) body: the app's JSON parser leaves them alone. */
  ownBodyPaths?: (path: string) => boolean;
  /** Starts the domain's workers on the job queue. */
  workers?: (context: WorkerContext) => Promise<StopWorker | undefined>;
  /** Columns holding stored objects' keys, which the orphan sweep must not take as orphans. */
  fileReferences?: readonly FileReference[];
  /** The domain's part of the OpenAPI document (paths and the components only it uses). */
  openapi?: URL;
  /** The tables the domain owns: it alone creates their rows' meaning (tests/architecture). */
  tables: readonly TableName[];
  /**
   * Tables of other domains this one reads in its own SQL (a join in one statement), by owner.
   * Anything else of theirs goes through the owner's routes or the kernel.
   */
  reads?: Readonly<Record<string, readonly TableName[]>>;
  /** Tables of other domains this one writes in its own SQL, by owner (kept few, each explained). */
  writes?: Readonly<Record<string, readonly TableName[]>>;
}
