/**
 * The product editor's form values (text, as typed) and their conversion to the shared rule's input
 * (schema/src/validation/products-manager.ts): money typed in reais becomes cents, percentages
 * become basis points. Kept apart from the page so it can be tested without rendering.
 */
import { managedProductSchema } from '@portal/schema/validation/products-manager';
import { ValidationError } from 'yup';
import { formatCents, parseBrlToCents } from '@/lib/money.ts';
import type { ManagedProductForm_ProductFragment } from './__generated__/manager.ts';

export const PRODUCT_FLAGS = [
  ['active', 'Ativo'],
  ['highlighted', 'Destaque'],
  ['coproduction', 'Coprodução'],
  ['salesB2B', 'Vendas B2B'],
  ['cnpjEnabled', 'Venda para CNPJ'],
  ['salesInterest', 'Venda com juros'],
  ['santaclaraEnabled', 'Santa Clara habilitado'],
  ['santaclaraPublished', 'Publicado no Santa Clara'],
] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number][0];

export const PRODUCT_TEXTS = [
  ['title', 'Título'],
  ['subtitle1', 'Subtítulo 1'],
  ['subtitle2', 'Subtítulo 2'],
  ['description1', 'Descrição 1'],
  ['description2', 'Descrição 2'],
  ['cta', 'Texto do botão (CTA)'],
  ['checkoutPageUrl', 'URL da página de checkout'],
  ['chargeReceiver', 'Recebedor da cobrança'],
  ['donationReceiver', 'Recebedor da doação'],
] as const;
export type ProductText = (typeof PRODUCT_TEXTS)[number][0];

export const PRODUCT_IMAGES = [
  ['bannerPhone', 'Banner celular'],
  ['bannerTablet', 'Banner tablet'],
  ['bannerDesktop', 'Banner desktop'],
  ['thumbnail', 'Thumbnail'],
] as const;
export type ProductImage = (typeof PRODUCT_IMAGES)[number][0];

export type ProductFormValues = Record<ProductFlag, boolean> &
  Record<ProductText | ProductImage, string> & {
    name: string;
    sfCode: string;
    minLevel: string;
    producerId: string;
    price: string;
    maxInstallments: string;
    showTerms: boolean;
    termsContent: string;
    serviceCharge: string;
    coparticipationBranch: string;
    donationValue: string;
    specialEvents: { name: string; startsAt: string; endsAt: string }[];
    commissions: { level: string; rate: string }[];
  };

const reais = (cents: number) => formatCents(cents).replace(/^R\$\s*/, '');
const percent = (bp: number) => String(bp / 100).replace('.', ',');
/** '12,5' → 1250; anything unreadable → NaN, which the rule refuses. */
const basisPoints = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);
const cents = (text: string) => (text.trim() === '' ? 0 : (parseBrlToCents(text) ?? Number.NaN));
const integer = (text: string, fallback: number) => (text.trim() === '' ? fallback : Number(text));

export function formValuesOf(product: ManagedProductForm_ProductFragment | null): ProductFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    active: product?.active ?? true,
    highlighted: product?.highlighted ?? false,
    coproduction: product?.coproduction ?? false,
    salesB2B: product?.salesB2B ?? false,
    cnpjEnabled: product?.cnpjEnabled ?? false,
    salesInterest: product?.salesInterest ?? false,
    santaclaraEnabled: product?.santaclaraEnabled ?? false,
    santaclaraPublished: product?.santaclaraPublished ?? false,
    name: text(product?.name),
    sfCode: text(product?.sfCode),
    minLevel: String(product?.minLevel ?? 1),
    producerId: text(product?.producerId),
    price: reais(product?.price ?? 0),
    maxInstallments: String(product?.maxInstallments ?? 1),
    title: text(product?.title),
    subtitle1: text(product?.subtitle1),
    subtitle2: text(product?.subtitle2),
    description1: text(product?.description1),
    description2: text(product?.description2),
    cta: text(product?.cta),
    checkoutPageUrl: text(product?.checkoutPageUrl),
    chargeReceiver: text(product?.chargeReceiver),
    donationReceiver: text(product?.donationReceiver),
    bannerPhone: text(product?.bannerPhone),
    bannerTablet: text(product?.bannerTablet),
    bannerDesktop: text(product?.bannerDesktop),
    thumbnail: text(product?.thumbnail),
    showTerms: product?.showTerms ?? false,
    termsContent: text(product?.termsContent),
    serviceCharge: reais(product?.serviceCharge ?? 0),
    coparticipationBranch: percent(product?.coparticipationBranchBp ?? 0),
    donationValue: reais(product?.donationValue ?? 0),
    specialEvents: (product?.specialEvents ?? []).map(({ name, startsAt, endsAt }) => ({
      name,
      startsAt,
      endsAt,
    })),
    commissions: (product?.commissions ?? []).map((row) => ({
      level: String(row.level),
      rate: percent(row.rateBp),
    })),
  };
}

/** The values in the shape of ManagedProductInput, before the shared rule checks them. */
export const inputOf = (values: ProductFormValues) => ({
  ...Object.fromEntries(PRODUCT_FLAGS.map(([key]) => [key, values[key]])),
  ...Object.fromEntries([...PRODUCT_TEXTS, ...PRODUCT_IMAGES].map(([key]) => [key, values[key]])),
  name: values.name,
  sfCode: values.sfCode,
  minLevel: integer(values.minLevel, 1),
  producerId: values.producerId,
  price: cents(values.price),
  maxInstallments: integer(values.maxInstallments, 1),
  showTerms: values.showTerms,
  termsContent: values.termsContent,
  serviceCharge: cents(values.serviceCharge),
  coparticipationBranchBp: basisPoints(values.coparticipationBranch || '0'),
  donationValue: cents(values.donationValue),
  specialEvents: values.specialEvents,
  commissions: values.commissions.map((row) => ({
    level: integer(row.level, Number.NaN),
    rateBp: basisPoints(row.rate),
  })),
});

/** The validated input (the shared rule's output), ready for the mutation. */
export const validInput = (values: ProductFormValues) =>
  managedProductSchema.validate(inputOf(values), { stripUnknown: true });

/** formik's `validate`: the shared rule's messages by field ('commissions', 'specialEvents' for rows). */
export async function validateProductForm(values: ProductFormValues): Promise<Record<string, string>> {
  try {
    await managedProductSchema.validate(inputOf(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const field = (inner.path ?? '').replace(/\[.*$/, '').replace(/Bp$/, '') || 'form';
      const key = field === 'coparticipationBranch' ? 'coparticipationBranch' : field;
      errors[key] ??= inner.message;
    }
    return errors;
  }
}
