import { MESSAGES } from '@portal/schema/messages';
import { TWO_FACTOR_MESSAGES } from '@portal/schema/two-factor-messages';
import { type FormEvent, useState } from 'react';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { type CompleteLoginMutation, useCompleteLoginMutation } from './__generated__/login-code.ts';
import { AuthPageHeader, StyledAuthError, StyledAuthForm, StyledAuthLinks } from './AuthPageHeader.tsx';
import { loginErrorText } from './authErrors.ts';

type Session = CompleteLoginMutation['completeLogin'];

export interface LoginCodeStepProps {
  challenge: string;
  /** A session: the page stores it and leaves. */
  onSignedIn: (session: Session) => Promise<void>;
  /** Back to e-mail and password: asked (null), or the challenge expired (the text to show). */
  onRestart: (notice: string | null) => void;
}

/**
 * The login's second step (docs/decisions/security.md, "Second factor"): the six digits of the
 * authenticator app, or a recovery code. No session exists until this succeeds. Loaded only when a
 * login asks for it and written without the form helpers, so that the login route (bundle budget,
 * scripts/size.mjs) downloads nothing more. Only "required" is checked here, like the password step
 * (validation/login.ts): the gateway checks the code's shape and its message shows inline.
 */
export const LoginCodeStep = ({ challenge, onSignedIn, onRestart }: LoginCodeStepProps) => {
  const [completeLogin] = useCompleteLoginMutation();
  const [errorText, setErrorText] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const required = submitted && code.trim() === '' ? MESSAGES.required : undefined;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setErrorText(null);
    if (code.trim() === '') return;
    setSubmitting(true);
    try {
      const { data } = await completeLogin({ variables: { challenge, code } });
      if (!data) throw new Error('completeLogin returned no data.');
      await onSignedIn(data.completeLogin);
    } catch (error) {
      const inline = loginErrorText(error);
      if (inline === TWO_FACTOR_MESSAGES.expired) onRestart(inline);
      else if (inline) setErrorText(inline);
      else notify.error();
    }
    setSubmitting(false);
  };

  return (
    <>
      <AuthPageHeader description="Digite o código de 6 dígitos do seu aplicativo autenticador ou um código de recuperação." />
      <StyledAuthForm
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        aria-label="Verificação em duas etapas"
      >
        <TextField
          label="Código de verificação"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={required}
        />
        {errorText && <StyledAuthError role="alert">{errorText}</StyledAuthError>}
        <Button type="submit" fullWidth loading={submitting}>
          Verificar
        </Button>
      </StyledAuthForm>
      <StyledAuthLinks>
        <Button type="button" variant="ghost" size="small" onClick={() => onRestart(null)}>
          Voltar para e-mail e senha
        </Button>
      </StyledAuthLinks>
    </>
  );
};
