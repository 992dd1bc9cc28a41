/**
 * The sizes of the `large` seed, all derived from one number: the commissions wanted. The ratios
 * are the (1 000 000 commissions, 200 000 sales, 20 000 EDs) at every scale, so a
 * 10 000-commission database is the 1 000 000 one shrunk a hundred times. EDs are the affiliated
 * users (the ED list, GET /v1/affiliates), not the units their sales are credited to.
 */

export interface LargePlan {
  /** Commissions asked for; the seed writes at least this many (refund debits come on top). */
  commissions: number;
  sales: number;
  /** Branches and agencies: the organisations (units) that sales are credited to. */
  units: number;
  /** The EDs: affiliates (users with isAffiliated) who make the sales. */
  affiliates: number;
  /** The first `hotAffiliates` affiliates belong to the demo branch, which makes it the biggest ED. */
  hotAffiliates: number;
}

/**
 * Installments per sale, by sale number modulo 10: one commission row per installment and side
 * (affiliate and branch), so a sale makes 2 × 2.5 = 5 rows on average, exactly.
 */
export const INSTALLMENT_PATTERN: readonly number[] = [1, 1, 2, 3, 6, 1, 2, 4, 1, 4];
const ROWS_PER_SALE = 2 * (INSTALLMENT_PATTERN.reduce((sum, n) => sum + n, 0) / INSTALLMENT_PATTERN.length);

export const MIN_SCALE = 1_000;
export const MAX_SCALE = 20_000_000;

export function largePlan(commissions: number): LargePlan {
  if (!Number.isInteger(commissions) || commissions < MIN_SCALE || commissions > MAX_SCALE) {
    throw new Error(`--scale must be an integer from ${MIN_SCALE} to ${MAX_SCALE}`);
  }
  // Whole rounds of the pattern, so the commission count is exactly ROWS_PER_SALE × sales.
  const round = INSTALLMENT_PATTERN.length;
  const sales = Math.ceil(commissions / ROWS_PER_SALE / round) * round;
  // 20 000 EDs at 1 000 000 commissions, the ED search scale (was commissions / 25).
  const affiliates = Math.max(50, Math.round(commissions / 50));
  return {
    commissions,
    sales,
    units: Math.max(20, Math.round(commissions / 50)),
    affiliates,
    hotAffiliates: Math.max(1, Math.round(affiliates * 0.04)),
  };
}

/** `--scale 1000000` or `--scale=1e6` among the arguments (pnpm may pass a literal `--` first). */
export function scaleArgument(argv: readonly string[], fallback: number): number {
  const args = argv.filter((arg) => arg !== '--');
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const value = arg === '--scale' ? args[i + 1] : arg.startsWith('--scale=') ? arg.slice(8) : undefined;
    if (value !== undefined) return Number(value.replace(/_/g, ''));
  }
  return fallback;
}
