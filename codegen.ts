import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One codegen for the whole workspace:
 * - the gateway's resolver types from the SDL in schema/src;
 * - the web's typed documents and thin Apollo Client 4 hooks, one generated file per operation
 *   file (kept beside the feature, under __generated__/), plus shared enums and inputs.
 */
// Money is integer cents as a JSON number (schema/src/base.graphql), exact to 2^53 − 1.
const scalars = { DateTime: 'string', Money: 'number' };

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
        contextType: '../kernel/context.ts#Context',
        enumsAsTypes: true,
        useIndexSignature: false,
        // Finance and Billing resolve field by field from what the gateway holds (the viewer's side,
        // the upstream bill). The finance enums' internal values are upstream's spellings, turned
        // into the schema's names by enum resolvers (gateway/src/domains/finance/resolvers.ts). They are
        // mapped here rather than with `enumValues`, whose output does not compile with
        // verbatimModuleSyntax (external types) or types the enum as null (inline values).
        // Mapped types live in files that import no generated type (the domains' sources.ts, the
        // upstream shapes, kernel/side.ts): the generated file imports them, so no circle closes.
        mappers: {
          Finance: '../domains/finance/sources.ts#FinanceSource',
          Billing: '../domains/finance/sources.ts#BillingSource',
          // An ED carries its unit's id; `Ed.unit` names it through the per-request units loader.
          Ed: '../domains/network/upstream.ts#UpstreamEd',
          // Cents arrive as valueCents; `EdSale.value` maps them.
          EdSale: '../domains/network/upstream.ts#UpstreamEdSale',
          AgentRole: '../kernel/side.ts#AgentSide',
          PayeeKind: '../kernel/side.ts#AgentSide',
          BillingStatus: '../kernel/statuses.ts#UpstreamBillStatus',
          CommissionStatus: '../kernel/statuses.ts#UpstreamCommissionStatus',
          CommissionType: '../kernel/statuses.ts#UpstreamCommissionType',
          PointsAndVouchers: '../domains/points/sources.ts#PointsAndVouchersSource',
          Voucher: '../domains/points/upstream.ts#UpstreamVoucher',
          VoucherSummary: '../domains/points/upstream.ts#UpstreamVoucherSummary',
          PointsConversion: '../domains/points/sources.ts#PointsConversionSource',
          SalesReport: '../domains/holding/sources.ts#SalesReportSource',
          // 'Alteração em massa': states and row results arrive in upstream's lowercase spelling.
          MassChange: '../domains/network/units-upstream.ts#UpstreamMassChange',
          MassChangeRow: '../domains/network/units-upstream.ts#UpstreamMassChangeRow',
          SaleCommissionSide: '../kernel/side.ts#AgentSide',
          // Carries its audience unit's id; `EdNotification.audienceUnit` names it through the units loader.
          EdNotification: '../domains/notifications/upstream.ts#UpstreamEdNotification',
        },
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
      config: {
        scalars,
        useTypeImports: true,
        enumsAsTypes: true,
        dedupeFragments: true,
        // Enums and inputs come from the shared file instead of being written again into every
        // operation file that uses them.
        importSchemaTypesFrom: '~@/__generated__/types',
        namespacedImportName: 'Types',
      },
    },
  },
};

export default config;
