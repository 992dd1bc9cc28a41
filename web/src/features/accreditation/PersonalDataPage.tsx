import { MESSAGES } from '@portal/schema/messages';
import { ACCREDITATION_MESSAGES, personalDataSchema } from '@portal/schema/validation/accreditation';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fieldProps } from '@/lib/forms.ts';
import { onlyDigits } from '@/lib/masks.ts';
import { paths } from '@/paths.ts';
import { Button } from '@/ui/Button.tsx';
import { MaskedInput } from '@/ui/MaskedInput.tsx';
import { EmailField } from '@/ui/TextField.tsx';
import {
  useAccreditationPersonalDataLookupsQuery,
  usePostalAddressLazyQuery,
  useStartAccreditationMutation,
} from './__generated__/accreditation.ts';
import { AccreditationFrame, StyledError, StyledForm } from './AccreditationFrame.tsx';
import { AddressFields, withAddress } from './AddressFields.tsx';
import { errorCode, userMessage } from './accreditationErrors.ts';
import { type FlowContext, stepPath, storeSessionToken, withSession } from './flow.ts';

const personalInitial = {
  name: '',
  cpf: '',
  mobilePhone: '',
  email: '',
  postalCode: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: '',
};
type PersonalValues = typeof personalInitial;

/** /dados-pessoais: who the person is and where they live; sends the verification code. */
export const PersonalDataPage = () => (
  <AccreditationFrame step={2}>{(flow) => <PersonalData flow={flow} />}</AccreditationFrame>
);

const PersonalData = ({ flow }: { flow: FlowContext }) => {
  const navigate = useNavigate();
  const lookups = useAccreditationPersonalDataLookupsQuery();
  const [lookUp, postal] = usePostalAddressLazyQuery();
  const [start] = useStartAccreditationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [cepMessage, setCepMessage] = useState<string | null>(null);

  const submit = async (values: PersonalValues) => {
    setFailure(null);
    const input = personalDataSchema.cast(values);
    try {
      const { data } = await start({ variables: { flow: flow.flow, agentId: flow.agentId, input } });
      const session = data?.startAccreditation.session;
      if (!session) throw new Error('no session');
      storeSessionToken(session);
      await navigate(withSession(stepPath(flow, 3), session));
    } catch (error) {
      // docs/product.md §3.1: an e-mail or CPF that already has an account.
      if (errorCode(error) === 'CONFLICT') {
        await navigate(paths.userExists);
        return;
      }
      setFailure(userMessage(error) ?? MESSAGES.unexpected);
    }
  };

  const formik = useFormik({
    initialValues: personalInitial,
    validationSchema: personalDataSchema,
    onSubmit: submit,
  });

  const fillFromCep = async (masked: string) => {
    const cep = onlyDigits(masked);
    if (cep.length !== 8) return;
    // A failed lookup (the gateway or the postal-code service down) reads as "not found": the
    // person types the address in.
    const address = await lookUp({ variables: { cep } }).then(
      ({ data, error }) => (error ? null : (data?.postalAddress ?? null)),
      () => null,
    );
    if (!address) {
      // The form stays editable: the person types the address in.
      setCepMessage(ACCREDITATION_MESSAGES.cepNotFound);
      return;
    }
    setCepMessage(null);
    await formik.setValues(withAddress(formik.values, masked, address));
  };

  const masked = (
    name: keyof PersonalValues,
    mask: 'name' | 'cpf' | 'phone' | 'cep',
    label: string,
    extra: object = {},
  ) => (
    <MaskedInput
      label={label}
      mask={mask}
      {...fieldProps(formik, name)}
      aria-required
      onValueChange={(value) => {
        if (name === 'postalCode') void fillFromCep(value);
      }}
      {...extra}
    />
  );

  return (
    <StyledForm noValidate onSubmit={formik.handleSubmit}>
      {masked('name', 'name', 'Nome completo', { autoComplete: 'name' })}
      {masked('cpf', 'cpf', 'CPF')}
      {masked('mobilePhone', 'phone', 'Celular', { autoComplete: 'tel-national' })}
      <EmailField
        label="E-mail"
        {...fieldProps(formik, 'email')}
        aria-required
        onEmailChange={(email) => formik.setFieldValue('email', email)}
      />
      <AddressFields
        form={formik}
        states={lookups.data?.brazilianStates ?? []}
        cepMessage={cepMessage}
        searching={postal.loading}
        onCep={(value) => void fillFromCep(value)}
      />
      {failure && <StyledError role="alert">{failure}</StyledError>}
      <Button type="submit" fullWidth loading={formik.isSubmitting}>
        Continuar
      </Button>
    </StyledForm>
  );
};
