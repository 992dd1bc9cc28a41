import { MESSAGES } from '@portal/schema/messages';
import { changePasswordSchema } from '@portal/schema/validation/auth';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { fieldProps } from '@/lib/forms.ts';
import { paths } from '@/paths.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { useChangePasswordMutation } from './__generated__/auth.ts';
import { AuthPageHeader, StyledAuthError, StyledAuthForm, StyledAuthLinks } from './AuthPageHeader.tsx';
import { PasswordField } from './PasswordField.tsx';

interface ChangePasswordValues {
  password: string;
  confirmation: string;
}

const initialValues: ChangePasswordValues = { password: '', confirmation: '' };

/** /alterar-senha?token=…: the page the reset e-mail links to. */
export const ChangePasswordPage = () => {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const recoveryToken = searchParams.get('token') ?? '';
  const [changePassword] = useChangePasswordMutation();
  // Without a token the link is broken: say so at once instead of after a doomed submit.
  const [failed, setFailed] = useState(recoveryToken === '');

  const handleChange = async ({ password }: ChangePasswordValues) => {
    setFailed(false);
    try {
      const { data } = await changePassword({ variables: { password, recoveryToken } });
      if (!data?.changePassword) throw new Error('Password change was refused.');
      notify.success();
      await navigate(paths.home, { replace: true });
    } catch {
      // docs/product.md §2.2: every failure (expired or used link, upstream down) shows the same text.
      setFailed(true);
    }
  };

  const formik = useFormik({ initialValues, validationSchema: changePasswordSchema, onSubmit: handleChange });

  return (
    <>
      <AuthPageHeader description="Crie uma nova senha para acessar o portal." />
      <StyledAuthForm noValidate onSubmit={formik.handleSubmit}>
        <PasswordField
          label="Nova senha"
          autoComplete="new-password"
          hint={MESSAGES.passwordRules}
          {...fieldProps(formik, 'password')}
          aria-required
        />
        <PasswordField
          label="Confirme a nova senha"
          autoComplete="new-password"
          {...fieldProps(formik, 'confirmation')}
          aria-required
        />
        {failed && <StyledAuthError role="alert">{MESSAGES.passwordChangeFailed}</StyledAuthError>}
        <Button type="submit" fullWidth loading={formik.isSubmitting} disabled={recoveryToken === ''}>
          Alterar senha
        </Button>
      </StyledAuthForm>
      <StyledAuthLinks>
        <Link to={paths.passwordReset}>Solicitar um novo link</Link>
        <Link to={paths.home}>Voltar para o login</Link>
      </StyledAuthLinks>
    </>
  );
};
