/**
 * Every migration, in order. Kysely runs them by name, so names sort: `NNNN_description`. Listing
 * them in code (instead of reading a folder) keeps them working under tsx, vitest and bundlers alike.
 */
import type { Migration } from 'kysely';
import * as init from './0001_init.ts';
import * as finance from './0002_finance.ts';
import * as financeIndexes from './0003_finance_indexes.ts';
import * as vouchers from './0004_vouchers.ts';
import * as eds from './0005_eds.ts';
import * as invoiceList from './0006_invoice_list.ts';
import * as payeeUnitSearch from './0007_payee_unit_search.ts';
import * as alphanumericCnpj from './0008_alphanumeric_cnpj.ts';
import * as nameSortKeys from './0009_name_sort_keys.ts';
import * as files from './0010_files.ts';
import * as jobs from './0011_jobs.ts';
import * as accreditation from './0012_accreditation.ts';
import * as marketing from './0013_marketing.ts';
import * as links from './0014_links.ts';
import * as pointsLedger from './0015_points_ledger.ts';
import * as auditGoals from './0016_audit_goals.ts';
import * as edFlags from './0017_ed_flags.ts';
import * as training from './0018_training.ts';
import * as integrators from './0019_integrators.ts';
import * as productsManager from './0021_products_manager.ts';
import * as salesTracking from './0022_sales_tracking.ts';
import * as reportIndexes from './0024_report_indexes.ts';
import * as unitsMassChange from './0025_units_mass_change.ts';
import * as edNotificationAudience from './0026_ed_notification_audience.ts';
import * as salesforce from './0027_salesforce.ts';
import * as salesRollups from './0028_sales_rollups.ts';
import * as edContractSignatures from './0029_ed_contract_signatures.ts';
import * as sellerRankingChanges from './0030_seller_ranking_changes.ts';
import * as careerGoals from './0031_career_goals.ts';
import * as twoFactor from './0032_two_factor.ts';
import * as mail from './0033_mail.ts';
import * as mailPreferences from './0035_mail_preferences.ts';
import * as linkDeactivation from './0036_link_deactivation.ts';
import * as sellerCycleTotals from './0040_seller_cycle_totals.ts';
import * as invoiceChecks from './0041_invoice_checks.ts';
import * as commissionExplanation from './0042_commission_explanation.ts';

export const migrations: Record<string, Migration> = {
  '0001_init': init,
  '0002_finance': finance,
  '0003_finance_indexes': financeIndexes,
  '0004_vouchers': vouchers,
  '0005_eds': eds,
  '0006_invoice_list': invoiceList,
  '0007_payee_unit_search': payeeUnitSearch,
  '0008_alphanumeric_cnpj': alphanumericCnpj,
  '0009_name_sort_keys': nameSortKeys,
  '0010_files': files,
  '0011_jobs': jobs,
  '0017_ed_flags': edFlags,
  '0013_marketing': marketing,
  '0014_links': links,
  '0019_integrators': integrators,
  '0012_accreditation': accreditation,
  '0015_points_ledger': pointsLedger,
  '0018_training': training,
  '0021_products_manager': productsManager,
  '0024_report_indexes': reportIndexes,
  '0016_audit_goals': auditGoals,
  '0025_units_mass_change': unitsMassChange,
  '0022_sales_tracking': salesTracking,
  '0026_ed_notification_audience': edNotificationAudience,
  '0027_salesforce': salesforce,
  '0028_sales_rollups': salesRollups,
  '0029_ed_contract_signatures': edContractSignatures,
  '0030_seller_ranking_changes': sellerRankingChanges,
  '0031_career_goals': careerGoals,
  '0032_two_factor': twoFactor,
  '0033_mail': mail,
  '0035_mail_preferences': mailPreferences,
  '0036_link_deactivation': linkDeactivation,
  '0040_seller_cycle_totals': sellerCycleTotals,
  '0041_invoice_checks': invoiceChecks,
  '0042_commission_explanation': commissionExplanation,
};
