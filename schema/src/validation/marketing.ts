/**
 * Marketing input rules (docs/product.md §9.2): the banner form and the paid-traffic form. One set of
 * rules for the web forms, the gateway's mutations and upstream, which applies them again.
 */
import { boolean, mixed, object, string } from 'yup';
import { BANNER_CTA_MAX, BANNER_DESKTOP, BANNER_MOBILE } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { idArgumentSchema } from './notifications.ts';
import { isHttpUrl } from './url.ts';

export const BANNER_TYPES = ['IMAGE', 'TEXTUAL'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

/** Banner images (docs/product.md §9.2): exact pixel sizes of the desktop and mobile images. */
export const BANNER_IMAGE_SIZES = { desktop: BANNER_DESKTOP, mobile: BANNER_MOBILE } as const;

export const BANNER_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** 'A imagem deve ter exatamente 880x206 pixels. Dimensões enviadas: 100x100' */
export const bannerImageSizeMessage = (
  expected: { width: number; height: number },
  actual: { width: number; height: number },
): string =>
  `A imagem deve ter exatamente ${expected.width}x${expected.height} pixels. Dimensões enviadas: ${actual.width}x${actual.height}`;

/** Bounds that keep a row reasonable; the spec fixes only the CTA's. */
export const BANNER_NAME_MAX_LENGTH = 120;
export const BANNER_TEXT_MAX_LENGTH = 500;
export const BANNER_URL_MAX_LENGTH = 2048;
export const TRAFFIC_ID_MAX_LENGTH = 120;

/** Empty strings (after trimming) and null count as absent (docs/product.md §9.2: dropped before validation). */
const optionalText = () =>
  string()
    .trim()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .optional();

const optionalUrl = (message: string) =>
  optionalText()
    .max(BANNER_URL_MAX_LENGTH, message)
    .test('url', message, (value) => value === undefined || isHttpUrl(value));

const isImage = (type: unknown) => type === 'IMAGE';
const isTextual = (type: unknown) => type === 'TEXTUAL';

/** The fields both the create and the edit form send; `type` decides which are required. */
const bannerFields = {
  type: mixed<BannerType>()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .required(MESSAGES.bannerTypeRequired)
    .oneOf(BANNER_TYPES, MESSAGES.bannerTypeRequired),
  link: optionalUrl(MESSAGES.bannerLinkInvalid),
  // A textual banner has no images: its image URLs are dropped, whatever was sent.
  desktopUrl: optionalUrl(MESSAGES.bannerDesktopUrlInvalid).when('type', ([type], schema) =>
    isImage(type) ? schema.required(MESSAGES.bannerDesktopRequired) : schema.strip(),
  ),
  mobileUrl: optionalUrl(MESSAGES.bannerMobileUrlInvalid).when('type', ([type], schema) =>
    isImage(type) ? schema.required(MESSAGES.bannerMobileRequired) : schema.strip(),
  ),
  title: optionalText()
    .max(BANNER_TEXT_MAX_LENGTH, MESSAGES.bannerTextTooLong)
    .when('type', ([type], schema) =>
      isTextual(type) ? schema.required(MESSAGES.bannerTitleRequired) : schema,
    ),
  description: optionalText()
    .max(BANNER_TEXT_MAX_LENGTH, MESSAGES.bannerTextTooLong)
    .when('type', ([type], schema) =>
      isTextual(type) ? schema.required(MESSAGES.bannerDescriptionRequired) : schema,
    ),
  cta: optionalText().max(BANNER_CTA_MAX, MESSAGES.bannerCtaTooLong),
  thumbnail: optionalUrl(MESSAGES.bannerThumbnailInvalid),
};

/** createBanner's `input` (and upstream's POST body). */
export const createBannerSchema = object({
  name: string()
    .trim()
    .required(MESSAGES.bannerNameRequired)
    .max(BANNER_NAME_MAX_LENGTH, MESSAGES.bannerNameTooLong),
  ...bannerFields,
});

/** updateBanner's `input`: no name (docs/product.md §9.1: not sent on edit), the Ativo/Inativo toggle. */
export const updateBannerSchema = object({
  ...bannerFields,
  active: boolean().required(MESSAGES.required),
});

/** swapBanners' arguments: the two neighbours. */
export const swapBannersSchema = object({
  banner1: string().trim().required(MESSAGES.required).max(128, MESSAGES.invalidId),
  banner2: string().trim().required(MESSAGES.required).max(128, MESSAGES.invalidId),
});

/**
 * One traffic id: optional, but a filled one must not be blank after trimming (docs/product.md §9.2).
 * The value is not trimmed here (yup casts before it tests, so '   ' would pass as ''): whoever
 * stores it trims it (trafficIdValue).
 */
const trafficId = (message: string, format: RegExp, formatMessage: string) =>
  string()
    .transform((value: unknown) => (value === null ? undefined : value))
    .optional()
    .test('not-blank', message, (value) => value === undefined || value === '' || value.trim() !== '')
    .max(TRAFFIC_ID_MAX_LENGTH, message)
    .test('format', formatMessage, (value) => !value?.trim() || format.test(value.trim()));

/**
 * The ids' real formats (issue 29: 'abc' was saved as both): a Meta Pixel id is a number (15–16
 * digits today; 10–20 accepted), a Google Tag Manager container id is 'GTM-' and its code.
 */
export const PIXEL_ID_FORMAT = /^\d{10,20}$/;
export const GTM_ID_FORMAT = /^GTM-[A-Z0-9]{4,10}$/;

/** The stored form of a validated traffic id: trimmed, null when empty. */
export const trafficIdValue = (value: string | null | undefined): string | null => value?.trim() || null;

/** The paid-traffic form (createTrafficTag / updateTrafficTag `input`). */
export const trafficTagSchema = object({
  pixelId: trafficId(MESSAGES.trafficPixelInvalid, PIXEL_ID_FORMAT, MESSAGES.trafficPixelFormat),
  gtmId: trafficId(MESSAGES.trafficGtmInvalid, GTM_ID_FORMAT, MESSAGES.trafficGtmFormat),
});

/** updateBanner's arguments: the banner's id and its new content. */
export const updateBannerArgsSchema = object({
  id: idArgumentSchema.fields.id,
  changes: updateBannerSchema,
});

/** updateTrafficTag's arguments: the tag's id and its new ids. */
export const updateTrafficTagArgsSchema = object({
  id: idArgumentSchema.fields.id,
  input: trafficTagSchema,
});
