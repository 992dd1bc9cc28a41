/**
 * The words of 'Por que recebi esta comissão?' (docs/product.md §5.10), apart from the dialog so
 * each sentence is tested alone. Money in BRL, dates dd/mm/aaaa, statuses in words.
 */
import { VOUCHER_PRODUCT_PREFIX } from '@portal/schema/constants';
import type { SaleStatus } from '@/__generated__/types.ts';
import { formatDate } from '@/lib/dates.ts';
import { formatCentsInText } from '@/lib/money.ts';
import { formatBasisPoints } from '@/lib/numbers.ts';
import type { CommissionExplanationQuery } from './__generated__/explanation.ts';

export type Explanation = NonNullable<CommissionExplanationQuery['finance']['commissionExplanation']>;

export const EXPLANATION_TITLE = 'Por que recebi esta comissão?';
export const NOT_RECORDED = 'Não registrado';

/** 'Parcela 2 de 6', or null for a debit or a voucher (docs/product.md §5.7). */
export const installmentOf = ({ installment, installments }: Explanation['rule']): string | null =>
  installment === null || installments === null ? null : `Parcela ${installment} de ${installments}`;

/** The career level the rule used: the unit has none; older rows did not record it. */
export const levelText = (rule: Explanation['rule']): string => {
  if (rule.side === 'BRANCH') return 'Comissão da unidade (sem nível de carreira)';
  return rule.careerLevel === null ? NOT_RECORDED : `Nível ${rule.careerLevel}`;
};

export const rateText = (rule: Explanation['rule']): string =>
  rule.rateBasisPoints === null
    ? NOT_RECORDED
    : `${formatBasisPoints(rule.rateBasisPoints)} do valor da venda`;

/** How the sale's commission became this row: its share, or what a debit took back. */
export function shareText(explanation: Explanation): string {
  const { rule, commission } = explanation;
  if (rule.deducted !== null) {
    return `Estorno de ${formatCentsInText(rule.deducted)}: as parcelas já creditadas desta venda, descontadas porque ela foi estornada.`;
  }
  const installment = installmentOf(rule);
  if (rule.saleCommission === null || !installment) {
    return `${formatCentsInText(commission.value)} creditados por esta venda.`;
  }
  const split = rule.installments !== null && rule.installments > 1;
  return split
    ? `${formatCentsInText(rule.saleCommission)} no total, divididos em ${rule.installments} parcelas (a 1ª leva os centavos que sobram); ${installment}: ${formatCentsInText(commission.value)}.`
    : `${formatCentsInText(rule.saleCommission)} em parcela única.`;
}

const SALE_WITHOUT_COMMISSION: Partial<Record<SaleStatus, string>> = {
  REFUNDED: 'A venda foi estornada: as parcelas seguintes foram canceladas e as já creditadas, descontadas.',
  CANCELED: 'A venda foi cancelada: nenhuma comissão é paga por ela.',
};

/** Why a sale (or a canceled commission) pays nothing, when upstream knows; null otherwise. */
export const noCommissionReason = (status: SaleStatus): string | null =>
  SALE_WITHOUT_COMMISSION[status] ?? null;

/** The bill's line of this commission's product (voucher lines arrive merged as 'Voucher'). */
export function billLineOf(explanation: Explanation): { productName: string; value: number } | null {
  const { billing, commission } = explanation;
  if (!billing) return null;
  const name = commission.product.isVoucher ? VOUCHER_PRODUCT_PREFIX : commission.product.name;
  return billing.entries.find((entry) => entry.productName === name) ?? null;
}

export const clickText = (link: NonNullable<Explanation['link']>): string =>
  link.clickedAt ? formatDate(link.clickedAt) : NOT_RECORDED;

const SALE_WITHOUT_COMMISSION_SHORT: Partial<Record<SaleStatus, string>> = {
  REFUNDED: 'Sem comissão: venda estornada',
  CANCELED: 'Sem comissão: venda cancelada',
};

/**
 * Under a sale's commission in the sales lists: why it pays nothing, when upstream knows (the
 * sale's status); null for a sale with a commission, or whose reason upstream cannot know.
 */
export const saleNoCommissionText = (status: SaleStatus, commission: number): string | null =>
  commission === 0 ? (SALE_WITHOUT_COMMISSION_SHORT[status] ?? null) : null;
