import { MESSAGES } from '@portal/schema/messages';
import { ACCREDITATION_MESSAGES, accreditationCnpjSchema } from '@portal/schema/validation/accreditation';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fieldProps } from '@/lib/forms.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { MaskedInput } from '@/ui/MaskedInput.tsx';
import {
  useSetAccreditationBankDetailsMutation,
  useSetAccreditationCnpjMutation,
} from './__generated__/accreditation.ts';
import { AccreditationFrame, StyledError, StyledForm, StyledText } from './AccreditationFrame.tsx';
import { userMessage } from './accreditationErrors.ts';
import { BankDetailsForm } from './BankDetailsForm.tsx';
import { storeSessionToken } from './flow.ts';
import { type SessionState, SessionStep } from './SessionStep.tsx';

/** /pessoa-juridica: the company's CNPJ, then bank details where the CNPJ status asks for them. */
export const CompanyPage = () => (
  <AccreditationFrame step={5}>
    {(flow) => (
      <SessionStep flow={flow} step={5}>
        {(token, state) => <Company token={token} initial={state} />}
      </SessionStep>
    )}
  </AccreditationFrame>
);

const finish = async (navigate: ReturnType<typeof useNavigate>) => {
  storeSessionToken(null);
  notify.success(ACCREDITATION_MESSAGES.done);
  await navigate('/', { replace: true });
};

const Company = ({ token, initial }: { token: string; initial: SessionState }) => {
  const navigate = useNavigate();
  const [state, setState] = useState(initial);
  const [saveCnpj] = useSetAccreditationCnpjMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { cnpj: '' },
    validationSchema: accreditationCnpjSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const { cnpj } = accreditationCnpjSchema.cast(values);
      try {
        const { data } = await saveCnpj({ variables: { session: token, cnpj } });
        const next = data?.setAccreditationCnpj;
        if (!next) throw new Error('no state');
        if (next.needsBankDetails) setState(next);
        else await finish(navigate);
      } catch (error) {
        // docs/product.md §3.2: a CNPJ refused shows the server's detail text.
        setFailure(userMessage(error) ?? MESSAGES.unexpected);
      }
    },
  });
  if (state.status === 'OK' && state.needsBankDetails) {
    return <SessionBankDetails token={token} />;
  }
  return (
    <StyledForm noValidate onSubmit={formik.handleSubmit}>
      <StyledText>Informe o CNPJ da empresa que receberá as comissões (numérico ou alfanumérico).</StyledText>
      <MaskedInput label="CNPJ" mask="cnpj" {...fieldProps(formik, 'cnpj')} aria-required />
      {failure && <StyledError role="alert">{failure}</StyledError>}
      <Button type="submit" fullWidth loading={formik.isSubmitting}>
        Concluir
      </Button>
    </StyledForm>
  );
};

const SessionBankDetails = ({ token }: { token: string }) => {
  const navigate = useNavigate();
  const [save] = useSetAccreditationBankDetailsMutation();
  return (
    <BankDetailsForm
      onSave={async (input) => {
        await save({ variables: { session: token, input } });
        await finish(navigate);
      }}
    />
  );
};
