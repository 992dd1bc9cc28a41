/**
 * 'Criar Banner' / 'Editar Banner' (docs/product.md §9.1, §9.2): the form validates on change with
 * the shared rules (empty strings dropped), uploads images through signed URLs with a progress
 * bar, and submits only when valid and changed. On edit the type is read-only, the name is not
 * sent, and the Ativo/Inativo toggle appears.
 */
import { BANNER_TYPES, type BannerType, createBannerSchema, updateBannerSchema } from '@portal/schema';
import { type ChangeEvent, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ValidationError } from 'yup';
import { UPLOAD_TEXT, UploadError, uploadFile } from '@/lib/upload.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { ProgressBar } from '@/ui/ProgressBar.tsx';
import { SelectField } from '@/ui/SelectField.tsx';
import { TextField } from '@/ui/TextField.tsx';
import type { BannerRow_BannerFragment } from './__generated__/banners.ts';
import {
  useBannerUploadUrlsMutation,
  useCreateBannerMutation,
  useUpdateBannerMutation,
} from './__generated__/banners.ts';
import { type BannerImageSlot, imageProblem } from './bannerImages.ts';

export const BANNER_TYPE_LABEL: Record<BannerType, string> = { IMAGE: 'Imagem', TEXTUAL: 'Textual' };
export const CTA_HINT = 'O botão de CTA só aparece se o link estiver preenchido.';

interface Values {
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

type TextKey = Exclude<keyof Values, 'active' | 'type'>;

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

const valuesOf = (banner: BannerRow_BannerFragment | null): Values =>
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

const IMAGE_FIELD: Record<BannerImageSlot, 'desktopUrl' | 'mobileUrl' | 'thumbnail'> = {
  desktop: 'desktopUrl',
  mobile: 'mobileUrl',
  thumbnail: 'thumbnail',
};

const IMAGE_LABEL: Record<BannerImageSlot, string> = {
  desktop: 'Imagem desktop (880x206)',
  mobile: 'Imagem mobile (351x158)',
  thumbnail: 'Thumbnail (opcional)',
};

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledToggle = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledPreview = styled.a`
  font-size: ${({ theme }) => theme.fontSizes.xsmall};
  color: ${({ theme }) => theme.colors.primary};
  word-break: break-all;
`;

export interface BannerFormModalProps {
  open: boolean;
  /** The banner being edited; null to create one. */
  banner: BannerRow_BannerFragment | null;
  onClose: () => void;
  onSaved: () => void;
}

export const BannerFormModal = ({ open, banner, onClose, onSaved }: BannerFormModalProps) => {
  const editing = banner !== null;
  const initial = useMemo(() => valuesOf(banner), [banner]);
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [ruleErrors, setRuleErrors] = useState<Record<string, string>>({});
  const [imageErrors, setImageErrors] = useState<Partial<Record<BannerImageSlot, string>>>({});
  const [progress, setProgress] = useState<Partial<Record<BannerImageSlot, number>>>({});
  const [getUploadUrls] = useBannerUploadUrlsMutation();
  const [createBanner, creating] = useCreateBannerMutation();
  const [updateBanner, updating] = useUpdateBannerMutation();

  useEffect(() => {
    if (!open) return;
    setValues(initial);
    setTouched(new Set());
    setImageErrors({});
    setProgress({});
  }, [open, initial]);

  const schema = editing ? updateBannerSchema : createBannerSchema;
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

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setTouched((previous) => new Set(previous).add(key));
  };
  const errorOf = (key: keyof Values) => (touched.has(key) ? ruleErrors[key] : undefined);
  const text = (key: TextKey) => ({
    value: values[key],
    error: errorOf(key),
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
  });

  const uploading = Object.values(progress).some((value) => value !== undefined && value < 100);
  const changed = JSON.stringify(values) !== JSON.stringify(initial);
  const valid = Object.keys(ruleErrors).length === 0 && Object.values(imageErrors).every((error) => !error);
  const saving = creating.loading || updating.loading;

  const pickImage = async (slot: BannerImageSlot, file: File | undefined) => {
    const field = IMAGE_FIELD[slot];
    if (!file) return;
    setTouched((previous) => new Set(previous).add(field));
    const problem = await imageProblem(file, slot);
    setImageErrors((previous) => ({ ...previous, [slot]: problem ?? undefined }));
    if (problem) return;
    try {
      const urls = await uploadFile(file, 'BANNER_IMAGE', {
        getUrls: async (input) =>
          (await getUploadUrls({ variables: { input: { ...input, purpose: 'BANNER_IMAGE' } } })).data
            ?.createUploadUrls,
        onProgress: (fraction) =>
          setProgress((previous) => ({ ...previous, [slot]: Math.round(fraction * 100) })),
      });
      set(field, urls.getUrl);
    } catch (error) {
      const message = error instanceof UploadError ? error.message : undefined;
      setImageErrors((previous) => ({ ...previous, [slot]: message ?? UPLOAD_TEXT.putFailed }));
      setProgress((previous) => ({ ...previous, [slot]: undefined }));
      notify.error(message);
    }
  };

  const imageField = (slot: BannerImageSlot) => {
    const field = IMAGE_FIELD[slot];
    const value = progress[slot];
    return (
      <div key={slot}>
        <TextField
          label={IMAGE_LABEL[slot]}
          type="file"
          accept="image/png,image/jpeg"
          error={imageErrors[slot] ?? errorOf(field)}
          onChange={(event) => void pickImage(slot, event.target.files?.[0])}
        />
        {value !== undefined && <ProgressBar value={value} label={`Envio: ${IMAGE_LABEL[slot]}`} />}
        {values[field] && (
          <StyledPreview href={values[field]} target="_blank" rel="noreferrer">
            {values[field]}
          </StyledPreview>
        )}
      </div>
    );
  };

  const submit = async () => {
    const content = {
      type: values.type || 'IMAGE',
      link: orNull(values.link),
      ...(values.type === 'IMAGE'
        ? { desktopUrl: orNull(values.desktopUrl), mobileUrl: orNull(values.mobileUrl) }
        : {}),
      title: orNull(values.title),
      description: orNull(values.description),
      cta: orNull(values.cta),
      thumbnail: orNull(values.thumbnail),
    } as const;
    try {
      if (banner) {
        await updateBanner({ variables: { id: banner.id, changes: { ...content, active: values.active } } });
      } else {
        await createBanner({ variables: { banner: { ...content, name: values.name.trim() } } });
      }
      notify.success();
      onSaved();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : undefined);
    }
  };

  const submitLabel = editing ? 'Salvar Alterações' : 'Criar Banner';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? 'Editar Banner' : 'Criar Banner'}
      size="medium"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form="banner-form"
            loading={saving}
            disabled={!valid || !changed || uploading || saving}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <StyledForm
        id="banner-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && changed && !uploading) void submit();
        }}
      >
        {!editing && <TextField label="Nome" {...text('name')} />}
        {editing && <TextField label="Nome" value={values.name} readOnly />}
        <SelectField>
          <label htmlFor="banner-type">Tipo</label>
          <select
            id="banner-type"
            value={values.type}
            disabled={editing}
            aria-invalid={Boolean(errorOf('type')) || undefined}
            onChange={(event) => {
              const chosen = BANNER_TYPES.find((type) => type === event.target.value);
              set('type', chosen ?? '');
            }}
          >
            <option value="">Selecione</option>
            {BANNER_TYPES.map((type) => (
              <option key={type} value={type}>
                {BANNER_TYPE_LABEL[type]}
              </option>
            ))}
          </select>
        </SelectField>
        {values.type === 'IMAGE' && (
          <>
            {imageField('desktop')}
            {imageField('mobile')}
            <TextField label="Link" placeholder="https://" {...text('link')} />
          </>
        )}
        {values.type === 'TEXTUAL' && (
          <>
            <TextField label="Título" {...text('title')} />
            <TextField label="Descrição" {...text('description')} />
            <TextField label="Link" placeholder="https://" {...text('link')} />
            <TextField label="Texto do botão de CTA" hint={CTA_HINT} {...text('cta')} />
            {imageField('thumbnail')}
          </>
        )}
        {editing && (
          <StyledToggle>
            <input
              type="checkbox"
              role="switch"
              aria-checked={values.active}
              checked={values.active}
              onChange={(event) => set('active', event.target.checked)}
            />
            {values.active ? 'Ativo' : 'Inativo'}
          </StyledToggle>
        )}
      </StyledForm>
    </Modal>
  );
};
