/**
 * Every typed route table of the upstream clients, in one list. The contract test
 * (contract.integration.test.ts) checks each route of each table against upstream's OpenAPI
 * document; routes.test.ts fails when a module under upstream/ exports a table that is missing
 * here, so a new table cannot slip past the contract.
 */
import { ACCREDITATION_ROUTES } from './accreditation.ts';
import { AUTH_ROUTES, TOKEN_ROUTES } from './auth.ts';
import { FILE_ROUTES } from './files.ts';
import { FINANCE_ROUTES, PAYMENT_ROUTES } from './finances.ts';
import { HOLDING_ROUTES } from './holding.ts';
import { HOLDING_REPORT_ROUTES } from './holding-reports.ts';
import type { Route } from './http.ts';
import { INTEGRATOR_ROUTES } from './integrators.ts';
import { MARKETING_ROUTES } from './marketing.ts';
import { ED_ROUTES } from './network.ts';
import { UNIT_ROUTES } from './network-units.ts';
import { NOTIFICATION_ROUTES } from './notifications.ts';
import { POINTS_ROUTES } from './points.ts';
import { PRODUCER_ROUTES } from './producers.ts';
import { PRODUCT_ROUTES } from './products.ts';
import { PRODUCT_MANAGER_ROUTES } from './products-manager.ts';
import { SALES_TRACKING_ROUTES } from './products-sales.ts';
import { SALESFORCE_ROUTES } from './products-salesforce.ts';
import { TRAINING_ROUTES } from './training.ts';

export const ROUTE_TABLES = {
  TOKEN_ROUTES,
  AUTH_ROUTES,
  NOTIFICATION_ROUTES,
  FINANCE_ROUTES,
  PAYMENT_ROUTES,
  POINTS_ROUTES,
  ED_ROUTES,
  FILE_ROUTES,
  MARKETING_ROUTES,
  PRODUCT_ROUTES,
  INTEGRATOR_ROUTES,
  ACCREDITATION_ROUTES,
  HOLDING_ROUTES,
  TRAINING_ROUTES,
  PRODUCT_MANAGER_ROUTES,
  PRODUCER_ROUTES,
  HOLDING_REPORT_ROUTES,
  UNIT_ROUTES,
  SALES_TRACKING_ROUTES,
  SALESFORCE_ROUTES,
} as const satisfies Record<string, Readonly<Record<string, Route>>>;

/** Every route of every table, named `TABLE.key` for the contract test's messages. */
export const allRoutes = (): { name: string; route: Route }[] =>
  Object.entries(ROUTE_TABLES).flatMap(([table, routes]) =>
    Object.entries(routes).map(([key, route]: [string, Route]) => ({ name: `${table}.${key}`, route })),
  );
