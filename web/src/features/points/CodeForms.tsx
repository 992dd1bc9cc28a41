/**
 * The two secret-entry forms of the programme: the code that confirms joining (Pontos e Vouchers,
 * WAITING_CODE) and the secret that uses a voucher (Gerenciador de Vouchers). Both are formik forms
 * on the gateway's own input rules (pointsCodeSchema, useVoucherSchema), so the field refuses what
 * the gateway would before a request; the gateway's refusal ('Código inválido', docs/product.md §5)
 * is placed at the same field.
 */
import { pointsCodeSchema, useVoucherSchema } from '@portal/schema/validation/points';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { AnyObjectSchema } from 'yup';
import { fieldProps } from '@/lib/forms.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { Section } from '@/ui/Section.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { useUseVoucherMutation, useValidatePointsCodeMutation } from './__generated__/vouchers.ts';
import { StyledForm } from './layout.ts';

/** docs/product.md §4: after the code is validated, wait 5 s, then reload the programme state. */
export const RELOAD_AFTER_CODE_MS = 5000;

const StyledStatus = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Não foi possível concluir. Tente novamente.';

interface SecretFormProps<Name extends string> {
  /** The field's name: the mutation's argument, which its input rule checks. */
  name: Name;
  schema: AnyObjectSchema;
  label: string;
  submitLabel: string;
  /** Resolves to the success text to announce, or throws with the text to show at the field. */
  submit: (value: string) => Promise<string | null>;
}

const SecretForm = <Name extends string>({
  name,
  schema,
  label,
  submitLabel,
  submit,
}: SecretFormProps<Name>) => {
  const [done, setDone] = useState<string | null>(null);
  const formik = useFormik<Record<Name, string>>({
    initialValues: { [name]: '' } as Record<Name, string>,
    validationSchema: schema,
    // formik ignores a submit while one runs: one submission per entry, however many clicks.
    onSubmit: async (values, helpers) => {
      try {
        setDone(await submit(values[name].trim()));
      } catch (caught) {
        helpers.setFieldError(name, messageOf(caught));
      }
    },
  });
  return (
    <>
      <StyledForm onSubmit={formik.handleSubmit} noValidate>
        <TextField label={label} {...fieldProps(formik, name)} aria-required />
        <Button type="submit" loading={formik.isSubmitting}>
          {submitLabel}
        </Button>
      </StyledForm>
      <StyledStatus role="status">{done ?? ''}</StyledStatus>
    </>
  );
};

/** WAITING_CODE: the code sent after signing; 5 s after success, `onReload` asks for the new state. */
export const PointsCodeForm = ({ onReload }: { onReload: () => void }) => {
  const [validate] = useValidatePointsCodeMutation();
  const [accepted, setAccepted] = useState(false);
  useEffect(() => {
    if (!accepted) return undefined;
    const timer = setTimeout(onReload, RELOAD_AFTER_CODE_MS);
    return () => clearTimeout(timer);
  }, [accepted, onReload]);
  return (
    <Section title="Confirmar adesão">
      <SecretForm
        name="code"
        schema={pointsCodeSchema}
        label="Código de confirmação"
        submitLabel="Validar código"
        submit={async (code) => {
          const { data } = await validate({ variables: { code } });
          setAccepted(true);
          // docs/product.md §4: success is announced unless the status is still WAITING_SIGNATURE.
          return data?.validatePointsCode === 'WAITING_SIGNATURE'
            ? null
            : 'Adesão ao Programa de Pontos confirmada. Carregando seus pontos...';
        }}
      />
    </Section>
  );
};

/** Gerenciador de Vouchers: use a voucher of the viewer's scope with its secret. */
export const UseVoucherForm = () => {
  const [redeem] = useUseVoucherMutation();
  return (
    <Section title="Usar voucher">
      <SecretForm
        name="secret"
        schema={useVoucherSchema}
        label="Código secreto do voucher"
        submitLabel="Usar voucher"
        submit={async (secret) => {
          try {
            const { data } = await redeem({ variables: { secret } });
            // The toast announces it (once: not repeated under the field).
            if (data) notify.success(`Voucher ${data.useVoucher.code} utilizado com sucesso.`);
            return null;
          } catch (caught) {
            // The toast, and the same text at the field ('Código inválido').
            notify.error(caught instanceof Error ? caught.message : null);
            throw caught;
          }
        }}
      />
    </Section>
  );
};
