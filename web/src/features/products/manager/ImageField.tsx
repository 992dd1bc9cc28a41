import type { FormikProps } from 'formik';
import { type ChangeEvent, useState } from 'react';
import { UPLOAD_TEXT, UploadError, uploadFile } from '@/lib/upload.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { ProgressBar } from '@/ui/ProgressBar.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { useProductImageUploadUrlsMutation } from './__generated__/manager.ts';
import { StyledRow } from './editorLayout.ts';
import type { ProductFormValues, ProductImage } from './productForm.ts';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

/** One image slot: a PNG/JPEG through the signed uploads, its getUrl kept in the form. */
export const ImageField = ({
  name,
  label,
  form,
}: {
  name: ProductImage;
  label: string;
  form: FormikProps<ProductFormValues>;
}) => {
  const [getUrls] = useProductImageUploadUrlsMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      setProblem('Formato de arquivo inválido. Use PNG, JPG ou JPEG.');
      return;
    }
    setProblem(null);
    try {
      const urls = await uploadFile(file, 'PRODUCT_IMAGE', {
        getUrls: async (input) =>
          (await getUrls({ variables: { input: { ...input, purpose: 'PRODUCT_IMAGE' } } })).data
            ?.createUploadUrls,
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
      });
      await form.setFieldValue(name, urls.getUrl);
    } catch (error) {
      const message = error instanceof UploadError ? error.message : UPLOAD_TEXT.putFailed;
      setProblem(message);
      notify.error(message);
    } finally {
      setProgress(null);
    }
  };
  const url = form.values[name];
  return (
    <div>
      <TextField
        label={label}
        type="file"
        accept="image/png,image/jpeg"
        error={problem ?? (typeof form.errors[name] === 'string' ? form.errors[name] : undefined)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => void pick(event.target.files?.[0])}
      />
      {progress !== null && <ProgressBar value={progress} label={`Envio: ${label}`} />}
      {url && (
        <StyledRow>
          <a href={url} target="_blank" rel="noreferrer">
            Ver imagem atual
          </a>
          <Button size="small" variant="ghost" onClick={() => void form.setFieldValue(name, '')}>
            Remover
          </Button>
        </StyledRow>
      )}
    </div>
  );
};
