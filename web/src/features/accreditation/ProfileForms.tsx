/**
 * Meu Perfil's forms (docs/product.md §3.3): phone and address (a CEP fills the address; an unknown
 * one or a failed lookup leaves the form editable), the password change and the contract request.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MESSAGES } from '@portal/schema/messages';
import {
  ACCREDITATION_MESSAGES,
  PROFILE_MESSAGES,
  profileContactSchema,
  profilePasswordSchema,
} from '@portal/schema/validation/accreditation';
import { useFormik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { downloadBase64 } from '@/lib/download.ts';
import { fieldProps } from '@/lib/forms.ts';
import { onlyDigits } from '@/lib/masks.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { MaskedInput } from '@/ui/MaskedInput.tsx';
import { TextField } from '@/ui/TextField.tsx';
import {
  type MyProfileQuery,
  useChangeMyPasswordMutation,
  usePostalAddressLazyQuery,
  useRequestContractMutation,
  useUpdateMyContactMutation,
} from './__generated__/accreditation.ts';
import { StyledError, StyledForm, StyledText } from './AccreditationFrame.tsx';
import { AddressFields, withAddress } from './AddressFields.tsx';
import { PasswordRules } from './PasswordRules.tsx';

type Profile = MyProfileQuery['myProfile'];

/**
 * A form inside a page's section: fields at a readable width, the submit button its own size (the
 * registration steps' forms fill their narrow card instead).
 */
export const StyledSectionForm = styled(StyledForm)`
  max-width: 36rem;

  & > button[type='submit'] {
    align-self: flex-start;
  }
`;
type State = MyProfileQuery['brazilianStates'][number];

const maskedPhone = (digits: string | null) =>
  digits && digits.length === 11 ? `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}` : '';
const maskedCep = (digits: string | null) =>
  digits && digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : '';

/** Phone and address; saved with one mutation, the profile's cached value updated by refetch. */
export const ContactForm = ({
  profile,
  states,
  onSaved,
}: {
  profile: Profile;
  states: readonly State[];
  onSaved: () => Promise<unknown>;
}) => {
  const [save] = useUpdateMyContactMutation();
  const [lookUp, postal] = usePostalAddressLazyQuery();
  const [cepMessage, setCepMessage] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: {
      mobilePhone: maskedPhone(profile.mobilePhone),
      postalCode: maskedCep(profile.postalCode),
      street: profile.street ?? '',
      number: profile.number ?? '',
      complement: profile.complement ?? '',
      district: profile.district ?? '',
      city: profile.city ?? '',
      state: profile.state ?? '',
    },
    validationSchema: profileContactSchema,
    onSubmit: async (values) => {
      try {
        await save({ variables: { input: values } });
        await onSaved();
        notify.success(PROFILE_MESSAGES.contactSaved);
      } catch (error) {
        notify.error(CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : MESSAGES.unexpected);
      }
    },
  });

  const fillFromCep = async (masked: string) => {
    const cep = onlyDigits(masked);
    // The CEP already in the form (the one on record, which the mask sets when the form mounts)
    // is not looked up again: its address is the saved one, and Meu Perfil stays one request.
    if (cep.length !== 8 || cep === onlyDigits(formik.values.postalCode)) return;
    try {
      const { data, error } = await lookUp({ variables: { cep } });
      const address = data?.postalAddress;
      if (error || !address) {
        // Unknown CEP or a lookup that failed: the person types the address in.
        setCepMessage(ACCREDITATION_MESSAGES.cepNotFound);
        return;
      }
      setCepMessage(null);
      await formik.setValues(withAddress(formik.values, masked, address));
    } catch {
      setCepMessage(ACCREDITATION_MESSAGES.cepNotFound);
    }
  };

  return (
    <StyledSectionForm noValidate onSubmit={formik.handleSubmit} aria-label="Contato e endereço">
      <MaskedInput
        label="Celular"
        mask="phone"
        autoComplete="tel-national"
        {...fieldProps(formik, 'mobilePhone')}
        aria-required
      />
      <AddressFields
        form={formik}
        states={states}
        cepMessage={cepMessage}
        searching={postal.loading}
        onCep={(value) => void fillFromCep(value)}
      />
      <Button type="submit" loading={formik.isSubmitting}>
        Salvar contato
      </Button>
    </StyledSectionForm>
  );
};

/** A wrong current password is said next to the form; any other failure is the spec's toast. */
export const PasswordForm = () => {
  const [change] = useChangeMyPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { currentPassword: '', newPassword: '' },
    validationSchema: profilePasswordSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        await change({ variables: values });
        helpers.resetForm();
        notify.success(PROFILE_MESSAGES.passwordChanged);
      } catch (error) {
        const wrong =
          CombinedGraphQLErrors.is(error) &&
          error.errors.some((item) => item.message === PROFILE_MESSAGES.wrongPassword);
        if (wrong) setFailure(PROFILE_MESSAGES.wrongPassword);
        else notify.error(PROFILE_MESSAGES.passwordFailed);
      }
    },
  });
  return (
    <StyledSectionForm noValidate onSubmit={formik.handleSubmit} aria-label="Alterar senha">
      <TextField
        label="Senha atual"
        type="password"
        autoComplete="current-password"
        {...fieldProps(formik, 'currentPassword')}
        aria-required
      />
      <TextField
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        {...fieldProps(formik, 'newPassword')}
        aria-required
      />
      <PasswordRules password={formik.values.newPassword} />
      {failure && <StyledError role="alert">{failure}</StyledError>}
      <Button type="submit" loading={formik.isSubmitting}>
        Alterar senha
      </Button>
    </StyledSectionForm>
  );
};

/** Hands the generated PDF to the browser as a download. */
const download = (fileName: string, base64: string) => downloadBase64(fileName, base64, 'application/pdf');

export const ContractRequest = ({ hasCnpj }: { hasCnpj: boolean }) => {
  const [request, { loading }] = useRequestContractMutation();
  if (!hasCnpj) return <StyledText>{PROFILE_MESSAGES.contractUnavailable}</StyledText>;
  return (
    // Its own width, not the section's: a block around it stops the column's stretch.
    <div>
      <Button
        type="button"
        loading={loading}
        onClick={async () => {
          try {
            const { data } = await request();
            if (!data) throw new Error('no contract');
            download(data.requestContract.fileName, data.requestContract.contentBase64);
            notify.success(PROFILE_MESSAGES.contractRequested);
          } catch {
            notify.error(PROFILE_MESSAGES.contractFailed);
          }
        }}
      >
        Solicitar contrato
      </Button>
    </div>
  );
};
