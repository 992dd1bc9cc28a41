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
        contextType: '../context.ts#Context',
        enumsAsTypes: true,
        useIndexSignature: false,
        // Finance and Billing resolve field by field from what the gateway holds (the viewer's side,
        // the upstream bill). The finance enums' internal values are upstream's spellings, turned
        // into the schema's names by enum resolvers (gateway/src/resolvers/finance.ts). They are
        // mapped here rather than with `enumValues`, whose output does not compile with
        // verbatimModuleSyntax (external types) or types the enum as null (inline values).
        mappers: {
          Finance: '../resolvers/finance-model.ts#FinanceSource',
          Billing: '../resolvers/finance-model.ts#BillingSource',
          // An ED carries its unit's id; `Ed.unit` names it through the per-request units loader.
          Ed: '../upstream/network.ts#UpstreamEd',
          // Cents arrive as valueCents; `EdSale.value` maps them.
          EdSale: '../upstream/network.ts#UpstreamEdSale',
          AgentRole: '../kernel/side.ts#AgentSide',
          PayeeKind: '../kernel/side.ts#AgentSide',
          BillingStatus: '../upstream/finance-shapes.ts#UpstreamBillStatus',
          CommissionStatus: '../upstream/finance-shapes.ts#UpstreamCommissionStatus',
          CommissionType: '../upstream/finance-shapes.ts#UpstreamCommissionType',
          PointsAndVouchers: '../resolvers/points.ts#PointsAndVouchersSource',
          Voucher: '../upstream/points.ts#UpstreamVoucher',
          VoucherSummary: '../upstream/points.ts#UpstreamVoucherSummary',
          PointsConversion: '../resolvers/points.ts#PointsConversionSource',
          SalesReport: '../resolvers/holding-reports.ts#SalesReportSource',
          // 'Alteração em massa': states and row results arrive in upstream's lowercase spelling.
          MassChange: '../upstream/network-units.ts#UpstreamMassChange',
          MassChangeRow: '../upstream/network-units.ts#UpstreamMassChangeRow',
          SaleCommissionSide: '../kernel/side.ts#AgentSide',
          // Carries its audience unit's id; `EdNotification.audienceUnit` names it through the units loader.
          EdNotification: '../upstream/notifications.ts#UpstreamEdNotification',
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
      config: { scalars, useTypeImports: true, enumsAsTypes: true, dedupeFragments: true },
    },
  },
};

export default config;
