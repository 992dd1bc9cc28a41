/** Every domain's resolvers merged into one map, plus the shared scalars. */
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { Money } from '../kernel/money.ts';
import { accreditationResolvers } from './accreditation.ts';
import { authResolvers } from './auth.ts';
import { fileResolvers } from './files.ts';
import { financeResolvers } from './finance.ts';
import { invoiceResolvers } from './finance-bill-invoice.ts';
import { invoiceGenerationResolvers } from './finance-invoice-generation.ts';
import { invoiceListResolvers } from './finance-invoice-list.ts';
import { holdingResolvers } from './holding.ts';
import { holdingOperationResolvers } from './holding-operations.ts';
import { holdingReportResolvers } from './holding-reports.ts';
import { integratorResolvers } from './integrators.ts';
import { marketingResolvers } from './marketing.ts';
import { edResolvers } from './network.ts';
import { unitResolvers } from './network-units.ts';
import { notificationResolvers } from './notifications.ts';
import { pointsResolvers } from './points.ts';
import { producerResolvers } from './producers.ts';
import { productResolvers } from './products.ts';
import { productManagerResolvers } from './products-manager.ts';
import { productSalesResolvers } from './products-sales.ts';
import { salesforceResolvers } from './products-salesforce.ts';
import { trainingResolvers } from './training.ts';

const toIsoInstant = (value: unknown): string | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value !== 'string') return null;
  // Date.parse accepts too much ("1"); require the ISO-8601 calendar date and time shape.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

/** ISO-8601 instants as strings, always sent in UTC with milliseconds (schema/src/base.graphql). */
export const DateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  serialize(value) {
    const iso = toIsoInstant(value);
    if (iso === null) throw new GraphQLError('DateTime cannot represent this value');
    return iso;
  },
  parseValue(value) {
    const iso = toIsoInstant(value);
    if (iso === null)
      throw new GraphQLError('DateTime must be an ISO-8601 instant, e.g. 2026-11-22T12:30:00Z');
    return iso;
  },
  parseLiteral(ast) {
    const iso = ast.kind === Kind.STRING ? toIsoInstant(ast.value) : null;
    if (iso === null)
      throw new GraphQLError('DateTime must be an ISO-8601 instant, e.g. 2026-11-22T12:30:00Z');
    return iso;
  },
});

/** makeExecutableSchema merges the list; a type may appear in several domains (Query, Mutation). */
export const resolvers: Resolvers[] = [
  { DateTime, Money },
  authResolvers,
  notificationResolvers,
  financeResolvers,
  invoiceResolvers,
  invoiceGenerationResolvers,
  pointsResolvers,
  edResolvers,
  invoiceListResolvers,
  fileResolvers,
  marketingResolvers,
  productResolvers,
  integratorResolvers,
  accreditationResolvers,
  holdingResolvers,
  holdingOperationResolvers,
  trainingResolvers,
  productManagerResolvers,
  producerResolvers,
  holdingReportResolvers,
  unitResolvers,
  productSalesResolvers,
  salesforceResolvers,
];
