import { type LoginInput, loginErrors, normalizeLogin } from '@portal/schema/validation/login';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fieldProps } from '@/lib/forms.ts';
import { useForm } from '@/lib/useForm.ts';
import { paths } from '@/paths.ts';
import { notify } from '@/platform/notify.ts';
import { useSession, useSessionStore } from '@/platform/session/SessionProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { EmailField } from '@/ui/TextField.tsx';
import { useLoginMutation } from './__generated__/auth.ts';
import {
  AuthPageHeader,
  StyledAuthError,
  StyledAuthForm,
  StyledAuthLinks,
  StyledAuthNotice,
} from './AuthPageHeader.tsx';
import { loginErrorText } from './authErrors.ts';
import { PasswordField } from './PasswordField.tsx';

type LoginValues = LoginInput;

const initialValues: LoginValues = { username: '', password: '' };

export const SESSION_EXPIRED_TEXT = 'Sua sessão expirou. Entre novamente.';

/** `/` while logged out: e-mail and password; afterwards the saved destination or home. */
export const LoginPage = () => {
  const store = useSessionStore();
  const { notice } = useSession();
  const navigate = useNavigate();
  const [login] = useLoginMutation();
  const [errorText, setErrorText] = useState<string | null>(null);

  const handleLogin = async (values: LoginValues) => {
    setErrorText(null);
    // The e-mail goes trimmed and lowercased, as the token service expects.
    const variables = normalizeLogin(values);
    try {
      const { data } = await login({ variables });
      if (!data) throw new Error('Login returned no data.');
      const target = store.takeRedirect() ?? paths.home;
      store.signIn(data.login.token, data.login.user, data.login.expiresIn);
      await navigate(target, { replace: true });
    } catch (error) {
      const inline = loginErrorText(error);
      if (inline) setErrorText(inline);
      else notify.error();
    }
  };

  // Neither yup (loginErrors is the gateway's loginSchema rule without it) nor formik: the login
  // route is the first download of most visits and has a bundle budget (scripts/size.mjs).
  const form = useForm({ initialValues, validate: loginErrors, onSubmit: handleLogin });

  return (
    <>
      <AuthPageHeader description="Acesse com o e-mail e a senha do seu cadastro." />
      {notice === 'expired' && <StyledAuthNotice role="status">{SESSION_EXPIRED_TEXT}</StyledAuthNotice>}
      <StyledAuthForm noValidate onSubmit={form.handleSubmit} aria-label="Entrar">
        <EmailField
          label="E-mail"
          autoComplete="username"
          {...fieldProps(form, 'username')}
          onEmailChange={(email) => form.setFieldValue('username', email)}
        />
        <PasswordField label="Senha" autoComplete="current-password" {...fieldProps(form, 'password')} />
        {errorText && <StyledAuthError role="alert">{errorText}</StyledAuthError>}
        <Button type="submit" fullWidth loading={form.isSubmitting}>
          Entrar
        </Button>
      </StyledAuthForm>
      <StyledAuthLinks>
        <Link to={paths.passwordReset}>Esqueci minha senha</Link>
      </StyledAuthLinks>
    </>
  );
};
