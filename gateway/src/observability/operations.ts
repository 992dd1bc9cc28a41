/**
 * Bounded `operation` label values. Operation names come from clients, so a label per name would
 * let anyone grow the metrics without bound (one series per invented name). Only the operations
 * the web client sends get their own label: each domain's manifest lists its own, registry.ts
 * gathers them (KNOWN_OPERATIONS), and operations.test.ts fails when the web adds one no manifest
 * lists.
 */

/** The fixed labels of everything else. */
export const OPERATION_LABEL = {
  /** A named operation the web client does not send (GraphiQL, scripts, probes). */
  other: 'other',
  /** An operation without a name. */
  anonymous: 'anonymous',
  /** The request never reached a resolved operation: unparsable, invalid, or refused before. */
  unresolved: 'unresolved',
} as const;

/**
 * `undefined`: the operation was never resolved; `null`: it was, and has no name (Apollo's
 * `requestContext.operationName`).
 */
export function operationLabel(name: string | null | undefined, known: ReadonlySet<string>): string {
  if (name === undefined) return OPERATION_LABEL.unresolved;
  if (name === null) return OPERATION_LABEL.anonymous;
  return known.has(name) ? name : OPERATION_LABEL.other;
}

/** GraphQL Name grammar, bounded: what a log line may carry of a client-chosen name. */
const LOGGABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;

/** The operation name for a log line: any well-formed name (logs are not a bounded index). */
export const loggableOperation = (name: string | null | undefined): string | undefined =>
  name && LOGGABLE_NAME.test(name) ? name : undefined;
