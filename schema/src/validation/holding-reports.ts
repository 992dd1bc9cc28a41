/**
 * Relatórios' filters (docs/product.md §11.4), shared by the web's filter form and the gateway:
 * every field optional; a cycle number from 1, whole days (YYYY-MM-DD), the last on or after the
 * first. Which unit a viewer may name is upstream's to judge (a branch: its own only).
 */
import { number, object, string } from 'yup';
import { MESSAGES } from '../messages.ts';
import { optionalDay, optionalDayAfterFrom } from './holding.ts';

export const reportFilterSchema = object({
  cycle: number().integer(MESSAGES.cycleDateInvalid).min(1).optional(),
  from: optionalDay,
  to: optionalDayAfterFrom,
  unitId: string()
    .trim()
    .transform((value: string) => (value === '' ? undefined : value))
    .optional(),
});

/** Relatórios' reports, as GraphQL's ReportKind names them. */
export const REPORT_KIND_NAMES = ['BRANCHES', 'SALES_BY_AFFILIATE', 'SALES_DETAILS'] as const;
export type ReportKindName = (typeof REPORT_KIND_NAMES)[number];
