import { MESSAGES } from '@portal/schema/messages';
import { verificationCodeSchema } from '@portal/schema/validation/accreditation';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { fieldProps } from '@/lib/forms.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { TextField } from '@/ui/TextField.tsx';
import {
  useResendAccreditationCodeMutation,
  useVerifyAccreditationCodeMutation,
} from './__generated__/accreditation.ts';
import { AccreditationFrame, StyledError, StyledForm, StyledText } from './AccreditationFrame.tsx';
import { userMessage } from './accreditationErrors.ts';
import { type FlowContext, stepPath, withSession } from './flow.ts';
import { SessionStep } from './SessionStep.tsx';

/** /verificacao: the 6-digit code sent to the e-mail. */
export const VerificationPage = () => (
  <AccreditationFrame step={3}>
    {(flow) => (
      <SessionStep flow={flow} step={3}>
        {(token, state) => <Verification flow={flow} token={token} email={state.email} />}
      </SessionStep>
    )}
  </AccreditationFrame>
);

const RESEND_COOLDOWN_SECONDS = 60;

const Verification = ({ flow, token, email }: { flow: FlowContext; token: string; email: string }) => {
  const navigate = useNavigate();
  const [verify] = useVerifyAccreditationCodeMutation();
  const [resend, resending] = useResendAccreditationCodeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(RESEND_COOLDOWN_SECONDS);
  useEffect(() => {
    if (cooldown <= 0) return undefined;
    const timer = window.setTimeout(() => setCooldown((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  const formik = useFormik({
    initialValues: { code: '' },
    validationSchema: verificationCodeSchema,
    onSubmit: async ({ code }) => {
      setFailure(null);
      try {
        await verify({ variables: { session: token, code: code.trim() } });
        await navigate(withSession(stepPath(flow, 4), token));
      } catch (error) {
        setFailure(userMessage(error) ?? MESSAGES.unexpected);
      }
    },
  });

  const again = async () => {
    setFailure(null);
    try {
      await resend({ variables: { session: token } });
      setCooldown(RESEND_COOLDOWN_SECONDS);
      notify.success('Enviamos um novo código.');
    } catch (error) {
      setFailure(userMessage(error) ?? MESSAGES.unexpected);
    }
  };

  return (
    <StyledForm noValidate onSubmit={formik.handleSubmit}>
      <StyledText>
        Enviamos um código de 6 dígitos para <strong>{email}</strong>. Digite-o abaixo para confirmar seu
        e-mail.
      </StyledText>
      <TextField
        label="Código de verificação"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...fieldProps(formik, 'code')}
        aria-required
      />
      {failure && <StyledError role="alert">{failure}</StyledError>}
      <Button type="submit" fullWidth loading={formik.isSubmitting}>
        Verificar
      </Button>
      <Button
        type="button"
        variant="ghost"
        disabled={cooldown > 0}
        loading={resending.loading}
        onClick={again}
      >
        {cooldown > 0 ? `Reenviar código em ${cooldown} s` : 'Reenviar código'}
      </Button>
    </StyledForm>
  );
};
