import {
  type BreakingChange,
  buildASTSchema,
  buildSchema,
  concatAST,
  type DangerousChange,
  findBreakingChanges,
  findDangerousChanges,
  type GraphQLSchema,
  parse,
} from 'graphql';

/** The merged contract: base.graphql first, then every domain file extending its root types. */
export function buildContract(typeDefs: readonly string[]): GraphQLSchema {
  return buildASTSchema(concatAST(typeDefs.map((source) => parse(source))));
}

export interface ContractDiff {
  /** Breaking changes whose description is not listed in the notes file. */
  unnoted: BreakingChange[];
  /** Breaking changes listed in the notes file (intentional). */
  noted: BreakingChange[];
  /** Changes that may alter client behaviour without breaking validation (e.g. a new enum value). */
  dangerous: DangerousChange[];
}

/**
 * Compares the current contract with the committed snapshot. A breaking change passes only when its
 * description (as findBreakingChanges words it, e.g. "Query.me was removed.") appears verbatim in
 * the notes, so that every intentional break is written down next to the reason for it.
 */
export function diffContract(snapshotSdl: string, current: GraphQLSchema, notes: string): ContractDiff {
  const before = buildSchema(snapshotSdl);
  const breaking = findBreakingChanges(before, current);
  const isNoted = (change: BreakingChange) => notes.includes(change.description);
  return {
    unnoted: breaking.filter((change) => !isNoted(change)),
    noted: breaking.filter(isNoted),
    dangerous: findDangerousChanges(before, current),
  };
}
