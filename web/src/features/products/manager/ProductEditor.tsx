import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { PRODUCT_MANAGER_MESSAGES } from '@portal/schema/validation/products-manager';
import { type FormikProps, useFormik } from 'formik';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { fieldProps } from '@/lib/forms.ts';
import { paths } from '@/paths.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { FormGaps } from '@/ui/FormGaps.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { Section } from '@/ui/Section.tsx';
import { TextField } from '@/ui/TextField.tsx';
import {
  type ManagedProductForm_ProductFragment,
  useCreateManagedProductMutation,
  useUpdateManagedProductMutation,
} from './__generated__/manager.ts';
import { formSetters, StyledGrid, StyledRow } from './editorLayout.ts';
import { ImageField } from './ImageField.tsx';
import { managedProductPath } from './ManagedProductsPage.tsx';
import { type ProducerOption, ProducerPicker } from './ProducerPicker.tsx';
import { CommissionsSection, SpecialEventsSection } from './ProductEditorSections.tsx';
import {
  formValuesOf,
  PRODUCT_FLAGS,
  PRODUCT_IMAGES,
  PRODUCT_TEXTS,
  type ProductFormValues,
  validateProductForm,
  validInput,
} from './productForm.ts';
import { TermsField } from './TermsField.tsx';

type Product = ManagedProductForm_ProductFragment;

/** Where the form says why its submit is disabled (FormGaps), read with the button. */
const GAPS_ID = 'product-form-gaps';

/** The fields the form names when they are missing or wrong, in the order it shows them. */
const GAP_LABELS: Readonly<Record<string, string>> = {
  name: 'Nome',
  sfCode: 'Código Salesforce',
  producerId: 'Produtor',
  minLevel: 'Nível mínimo',
  price: 'Preço (R$)',
  maxInstallments: 'Parcelas',
  ...Object.fromEntries(PRODUCT_TEXTS),
  ...Object.fromEntries(PRODUCT_IMAGES),
  termsContent: 'Termos',
  serviceCharge: 'Taxa de serviço',
  coparticipationBranch: 'Coparticipação da unidade',
  donationValue: 'Valor da doação',
  commissions: 'Comissão por nível',
  specialEvents: 'Eventos especiais',
};

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

/**
 * 'Cadastrar produto' / 'Salvar produto', disabled while the rule refuses the form or an edit
 * changed nothing, with why beside it (FormGaps), and the way back to the list.
 */
const SubmitRow = ({ formik, editing }: { formik: FormikProps<ProductFormValues>; editing: boolean }) => {
  const unchanged = editing && !formik.dirty;
  const blocked = !formik.isValid || unchanged;
  // Rows' rules speak for their list ('commissions', 'specialEvents'): every message is a text.
  const errors = Object.fromEntries(
    Object.entries(formik.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return (
    <>
      <FormGaps
        id={GAPS_ID}
        errors={errors}
        values={formik.values}
        labels={GAP_LABELS}
        unchanged={unchanged}
      />
      <StyledRow>
        <Button
          type="submit"
          loading={formik.isSubmitting}
          disabled={blocked}
          aria-describedby={blocked ? GAPS_ID : undefined}
        >
          {editing ? 'Salvar produto' : 'Cadastrar produto'}
        </Button>
        <Link to={paths.managedProducts}>Voltar para a lista</Link>
      </StyledRow>
    </>
  );
};

interface EditorProps {
  product: Product | null;
  producers: readonly ProducerOption[];
  onReload: () => Promise<unknown>;
}

/** The product's form: create or update, the CONFLICT alert with its reload. */
export const ProductEditor = ({ product, producers, onReload }: EditorProps) => {
  const navigate = useNavigate();
  const [create] = useCreateManagedProductMutation();
  const [update] = useUpdateManagedProductMutation();
  const [failure, setFailure] = useState<ProductError | null>(null);
  const [reloading, setReloading] = useState(false);
  const formik = useFormik<ProductFormValues>({
    initialValues: formValuesOf(product),
    enableReinitialize: true,
    // The rule runs on open, so the submit says from the start what it still needs.
    validateOnMount: true,
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

  const { set, errorText } = formSetters(formik);

  return (
    <Stack
      as="form"
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
      <CommissionsSection formik={formik} />
      <SpecialEventsSection formik={formik} />
      <SubmitRow formik={formik} editing={product !== null} />
    </Stack>
  );
};
