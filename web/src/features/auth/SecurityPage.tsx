import { confirmTwoFactorSchema, disableTwoFactorSchema } from '@portal/schema/validation/auth';
import { normaliseTwoFactorCode } from '@portal/schema/validation/two-factor';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate } from '@/lib/dates.ts';
import { fieldProps } from '@/lib/forms.ts';
import { paths } from '@/paths.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { useRenewSessionMutation } from '@/platform/session/__generated__/session.ts';
import { useSession, useSessionStore } from '@/platform/session/SessionProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Section } from '@/ui/Section.tsx';
import { TextField } from '@/ui/TextField.tsx';
import {
  type StartTwoFactorEnrolmentMutation,
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
  useStartTwoFactorEnrolmentMutation,
  useTwoFactorQuery,
} from './__generated__/two-factor.ts';
import { PasswordField } from './PasswordField.tsx';
import {
  copyCodes,
  fieldErrorOf,
  QrCode,
  StyledActions,
  StyledCodes,
  StyledRequiredNotice,
  StyledSecretText,
  StyledSteps,
  StyledTwoFactorForm,
} from './twoFactorParts.tsx';

type Enrolment = StartTwoFactorEnrolmentMutation['startTwoFactorEnrolment'];

/** Step 2 of the enrolment: the QR code, the secret for typing by hand, the confirmation code. */
const EnrolmentForm = ({
  enrolment,
  onDone,
}: {
  enrolment: Enrolment;
  onDone: (codes: string[]) => void;
}) => {
  const [confirm] = useConfirmTwoFactorMutation();
  const form = useFormik({
    initialValues: { code: '' },
    validationSchema: confirmTwoFactorSchema,
    onSubmit: async ({ code }, { setFieldError }) => {
      try {
        const { data } = await confirm({ variables: { code: normaliseTwoFactorCode(code) } });
        if (data) onDone(data.confirmTwoFactor.codes);
      } catch (error) {
        const text = fieldErrorOf(error, 'code');
        if (text) setFieldError('code', text);
        else notify.error();
      }
    },
  });
  return (
    <StyledSteps>
      <QrCode value={enrolment.otpauthUri} />
      <StyledTwoFactorForm noValidate onSubmit={form.handleSubmit} aria-label="Confirmar ativação">
        <p>
          1. No aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password…), leia o QR
          code. Sem câmera? Digite esta chave:
        </p>
        <StyledSecretText aria-label="Chave para digitar no aplicativo">{enrolment.secret}</StyledSecretText>
        <p>2. Digite o código de 6 dígitos que o aplicativo mostra.</p>
        <TextField
          label="Código do aplicativo"
          autoComplete="one-time-code"
          inputMode="numeric"
          {...fieldProps(form, 'code')}
          aria-required
        />
        <Button type="submit" loading={form.isSubmitting}>
          Confirmar e ativar
        </Button>
      </StyledTwoFactorForm>
    </StyledSteps>
  );
};

/** Turning it off: the password and a code of the app (or a recovery code). */
const DisableForm = ({ onDone }: { onDone: () => void }) => {
  const [disable] = useDisableTwoFactorMutation();
  const form = useFormik({
    initialValues: { password: '', code: '' },
    validationSchema: disableTwoFactorSchema,
    onSubmit: async ({ password, code }, { setFieldError }) => {
      try {
        await disable({ variables: { password, code: normaliseTwoFactorCode(code) } });
        notify.success('Verificação em duas etapas desativada.');
        onDone();
      } catch (error) {
        const fields = (['password', 'code'] as const).filter((field) => {
          const text = fieldErrorOf(error, field);
          if (text) setFieldError(field, text);
          return text !== null;
        });
        if (fields.length === 0) notify.error();
      }
    },
  });
  return (
    <StyledTwoFactorForm
      noValidate
      onSubmit={form.handleSubmit}
      aria-label="Desativar verificação em duas etapas"
    >
      <PasswordField
        label="Senha"
        autoComplete="current-password"
        {...fieldProps(form, 'password')}
        aria-required
      />
      <TextField
        label="Código do aplicativo ou de recuperação"
        autoComplete="one-time-code"
        {...fieldProps(form, 'code')}
        aria-required
      />
      <Button type="submit" variant="danger" loading={form.isSubmitting}>
        Desativar
      </Button>
    </StyledTwoFactorForm>
  );
};

/**
 * The session the role policy held to the enrolment (REQUIRE_2FA_ROLES) becomes a full one once
 * the codes are kept: a renewal, then the destination saved before the login, or home.
 */
function useEnterAfterEnrolment() {
  const store = useSessionStore();
  const navigate = useNavigate();
  const [renew, { loading }] = useRenewSessionMutation();
  const enter = async () => {
    try {
      const { data } = await renew();
      if (!data) throw new Error('renewSession returned no data.');
      const { token, expiresIn, twoFactorEnrolmentRequired } = data.renewSession;
      store.renew(token, expiresIn, twoFactorEnrolmentRequired);
      if (!twoFactorEnrolmentRequired) await navigate(store.takeRedirect() ?? paths.home, { replace: true });
    } catch {
      notify.error();
    }
  };
  return { enter, loading };
}

/**
 * Segurança (docs/decisions/security.md, "Second factor"): every signed-in person turns the second
 * factor on (QR code, confirmation code, ten recovery codes shown once) or off (password and code).
 * A person the role policy requires it of lands here after the password, and enters the portal
 * once it is on.
 */
export const SecurityPage = () => {
  const title = useRouteTitle();
  const { data, loading, refetch } = useTwoFactorQuery({ fetchPolicy: 'network-only' });
  const [start, { loading: starting }] = useStartTwoFactorEnrolmentMutation();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { auth } = useSession();
  const held = auth.enrolTwoFactor;
  const afterEnrolment = useEnterAfterEnrolment();

  const status = data?.twoFactor;
  const handleStart = async () => {
    try {
      const result = await start();
      setEnrolment(result.data?.startTwoFactorEnrolment ?? null);
    } catch {
      notify.error();
    }
  };
  const handleEnabled = (codes: string[]) => {
    setEnrolment(null);
    setRecoveryCodes(codes);
    void refetch();
  };

  let body: React.ReactNode;
  if (recoveryCodes) {
    body = (
      <>
        <p role="status">
          <strong>Verificação em duas etapas ativada.</strong> Guarde estes códigos de recuperação em lugar
          seguro: cada um entra uma vez no lugar do código do aplicativo, e eles não serão mostrados
          novamente.
        </p>
        <StyledCodes aria-label="Códigos de recuperação">
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </StyledCodes>
        <StyledActions>
          <Button variant="secondary" onClick={() => void copyCodes(recoveryCodes)}>
            Copiar códigos
          </Button>
          {held ? (
            <Button onClick={() => void afterEnrolment.enter()} loading={afterEnrolment.loading}>
              Já guardei os códigos, continuar
            </Button>
          ) : (
            <Button onClick={() => setRecoveryCodes(null)}>Já guardei os códigos</Button>
          )}
        </StyledActions>
      </>
    );
  } else if (!status) {
    body = loading ? <p>Carregando…</p> : <ErrorState onRetry={() => void refetch()} />;
  } else if (enrolment) {
    body = <EnrolmentForm enrolment={enrolment} onDone={handleEnabled} />;
  } else if (status.enabled) {
    body = (
      <>
        <p>
          <strong>Ativa</strong>
          {status.enabledAt ? ` desde ${formatDate(status.enabledAt)}` : ''}. Códigos de recuperação
          restantes: {status.recoveryCodesLeft} de 10.
        </p>
        <DisableForm onDone={() => void refetch()} />
      </>
    );
  } else {
    body = (
      <>
        <p>
          <strong>Desativada.</strong> Com ela ativa, o portal pede, depois da senha, um código do aplicativo
          autenticador do seu celular.
        </p>
        <div>
          <Button onClick={() => void handleStart()} loading={starting}>
            Ativar verificação em duas etapas
          </Button>
        </div>
      </>
    );
  }

  return (
    <Stack as="section">
      <PageTitle title={title} subtitle="Proteja o acesso à sua conta." />
      {held && (
        <StyledRequiredNotice role="status">
          <strong>Seu perfil exige a verificação em duas etapas.</strong> Ative-a abaixo para continuar usando
          o portal.
        </StyledRequiredNotice>
      )}
      <Section title="Verificação em duas etapas">{body}</Section>
    </Stack>
  );
};
