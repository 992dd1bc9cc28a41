import { type LoginInput, loginErrors, normalizeLogin } from '@portal/schema/validation/login';
import { lazy, Suspense, useState } from 'react';
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
import type { LoginCodeStepProps } from './LoginCodeStep.tsx';
import { PasswordField } from './PasswordField.tsx';

type LoginValues = LoginInput;

const initialValues: LoginValues = { username: '', password: '' };

export const SESSION_EXPIRED_TEXT = 'Sua sessão expirou. Entre novamente.';

type Session = Parameters<LoginCodeStepProps['onSignedIn']>[0];
/** The code step's session never needs the enrolment (its account has the second factor). */
type EnteredSession = Session & { twoFactorEnrolmentRequired?: boolean };

// Only the accounts with a second factor download the code step (the login route's bundle budget).
const LoginCodeStep = lazy(() =>
  import('./LoginCodeStep.tsx').then((module) => ({ default: module.LoginCodeStep })),
);

/** `/` while logged out: e-mail and password; afterwards the saved destination or home. */
export const LoginPage = () => {
  const store = useSessionStore();
  const { notice } = useSession();
  const navigate = useNavigate();
  const [login] = useLoginMutation();
  const [errorText, setErrorText] = useState<string | null>(null);
  // Set after a right password of an account with the second factor on: the code step shows.
  const [challenge, setChallenge] = useState<string | null>(null);

  const enter = async ({ token, user, expiresIn, twoFactorEnrolmentRequired }: EnteredSession) => {
    if (!token || !user || expiresIn === null) throw new Error('Login returned no session.');
    // The role policy asks for a second factor first: Segurança, and the saved destination after it.
    const enrol = twoFactorEnrolmentRequired === true;
    const target = enrol ? paths.security : (store.takeRedirect() ?? paths.home);
    store.signIn(token, user, expiresIn, enrol);
    await navigate(target, { replace: true });
  };

  const handleRestart = (notice: string | null) => {
    setChallenge(null);
    setErrorText(notice);
  };

  const handleLogin = async (values: LoginValues) => {
    setErrorText(null);
    // The e-mail goes trimmed and lowercased, as the token service expects.
    const variables = normalizeLogin(values);
    try {
      const { data } = await login({ variables });
      if (!data) throw new Error('Login returned no data.');
      if (data.login.twoFactorChallenge) setChallenge(data.login.twoFactorChallenge);
      else await enter(data.login);
    } catch (error) {
      const inline = loginErrorText(error);
      if (inline) setErrorText(inline);
      else notify.error();
    }
  };

  // Neither yup (loginErrors is the gateway's loginSchema rule without it) nor formik: the login
  // route is the first download of most visits and has a bundle budget (scripts/size.mjs).
  const form = useForm({ initialValues, validate: loginErrors, onSubmit: handleLogin });

  if (challenge)
    return (
      <Suspense fallback={null}>
        <LoginCodeStep challenge={challenge} onSignedIn={enter} onRestart={handleRestart} />
      </Suspense>
    );

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
