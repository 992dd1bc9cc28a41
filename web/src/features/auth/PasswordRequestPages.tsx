import { passwordResetRequestSchema } from '@portal/schema/validation/auth';
import { useFormik } from 'formik';
import { Link, useNavigate } from 'react-router';
import { fieldProps } from '@/lib/forms.ts';
import { paths } from '@/paths.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { EmailField } from '@/ui/TextField.tsx';
import { useRequestPasswordResetMutation } from './__generated__/auth.ts';
import { AuthPageHeader, StyledAuthForm, StyledAuthLinks } from './AuthPageHeader.tsx';
import { badInputMessage } from './authErrors.ts';

interface PasswordRequestFormProps {
  description: string;
  submitLabel: string;
  /** Where to go once the request is accepted. */
  successPath: string;
}

/**
 * Asks for the e-mail and requests a reset link. The gateway answers the same whether or not the
 * e-mail has an account, so the next page never reveals which e-mails are registered.
 */
const PasswordRequestForm = ({ description, submitLabel, successPath }: PasswordRequestFormProps) => {
  const navigate = useNavigate();
  const [requestReset] = useRequestPasswordResetMutation();

  const handleRequest = async (values: { email: string }) => {
    const { email } = passwordResetRequestSchema.cast(values);
    try {
      await requestReset({ variables: { email } });
      await navigate(successPath);
    } catch (error) {
      notify.error(badInputMessage(error));
    }
  };

  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: passwordResetRequestSchema,
    onSubmit: handleRequest,
  });

  return (
    <>
      <AuthPageHeader description={description} />
      <StyledAuthForm noValidate onSubmit={formik.handleSubmit}>
        <EmailField
          label="E-mail"
          {...fieldProps(formik, 'email')}
          aria-required
          onEmailChange={(email) => formik.setFieldValue('email', email)}
        />
        <Button type="submit" fullWidth loading={formik.isSubmitting}>
          {submitLabel}
        </Button>
      </StyledAuthForm>
      <StyledAuthLinks>
        <Link to={paths.home}>Voltar para o login</Link>
      </StyledAuthLinks>
    </>
  );
};

/** /resetar-senha: the "Esqueci minha senha" flow. */
export const PasswordResetPage = () => (
  <PasswordRequestForm
    description="Informe o e-mail do seu cadastro e enviaremos um link para você criar uma nova senha."
    submitLabel="Enviar link"
    successPath={paths.recoverSuccess}
  />
);

/** /unknown-password: a registered user who never set (or does not know) a password. */
export const UnknownPasswordPage = () => (
  <PasswordRequestForm
    description="Você já possui cadastro. Informe o seu e-mail e enviaremos um link para você cadastrar a sua senha de acesso."
    submitLabel="Receber link"
    successPath={paths.unknownPasswordSuccess}
  />
);
