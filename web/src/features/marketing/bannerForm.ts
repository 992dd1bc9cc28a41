// The banner form's values: read from a banner, checked by the shared rules, and turned into the
// mutations' input.
import type { BannerType, createBannerSchema, updateBannerSchema } from '@portal/schema';
import { useEffect, useState } from 'react';
import type { ValidationError } from 'yup';
import type { BannerRow_BannerFragment } from './__generated__/banners.ts';
import type { BannerImageSlot } from './bannerImages.ts';

export const BANNER_TYPE_LABEL: Record<BannerType, string> = { IMAGE: 'Imagem', TEXTUAL: 'Textual' };
export const CTA_HINT =
  'CTA (chamada para ação) é o botão do banner, como “Saiba mais”. O botão de CTA só aparece se o link estiver preenchido.';

export interface Values {
  name: string;
  type: BannerType | '';
  link: string;
  desktopUrl: string;
  mobileUrl: string;
  title: string;
  description: string;
  cta: string;
  thumbnail: string;
  active: boolean;
}

export type TextKey = Exclude<keyof Values, 'active' | 'type'>;

const EMPTY: Values = {
  name: '',
  type: '',
  link: '',
  desktopUrl: '',
  mobileUrl: '',
  title: '',
  description: '',
  cta: '',
  thumbnail: '',
  active: true,
};

export const valuesOf = (banner: BannerRow_BannerFragment | null): Values =>
  banner
    ? {
        name: banner.name,
        type: banner.type,
        link: banner.link ?? '',
        desktopUrl: banner.desktopUrl ?? '',
        mobileUrl: banner.mobileUrl ?? '',
        title: banner.title ?? '',
        description: banner.description ?? '',
        cta: banner.cta ?? '',
        thumbnail: banner.thumbnail ?? '',
        active: banner.active,
      }
    : EMPTY;

/** docs/product.md §9.2 submit normalisation: empty texts become null. */
const orNull = (value: string): string | null => value.trim() || null;

/** What a banner shows, as both mutations take it: the images only for an image banner. */
export const contentOf = (values: Values) =>
  ({
    type: values.type || 'IMAGE',
    link: orNull(values.link),
    ...(values.type === 'IMAGE'
      ? { desktopUrl: orNull(values.desktopUrl), mobileUrl: orNull(values.mobileUrl) }
      : {}),
    title: orNull(values.title),
    description: orNull(values.description),
    cta: orNull(values.cta),
    thumbnail: orNull(values.thumbnail),
  }) as const;

export const IMAGE_FIELD: Record<BannerImageSlot, 'desktopUrl' | 'mobileUrl' | 'thumbnail'> = {
  desktop: 'desktopUrl',
  mobile: 'mobileUrl',
  thumbnail: 'thumbnail',
};

export const IMAGE_LABEL: Record<BannerImageSlot, string> = {
  desktop: 'Imagem desktop (880x206)',
  mobile: 'Imagem mobile (351x158)',
  thumbnail: 'Thumbnail (opcional)',
};

/** The shared rules' first message per field, checked again on every change (docs/product.md §9.2). */
export const useRuleErrors = (
  schema: typeof createBannerSchema | typeof updateBannerSchema,
  values: Values,
) => {
  const [ruleErrors, setRuleErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    let current = true;
    schema
      .validate(values, { abortEarly: false })
      .then(() => current && setRuleErrors({}))
      .catch((error: ValidationError) => {
        if (!current) return;
        const found: Record<string, string> = {};
        for (const inner of error.inner)
          if (inner.path && !found[inner.path]) found[inner.path] = inner.message;
        setRuleErrors(found);
      });
    return () => {
      current = false;
    };
  }, [schema, values]);
  return ruleErrors;
};
