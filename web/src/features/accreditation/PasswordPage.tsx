import { MESSAGES } from '@portal/schema/messages';
import { changePasswordSchema } from '@portal/schema/validation/auth';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fieldProps } from '@/lib/forms.ts';
import { Button } from '@/ui/Button.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { useSetAccreditationPasswordMutation } from './__generated__/accreditation.ts';
import { AccreditationFrame, StyledError, StyledForm } from './AccreditationFrame.tsx';
import { userMessage } from './accreditationErrors.ts';
import { type FlowContext, stepPath, withSession } from './flow.ts';
import { PasswordRules } from './PasswordRules.tsx';
import { SessionStep } from './SessionStep.tsx';

/** /criar-senha: the account's password; it can log in as soon as this is saved. */
export const PasswordPage = () => (
  <AccreditationFrame step={4}>
    {(flow) => (
      <SessionStep flow={flow} step={4}>
        {(token) => <CreatePassword flow={flow} token={token} />}
      </SessionStep>
    )}
  </AccreditationFrame>
);

const CreatePassword = ({ flow, token }: { flow: FlowContext; token: string }) => {
  const navigate = useNavigate();
  const [save] = useSetAccreditationPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { password: '', confirmation: '' },
    validationSchema: changePasswordSchema,
    onSubmit: async ({ password }) => {
      setFailure(null);
      try {
        await save({ variables: { session: token, password } });
        await navigate(withSession(stepPath(flow, 5), token));
      } catch (error) {
        setFailure(userMessage(error) ?? MESSAGES.unexpected);
      }
    },
  });
  return (
    <StyledForm noValidate onSubmit={formik.handleSubmit}>
      <TextField
        label="Senha"
        type="password"
        autoComplete="new-password"
        {...fieldProps(formik, 'password')}
        aria-required
      />
      <PasswordRules password={formik.values.password} />
      <TextField
        label="Confirme a senha"
        type="password"
        autoComplete="new-password"
        {...fieldProps(formik, 'confirmation')}
        aria-required
      />
      {failure && <StyledError role="alert">{failure}</StyledError>}
      <Button type="submit" fullWidth loading={formik.isSubmitting}>
        Criar senha
      </Button>
    </StyledForm>
  );
};
