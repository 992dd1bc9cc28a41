/**
 * What a domain registers with the gateway, in one manifest per domain (domains/<d>/manifest.ts,
 * listed once in domains/index.ts). The composition roots (registry.ts, context.ts, schema.ts,
 * server.ts) build every table and per-request object from the list; the kernel names no domain.
 */
import type { Router } from 'express';
import type { Resolvers } from '../__generated__/resolvers.ts';
import type { DomainAccess } from '../auth/access.ts';
import type { GatewayConfig } from '../config.ts';
import type { ExpectedClientRows, ExpectedRows } from '../security/access-outcomes.ts';
import type { InputRuleTable } from '../security/input-rules.ts';
import type { Route } from '../upstream/http.ts';
import type {
  BatchHook,
  ClientFor,
  Loaders,
  SharedCaches,
  UpstreamApis,
  UpstreamClientDeps,
} from './context.ts';

/** What a domain's process-wide caches are built from (server.ts, once per gateway). */
export interface CacheOptions {
  config: GatewayConfig;
  /** The caches' clock (tests move it). */
  now?: () => number;
}

export interface DomainManifest {
  /** The domain's name in docs/architecture.md's domain map. */
  name: string;
  /** Merged into the executable schema's resolver map. */
  resolvers: readonly Resolvers[];
  /** Role rule, API scope or person-only mark of every root field the domain serves. */
  access: DomainAccess;
  /** The input rule of every mutation the domain serves. */
  inputRules: InputRuleTable;
  /** The reviewed outcomes of its root fields per caller (checked over HTTP by the matrix tests). */
  expectedAccess: { people: ExpectedRows; clients: ExpectedClientRows };
  /** Its upstream clients for one request, each named by its area (breaker, metrics). */
  clients(client: ClientFor, config: GatewayConfig): Partial<UpstreamApis>;
  /** Its per-request DataLoaders over the request's clients. */
  loaders?(upstream: UpstreamApis, onBatch: BatchHook): Partial<Loaders>;
  /** Its process-wide caches. */
  caches?(options: CacheOptions): Partial<SharedCaches>;
  /** Every typed route table of its clients, for the contract test. */
  routeTables: Readonly<Record<string, Readonly<Record<string, Route>>>>;
  /** Files it streams to the browser outside GraphQL. */
  fileRoutes?(deps: UpstreamClientDeps): Router;
  /** The names of the web's operations on it: the bounded `operation` metric labels. */
  operations: readonly string[];
}
