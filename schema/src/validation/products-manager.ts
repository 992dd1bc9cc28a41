/**
 * Produtos (holding product manager, docs/product.md §10.3) input rules: the holding product form,
 * checked by the web form, the gateway's mutations and upstream alike. An edit also names the
 * revision it was based on (a stale one is CONFLICT: someone else changed the product).
 */
import { array, boolean, number, object, string } from 'yup';
import { MESSAGES } from '../messages.ts';
import { ID_MAX_LENGTH } from './notifications.ts';
import { pageSchema } from './paging.ts';
import { isHttpUrl } from './url.ts';

export const MANAGED_PRODUCT_LIMITS = {
  name: 160,
  code: 60,
  text: 500,
  description: 5000,
  terms: 50_000,
  cta: 32,
  url: 2048,
  levels: 20,
  events: 20,
  installments: 24,
  search: 100,
} as const;

/** The screen's texts (docs/product.md §10.3). */
export const PRODUCT_MANAGER_MESSAGES = {
  created: 'Produto cadastrado com sucesso!',
  updated: 'Produto atualizado!',
  conflict: 'Este produto foi alterado por outra pessoa. Recarregue para ver a versão atual.',
  notFound: 'Produto não encontrado.',
  producerNotFound: 'Produtor não encontrado.',
  tooLong: 'Texto longo demais.',
  urlInvalid: 'Informe uma URL válida (http ou https).',
  ctaTooLong: 'O texto do botão de CTA deve ter no máximo 32 caracteres.',
  levelInvalid: 'O nível deve ser um número inteiro entre 1 e 20.',
  rateInvalid: 'A comissão deve estar entre 0% e 100%.',
  amountInvalid: 'Informe um valor entre R$ 0,00 e R$ 10.000.000,00.',
  installmentsInvalid: 'As parcelas devem estar entre 1 e 24.',
  levelsRepeated: 'Cada nível pode ter uma só comissão.',
  tooMany: 'Itens demais.',
  dateInvalid: 'Informe uma data válida.',
  eventEndBeforeStart: 'O fim do evento deve ser igual ou posterior ao início.',
  termsRequired: 'Informe o conteúdo dos termos.',
  revisionInvalid: 'Revisão inválida.',
  searchTooLong: 'A busca deve ter no máximo 100 caracteres.',
  imageFailed: 'Falha ao enviar a imagem.',
} as const;

const M = PRODUCT_MANAGER_MESSAGES;
const L = MANAGED_PRODUCT_LIMITS;

/** Empty strings (after trimming) and null count as absent. */
const optionalText = (max: number) =>
  string()
    .trim()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .max(max, M.tooLong)
    .optional();

const optionalUrl = () =>
  optionalText(L.url).test('url', M.urlInvalid, (value) => value === undefined || isHttpUrl(value));

/** Up to R$ 10 milhões: far above any price, well inside the database's integer. */
export const MANAGED_PRODUCT_MAX_CENTS = 1_000_000_000;
const cents = () =>
  number()
    .integer(M.amountInvalid)
    .min(0, M.amountInvalid)
    .max(MANAGED_PRODUCT_MAX_CENTS, M.amountInvalid)
    .default(0);
const basisPoints = () => number().integer(M.rateInvalid).min(0, M.rateInvalid).max(10_000, M.rateInvalid);
const level = () => number().integer(M.levelInvalid).min(1, M.levelInvalid).max(L.levels, M.levelInvalid);
const flag = (value = false) => boolean().default(value);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = () =>
  string()
    .required(MESSAGES.required)
    .test('date', M.dateInvalid, (value) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)));

const specialEvent = object({
  name: string().trim().required(MESSAGES.required).max(L.text, M.tooLong),
  startsAt: isoDate(),
  endsAt: isoDate().test(
    'order',
    M.eventEndBeforeStart,
    (value, context) => typeof context.parent.startsAt !== 'string' || value >= context.parent.startsAt,
  ),
});

const commission = object({
  level: level().required(M.levelInvalid),
  rateBp: basisPoints().required(M.rateInvalid),
});

/** The holding product form (create; an edit adds id and revision). */
export const managedProductSchema = object({
  active: flag(true),
  highlighted: flag(),
  coproduction: flag(),
  name: string().trim().required(MESSAGES.required).max(L.name, M.tooLong),
  sfCode: optionalText(L.code),
  minLevel: level().default(1),
  producerId: string().trim().required(MESSAGES.required).max(ID_MAX_LENGTH, MESSAGES.invalidId),
  price: cents(),
  maxInstallments: number()
    .integer(M.installmentsInvalid)
    .min(1, M.installmentsInvalid)
    .max(L.installments, M.installmentsInvalid)
    .default(1),
  title: optionalText(L.text),
  subtitle1: optionalText(L.text),
  subtitle2: optionalText(L.text),
  description1: optionalText(L.description),
  description2: optionalText(L.description),
  showTerms: flag(),
  // Rich text, stored exactly as written; whoever renders it sanitises it.
  termsContent: string()
    .transform((value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined))
    .max(L.terms, M.tooLong)
    .optional()
    .when('showTerms', ([showTerms], schema) => (showTerms ? schema.required(M.termsRequired) : schema)),
  cta: optionalText(L.cta).max(L.cta, M.ctaTooLong),
  bannerPhone: optionalUrl(),
  bannerTablet: optionalUrl(),
  bannerDesktop: optionalUrl(),
  thumbnail: optionalUrl(),
  specialEvents: array(specialEvent).max(L.events, M.tooMany).default([]),
  commissions: array(commission)
    .max(L.levels, M.tooMany)
    .default([])
    .test(
      'unique',
      M.levelsRepeated,
      (rows) => new Set(rows?.map((row) => row.level)).size === (rows?.length ?? 0),
    ),
  chargeReceiver: optionalText(L.name),
  serviceCharge: cents(),
  coparticipationBranchBp: basisPoints().default(0),
  donationValue: cents(),
  donationReceiver: optionalText(L.name),
  checkoutPageUrl: optionalUrl(),
  salesB2B: flag(),
  cnpjEnabled: flag(),
  salesInterest: flag(),
  santaclaraEnabled: flag(),
  santaclaraPublished: flag(),
});

/** createManagedProduct's `input`. */
export const createManagedProductSchema = managedProductSchema;

/** updateManagedProduct's arguments: the product, the revision the edit was based on, the form. */
export const updateManagedProductArgsSchema = object({
  id: string().trim().required(MESSAGES.required).max(ID_MAX_LENGTH, MESSAGES.invalidId),
  revision: number().integer(M.revisionInvalid).min(1, M.revisionInvalid).required(M.revisionInvalid),
  input: managedProductSchema,
});

export const PRODUCT_CAMPAIGN_FILTERS = ['ALL', 'WITH_CAMPAIGN', 'WITHOUT_CAMPAIGN'] as const;
export type ProductCampaignFilter = (typeof PRODUCT_CAMPAIGN_FILTERS)[number];

/** `managedProducts(page, pageSize, search, campaign)`. */
export const managedProductListSchema = pageSchema.shape({
  search: string()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : undefined))
    .max(L.search, M.searchTooLong)
    .default(''),
});
