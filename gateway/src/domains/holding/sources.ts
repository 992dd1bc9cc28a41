/**
 * What `Query.salesReport` hands its fields (codegen.ts maps `SalesReport` to it). Types only, and
 * none of the generated ones: the generated resolver types import this file.
 */
import type { UpstreamReportFilter } from './reports-upstream.ts';

export interface SalesReportSource {
  filter: UpstreamReportFilter;
  /** The filter options, fetched once for `cycles` and `units`. */
  options: () => Promise<{ cycles: number[]; units: { id: string; name: string }[] }>;
}
