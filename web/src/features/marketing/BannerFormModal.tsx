/**
 * 'Criar Banner' / 'Editar Banner' (docs/product.md §9.1, §9.2): the form validates on change with
 * the shared rules (empty strings dropped), uploads images through signed URLs with a progress
 * bar, and submits only when valid and changed. On edit the type is read-only, the name is not
 * sent, and the Ativo/Inativo toggle appears.
 */
import { BANNER_TYPES, type BannerType, createBannerSchema, updateBannerSchema } from '@portal/schema';
import { type ChangeEvent, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { UPLOAD_TEXT, UploadError, uploadFile } from '@/lib/upload.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { FormGaps } from '@/ui/FormGaps.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
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
import {
  BANNER_TYPE_LABEL,
  CTA_HINT,
  contentOf,
  IMAGE_FIELD,
  IMAGE_LABEL,
  type TextKey,
  useRuleErrors,
  type Values,
  valuesOf,
} from './bannerForm.ts';
import { type BannerImageSlot, imageProblem } from './bannerImages.ts';

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

interface BannerTypeSelectProps {
  value: BannerType | '';
  /** On edit the type is read-only. */
  disabled: boolean;
  invalid: boolean;
  onChange: (type: BannerType | '') => void;
}

const BannerTypeSelect = ({ value, disabled, invalid, onChange }: BannerTypeSelectProps) => (
  <SelectField>
    <label htmlFor="banner-type" data-required>
      Tipo
    </label>
    <select
      id="banner-type"
      value={value}
      disabled={disabled}
      aria-required
      aria-invalid={invalid || undefined}
      onChange={(event) => {
        const chosen = BANNER_TYPES.find((type) => type === event.target.value);
        onChange(chosen ?? '');
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
);

interface BannerImageInputProps {
  slot: BannerImageSlot;
  /** The uploaded image's URL, shown as a link. */
  url: string;
  /** The upload's percentage while it runs. */
  progress: number | undefined;
  error: string | undefined;
  onPick: (file: File | undefined) => void;
}

/** One image slot: a PNG/JPEG file, its upload's progress, then the stored image's link. */
const BannerImageInput = ({ slot, url, progress, error, onPick }: BannerImageInputProps) => (
  <div>
    <TextField
      label={IMAGE_LABEL[slot]}
      type="file"
      accept="image/png,image/jpeg"
      // The image banner's two pictures are required; the textual one's thumbnail is not.
      aria-required={slot !== 'thumbnail' || undefined}
      error={error}
      onChange={(event) => onPick(event.target.files?.[0])}
    />
    {progress !== undefined && <ProgressBar value={progress} label={`Envio: ${IMAGE_LABEL[slot]}`} />}
    {url && (
      <StyledPreview href={url} target="_blank" rel="noreferrer">
        {url}
      </StyledPreview>
    )}
  </div>
);

/** The edited banner's Ativo/Inativo switch. */
const ActiveSwitch = ({ active, onChange }: { active: boolean; onChange: (active: boolean) => void }) => (
  <StyledToggle>
    <input
      type="checkbox"
      role="switch"
      aria-checked={active}
      checked={active}
      onChange={(event) => onChange(event.target.checked)}
    />
    {active ? 'Ativo' : 'Inativo'}
  </StyledToggle>
);

interface FormFooterProps {
  label: string;
  saving: boolean;
  disabled: boolean;
  onCancel: () => void;
}

/** Where the form says why its submit is disabled (FormGaps), read with the button. */
const GAPS_ID = 'banner-form-gaps';

/** The fields the form names when they are missing or wrong, in the order it shows them. */
const GAP_LABELS: Record<Values['type'], Record<string, string>> = {
  '': { name: 'Nome', type: 'Tipo' },
  IMAGE: { name: 'Nome', desktopUrl: 'Imagem desktop', mobileUrl: 'Imagem mobile', link: 'Link' },
  TEXTUAL: {
    name: 'Nome',
    title: 'Título',
    description: 'Descrição',
    link: 'Link',
    cta: 'Texto do botão de CTA',
    thumbnail: 'Thumbnail',
  },
};

interface BannerGapsProps {
  values: Values;
  errors: Record<string, string>;
  imageErrors: Partial<Record<BannerImageSlot, string>>;
  editing: boolean;
  unchanged: boolean;
}

/** Why Criar Banner / Salvar Alterações is disabled (FormGaps), read with the button. */
const BannerGaps = ({ values, errors, imageErrors, editing, unchanged }: BannerGapsProps) => {
  // An image refused on the device (size, type) stands for its field until another is chosen.
  const imageRuleErrors = Object.fromEntries(
    Object.entries(imageErrors).map(([slot, error]) => [IMAGE_FIELD[slot as BannerImageSlot], error]),
  );
  return (
    <FormGaps
      id={GAPS_ID}
      errors={{ ...errors, ...imageRuleErrors }}
      values={values}
      // On edit the name is read-only: never what is missing.
      labels={editing ? { ...GAP_LABELS[values.type], name: '' } : GAP_LABELS[values.type]}
      unchanged={unchanged}
    />
  );
};

/** Cancelar, and the submit button of the form (outside it, in the modal's footer). */
const FormFooter = ({ label, saving, disabled, onCancel }: FormFooterProps) => (
  <>
    <Button variant="secondary" onClick={onCancel}>
      Cancelar
    </Button>
    <Button
      type="submit"
      form="banner-form"
      loading={saving}
      disabled={disabled}
      aria-describedby={disabled ? GAPS_ID : undefined}
    >
      {label}
    </Button>
  </>
);

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
  const ruleErrors = useRuleErrors(schema, values);

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

  const imageField = (slot: BannerImageSlot) => (
    <BannerImageInput
      key={slot}
      slot={slot}
      url={values[IMAGE_FIELD[slot]]}
      progress={progress[slot]}
      error={imageErrors[slot] ?? errorOf(IMAGE_FIELD[slot])}
      onPick={(file) => void pickImage(slot, file)}
    />
  );

  const submit = async () => {
    const content = contentOf(values);
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

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? 'Editar Banner' : 'Criar Banner'}
      size="medium"
      footer={
        <FormFooter
          label={editing ? 'Salvar Alterações' : 'Criar Banner'}
          saving={saving}
          disabled={!valid || !changed || uploading || saving}
          onCancel={onClose}
        />
      }
    >
      <Stack
        as="form"
        $gap={3}
        id="banner-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && changed && !uploading) void submit();
        }}
      >
        {!editing && <TextField label="Nome" aria-required {...text('name')} />}
        {editing && <TextField label="Nome" value={values.name} readOnly />}
        <BannerTypeSelect
          value={values.type}
          disabled={editing}
          invalid={Boolean(errorOf('type'))}
          onChange={(type) => set('type', type)}
        />
        {values.type === 'IMAGE' && (
          <>
            {imageField('desktop')}
            {imageField('mobile')}
            <TextField label="Link" placeholder="https://" {...text('link')} />
          </>
        )}
        {values.type === 'TEXTUAL' && (
          <>
            <TextField label="Título" aria-required {...text('title')} />
            <TextField label="Descrição" aria-required {...text('description')} />
            <TextField label="Link" placeholder="https://" {...text('link')} />
            <TextField label="Texto do botão de CTA" hint={CTA_HINT} {...text('cta')} />
            {imageField('thumbnail')}
          </>
        )}
        {editing && <ActiveSwitch active={values.active} onChange={(active) => set('active', active)} />}
        <BannerGaps
          values={values}
          errors={ruleErrors}
          imageErrors={imageErrors}
          editing={editing}
          unchanged={editing && !changed}
        />
      </Stack>
    </Modal>
  );
};
