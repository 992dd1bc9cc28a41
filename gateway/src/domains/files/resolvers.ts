/**
 * schema/src/files.graphql: the signed uploads integrators use (docs/product.md §9.4). The input
 * was checked by the shared rule (security/input-rules.ts) and upstream checks it again; the
 * resolver only passes it on.
 */
import type { Resolvers } from '../../__generated__/resolvers.ts';

export const fileResolvers: Resolvers = {
  Mutation: {
    createUploadUrls: (_root, { input }, context) => context.upstream.files.uploadUrls(input),
  },
};
