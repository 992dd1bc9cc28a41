import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { PRODUCT_MANAGER_MESSAGES } from '@portal/schema/validation/products-manager';
import { type FormikProps, useFormik } from 'formik';
import { type ChangeEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { fieldProps } from '@/lib/forms.ts';
import { UPLOAD_TEXT, UploadError, uploadFile } from '@/lib/upload.ts';
import { paths } from '@/paths.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { ProgressBar } from '@/ui/ProgressBar.tsx';
import { Section } from '@/ui/Section.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { TextField } from '@/ui/TextField.tsx';
import {
  type ManagedProductForm_ProductFragment,
  useCreateManagedProductMutation,
  useManagedProductEditorQuery,
  useProductImageUploadUrlsMutation,
  useUpdateManagedProductMutation,
} from './__generated__/manager.ts';
import { managedProductPath, NEW_PRODUCT_ID } from './ManagedProductsPage.tsx';
import { type ProducerOption, ProducerPicker } from './ProducerPicker.tsx';
import {
  formValuesOf,
  PRODUCT_FLAGS,
  PRODUCT_IMAGES,
  PRODUCT_TEXTS,
  type ProductFormValues,
  type ProductImage,
  validateProductForm,
  validInput,
} from './productForm.ts';
import { TermsField } from './TermsField.tsx';

type Product = ManagedProductForm_ProductFragment;

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledChecks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(4)};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1)};
  }
`;

const StyledPreview = styled.div`
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledAlert = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** A product save's failure as the products state keeps it (docs/product.md §4): code and message. */
interface ProductError {
  code: string;
  message: string;
}

const productErrorOf = (error: unknown): ProductError => {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code =
      typeof first?.extensions?.code === 'string' ? first.extensions.code : 'INTERNAL_SERVER_ERROR';
    return { code, message: first?.message || PRODUCT_MANAGER_MESSAGES.conflict };
  }
  return { code: 'NETWORK_ERROR', message: 'Ocorreu um erro inesperado, por favor tente novamente.' };
};

const Checkbox = ({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) => (
  <label>
    <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
    {label}
  </label>
);

/** One image slot: a PNG/JPEG through the signed uploads, its getUrl kept in the form. */
const ImageField = ({
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

interface EditorProps {
  product: Product | null;
  producers: readonly ProducerOption[];
  onReload: () => Promise<unknown>;
}

const ProductEditor = ({ product, producers, onReload }: EditorProps) => {
  const navigate = useNavigate();
  const [create] = useCreateManagedProductMutation();
  const [update] = useUpdateManagedProductMutation();
  const [failure, setFailure] = useState<ProductError | null>(null);
  const [reloading, setReloading] = useState(false);
  const formik = useFormik<ProductFormValues>({
    initialValues: formValuesOf(product),
    enableReinitialize: true,
    validate: validateProductForm,
    onSubmit: async (values) => {
      setFailure(null);
      const input = await validInput(values);
      try {
        if (product) {
          // The edit names the revision it was based on; a newer one on the server is CONFLICT.
          await update({ variables: { id: product.id, revision: product.revision, input } });
          notify.success(PRODUCT_MANAGER_MESSAGES.updated);
        } else {
          const created = await create({ variables: { input } });
          notify.success(PRODUCT_MANAGER_MESSAGES.created);
          const id = created.data?.createManagedProduct.id;
          if (id) void navigate(managedProductPath(id), { replace: true });
        }
      } catch (error) {
        const kept = productErrorOf(error);
        setFailure(kept);
        notify.error(kept.message);
      }
    },
  });

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
      setFailure(null);
    } finally {
      setReloading(false);
    }
  };

  const set = (name: keyof ProductFormValues) => (value: unknown) => void formik.setFieldValue(name, value);
  const errorText = (name: string) => {
    const error = (formik.errors as Record<string, unknown>)[name];
    return formik.submitCount > 0 && typeof error === 'string' ? error : undefined;
  };
  const { specialEvents, commissions } = formik.values;

  return (
    <StyledForm
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label={product ? 'Editar produto' : 'Novo produto'}
    >
      {failure && (
        <StyledAlert role="alert" data-code={failure.code}>
          <span>{failure.message}</span>
          {failure.code === 'CONFLICT' && (
            <Button variant="secondary" loading={reloading} onClick={() => void reload()}>
              Recarregar
            </Button>
          )}
        </StyledAlert>
      )}
      <Section title="Produto">
        <StyledChecks>
          {PRODUCT_FLAGS.map(([name, label]) => (
            <Checkbox key={name} label={label} checked={formik.values[name]} onChange={set(name)} />
          ))}
        </StyledChecks>
        <StyledGrid>
          <TextField label="Nome" required {...fieldProps(formik, 'name')} />
          <TextField label="Código Salesforce" {...fieldProps(formik, 'sfCode')} />
          <ProducerPicker
            value={formik.values.producerId}
            valueName={product?.producerName ?? ''}
            initial={producers}
            onChange={(producer) => set('producerId')(producer?.id ?? '')}
            error={errorText('producerId')}
          />
          <TextField
            label="Nível mínimo"
            type="number"
            min={1}
            max={20}
            {...fieldProps(formik, 'minLevel')}
          />
          <TextField label="Preço (R$)" inputMode="decimal" {...fieldProps(formik, 'price')} />
          <TextField
            label="Parcelas"
            type="number"
            min={1}
            max={24}
            {...fieldProps(formik, 'maxInstallments')}
          />
        </StyledGrid>
      </Section>
      <Section title="Página do produto">
        <StyledGrid>
          {PRODUCT_TEXTS.map(([name, label]) => (
            <TextField key={name} label={label} {...fieldProps(formik, name)} />
          ))}
        </StyledGrid>
      </Section>
      <Section title="Imagens">
        <StyledGrid>
          {PRODUCT_IMAGES.map(([name, label]) => (
            <ImageField key={name} name={name} label={label} form={formik} />
          ))}
        </StyledGrid>
      </Section>
      <Section title="Termos">
        <Checkbox label="Exibir termos" checked={formik.values.showTerms} onChange={set('showTerms')} />
        <TermsField
          value={formik.values.termsContent}
          onChange={set('termsContent')}
          error={errorText('termsContent')}
        />
        {product?.termsHtml && (
          <>
            <h3>Termos salvos</h3>
            <StyledPreview
              data-testid="terms-preview"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: termsHtml is sanitised by the gateway (sanitize-html); the raw terms are never rendered.
              dangerouslySetInnerHTML={{ __html: product.termsHtml }}
            />
          </>
        )}
      </Section>
      <Section title="Comissões e valores">
        <StyledGrid>
          <TextField
            label="Taxa de serviço (R$)"
            inputMode="decimal"
            {...fieldProps(formik, 'serviceCharge')}
          />
          <TextField
            label="Coparticipação da unidade (%)"
            inputMode="decimal"
            {...fieldProps(formik, 'coparticipationBranch')}
          />
          <TextField
            label="Valor da doação (R$)"
            inputMode="decimal"
            {...fieldProps(formik, 'donationValue')}
          />
        </StyledGrid>
        <h3>Comissão por nível</h3>
        {commissions.map((row, index) => (
          <StyledRow key={`commission-${index.toString()}`}>
            <TextField
              label={`Nível (linha ${index + 1})`}
              type="number"
              min={1}
              max={20}
              value={row.level}
              onChange={(event) =>
                set(`commissions.${index}.level` as keyof ProductFormValues)(event.target.value)
              }
            />
            <TextField
              label={`Comissão % (linha ${index + 1})`}
              inputMode="decimal"
              value={row.rate}
              onChange={(event) =>
                set(`commissions.${index}.rate` as keyof ProductFormValues)(event.target.value)
              }
            />
            <Button
              variant="ghost"
              onClick={() => set('commissions')(commissions.filter((_, at) => at !== index))}
            >
              Remover nível
            </Button>
          </StyledRow>
        ))}
        {errorText('commissions') && <StyledError>{errorText('commissions')}</StyledError>}
        <Button
          variant="secondary"
          onClick={() =>
            set('commissions')([...commissions, { level: String(commissions.length + 1), rate: '0' }])
          }
        >
          Adicionar nível
        </Button>
      </Section>
      <Section title="Eventos especiais">
        {specialEvents.map((event, index) => (
          <StyledRow key={`event-${index.toString()}`}>
            <TextField
              label={`Evento (linha ${index + 1})`}
              value={event.name}
              onChange={(change) =>
                set(`specialEvents.${index}.name` as keyof ProductFormValues)(change.target.value)
              }
            />
            <TextField
              label={`Início (linha ${index + 1})`}
              type="date"
              value={event.startsAt}
              onChange={(change) =>
                set(`specialEvents.${index}.startsAt` as keyof ProductFormValues)(change.target.value)
              }
            />
            <TextField
              label={`Fim (linha ${index + 1})`}
              type="date"
              value={event.endsAt}
              onChange={(change) =>
                set(`specialEvents.${index}.endsAt` as keyof ProductFormValues)(change.target.value)
              }
            />
            <Button
              variant="ghost"
              onClick={() => set('specialEvents')(specialEvents.filter((_, at) => at !== index))}
            >
              Remover evento
            </Button>
          </StyledRow>
        ))}
        {errorText('specialEvents') && <StyledError>{errorText('specialEvents')}</StyledError>}
        <Button
          variant="secondary"
          onClick={() => set('specialEvents')([...specialEvents, { name: '', startsAt: '', endsAt: '' }])}
        >
          Adicionar evento
        </Button>
      </Section>
      <StyledRow>
        <Button type="submit" loading={formik.isSubmitting}>
          {product ? 'Salvar produto' : 'Cadastrar produto'}
        </Button>
        <Link to={paths.managedProducts}>Voltar para a lista</Link>
      </StyledRow>
    </StyledForm>
  );
};

/**
 * A holding product's editor (/manager-products/{productId} and /v2/{productId}; 'novo' for a new
 * one; docs/product.md §10.3): the product and the producers in one request, every field, images
 * through the signed uploads. A save names the revision it was based on; when someone else saved
 * meanwhile the server refuses it (CONFLICT), nothing is overwritten, and the page offers a reload.
 * Errors are kept with their code and message until another product is chosen (the page is keyed
 * by the product's id).
 */
export const ManagedProductEditorPage = () => {
  const { productId = '' } = useParams();
  const existing = productId !== NEW_PRODUCT_ID;
  const { data, loading, refetch } = useManagedProductEditorQuery({
    variables: { id: existing ? productId : NEW_PRODUCT_ID, existing },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const product = existing ? (data?.managedProduct ?? null) : null;

  return (
    <StyledPage>
      <PageTitle
        title="Produtos"
        subtitle={existing ? (product?.name ?? 'Editar produto') : 'Novo produto'}
      />
      {!data && loading ? (
        <Spinner label="Carregando produto" />
      ) : !data || (existing && !product) ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <ProductEditor
          key={productId}
          product={product}
          producers={data.producers.items}
          onReload={() => refetch()}
        />
      )}
    </StyledPage>
  );
};
