/** The network's per-request loader: the units of a page of EDs (or ED notifications) in one call. */
import type DataLoader from 'dataloader';
import type { BatchHook } from '../../kernel/context.ts';
import { byIdLoader } from '../../loaders.ts';
import { type NetworkApi, UNIT_BATCH_MAX, type UpstreamUnit } from './upstream.ts';

export interface NetworkLoaders {
  /**
   * `Ed.unit` of a page of EDs: the page's distinct unit ids in one upstream call (GET /v1/units);
   * null for a unit upstream does not know.
   */
  units: DataLoader<string, UpstreamUnit | null>;
}

export const networkLoaders = (api: NetworkApi, onBatch: BatchHook): NetworkLoaders => ({
  units: byIdLoader('units', (ids) => api.units(ids), UNIT_BATCH_MAX, onBatch),
});
