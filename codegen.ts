import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One codegen for the whole workspace:
 * - the gateway's resolver types from the SDL in schema/src;
 * - the web's typed documents and thin Apollo Client 4 hooks, one generated file per operation
 *   file (kept beside the feature, under __generated__/), plus shared enums and inputs.
 */
const scalars = { DateTime: 'string' };

const config: CodegenConfig = {
  schema: 'schema/src/*.graphql',
  documents: 'web/src/**/*.graphql',
  emitLegacyCommonJSImports: false,
  generates: {
    'gateway/src/__generated__/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        useTypeImports: true,
        contextType: '../context.ts#Context',
        enumsAsTypes: true,
        useIndexSignature: false,
        mappers: {},
      },
    },
    'web/src/__generated__/types.ts': {
      plugins: ['typescript'],
      config: { scalars, useTypeImports: true, enumsAsTypes: true, onlyOperationTypes: true },
    },
    'web/src/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.ts', folder: '__generated__', baseTypesPath: '~@/__generated__/types' },
      plugins: ['typescript-operations', 'typed-document-node', './codegen/apollo-hooks.cjs'],
      config: { scalars, useTypeImports: true, enumsAsTypes: true, dedupeFragments: true },
    },
  },
};

export default config;
