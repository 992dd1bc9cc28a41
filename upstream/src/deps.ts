import type { UpstreamConfig } from './config.ts';
import type { Db } from './db/connection.ts';
import type { UpstreamMetrics } from './http/metrics.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { ObjectStorage } from './kernel/stored-objects.ts';
import type { Logger } from './logger.ts';
import type { KeyStore } from './token/keys.ts';

/** What the route modules of both apps are built from; one instance per running upstream. */
export interface AppDeps {
  db: Db;
  keys: KeyStore;
  config: UpstreamConfig;
  logger: Logger;
  /** The background job queue (pg-boss), started and stopped with the process. */
  jobs: JobQueue;
  /** Where uploaded objects are stored (files/storage.ts). */
  storage: ObjectStorage;
  /** Absent when METRICS=false. */
  metrics?: UpstreamMetrics;
}
