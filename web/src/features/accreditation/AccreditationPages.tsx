import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MESSAGES } from '@portal/schema/messages';
import {
  ACCOUNT_TYPES,
  ACCREDITATION_MESSAGES,
  accreditationCnpjSchema,
  bankDetailsSchema,
  personalDataSchema,
  verificationCodeSchema,
} from '@portal/schema/validation/accreditation';
import { changePasswordSchema } from '@portal/schema/validation/auth';
import { useFormik } from 'formik';
import { type ChangeEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { fieldProps } from '@/lib/forms.ts';
import { onlyDigits } from '@/lib/masks.ts';
import { paths } from '@/paths.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { MaskedInput } from '@/ui/MaskedInput.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { TextField } from '@/ui/TextField.tsx';
import {
  type AccreditationSession_StateFragment,
  useAccreditationPersonalDataLookupsQuery,
  useAccreditationSessionQuery,
  useBanksQuery,
  usePostalAddressLazyQuery,
  useResendAccreditationCodeMutation,
  useSetAccreditationBankDetailsMutation,
  useSetAccreditationCnpjMutation,
  useSetAccreditationPasswordMutation,
  useStartAccreditationMutation,
  useVerifyAccreditationCodeMutation,
} from './__generated__/accreditation.ts';
import {
  AccreditationFrame,
  StyledError,
  StyledForm,
  StyledLinks,
  StyledText,
} from './AccreditationFrame.tsx';
import { AddressFields } from './AddressFields.tsx';
import { type FlowContext, readSessionToken, stepPath, storeSessionToken, withSession } from './flow.ts';
import { NativeSelect } from './NativeSelect.tsx';

/** The gateway's message when it was written for the user (input, conflict, limits), else null. */
export const userMessage = (error: unknown): string | null => {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const codes: readonly unknown[] = ['BAD_USER_INPUT', 'CONFLICT', 'TOO_MANY_REQUESTS'];
  return error.errors.find((item) => codes.includes(item.extensions?.code))?.message ?? null;
};

const errorCode = (error: unknown): unknown =>
  CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;

/* ------------------------------------------------------------------ step 1 */

/** /credenciamento: the terms; a stored session resumes at its entry step instead. */
export const TermsPage = () => (
  <AccreditationFrame step={1}>{(flow) => <Terms flow={flow} />}</AccreditationFrame>
);

const Terms = ({ flow }: { flow: FlowContext }) => {
  const navigate = useNavigate();
  const token = readSessionToken(useLocation().search);
  const session = useAccreditationSessionQuery({ variables: { session: token ?? '' }, skip: !token });
  const [accepted, setAccepted] = useState(false);
  const [tried, setTried] = useState(false);
  const state = session.data?.accreditationSession;
  if (token && session.loading) return <Spinner label="Carregando" />;
  if (token && state && state.entryStep > 1) {
    return <Navigate to={withSession(stepPath(flow, state.entryStep), token)} replace />;
  }
  return (
    <StyledForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (accepted) void navigate(stepPath(flow, 2));
      }}
    >
      <StyledText>
        Ao se credenciar como afiliado, você declara estar ciente de que: as comissões são pagas à pessoa
        jurídica (CNPJ) informada no cadastro; seus dados pessoais serão usados para o credenciamento e a
        emissão de contratos, conforme a LGPD; e as vendas seguem as regras de cada produto e do ciclo
        comercial vigente.
      </StyledText>
      <label>
        <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />{' '}
        Li e estou ciente dos termos
      </label>
      {tried && !accepted && <StyledError role="alert">{ACCREDITATION_MESSAGES.termsRequired}</StyledError>}
      <Button type="submit" fullWidth>
        Continuar
      </Button>
      <StyledLinks>
        <Link to="/">Já tenho cadastro</Link>
      </StyledLinks>
    </StyledForm>
  );
};

/* ------------------------------------------------------------------ step 2 */

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
    await formik.setValues({
      ...formik.values,
      postalCode: masked,
      street: address.street,
      district: address.district,
      city: address.city,
      state: address.state,
    });
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
      <TextField
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        {...fieldProps(formik, 'email')}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          formik.setFieldValue('email', event.target.value.toLowerCase())
        }
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

/* ------------------------------------------------------------ steps 3 to 5 */

type SessionState = AccreditationSession_StateFragment;

interface SessionStepProps {
  flow: FlowContext;
  step: 3 | 4 | 5;
  children: (token: string, state: SessionState) => ReactNode;
}

/**
 * Steps after the personal data need a live session: without one the person starts over; a
 * session at another step goes there (docs/product.md §3.1 entry steps).
 */
const SessionStep = ({ flow, step, children }: SessionStepProps) => {
  const token = readSessionToken(useLocation().search);
  const session = useAccreditationSessionQuery({
    variables: { session: token ?? '' },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  if (token && session.loading) return <Spinner label="Carregando" />;
  const state = session.data?.accreditationSession;
  if (!token || !state) {
    return (
      <>
        <StyledError role="alert">{ACCREDITATION_MESSAGES.sessionExpired}</StyledError>
        <StyledLinks>
          <Link to={stepPath(flow, 1)}>Começar o cadastro</Link>
        </StyledLinks>
      </>
    );
  }
  storeSessionToken(token);
  const finishingCompany = step === 5 && state.status === 'OK' && state.needsBankDetails;
  if (state.entryStep !== step && !finishingCompany) {
    return <Navigate to={withSession(stepPath(flow, state.entryStep), token)} replace />;
  }
  return <>{children(token, state)}</>;
};

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

/** The password rules, each marked as met while the person types (the password reset's rule). */
export const passwordChecks = (password: string) => [
  { label: 'No mínimo 8 caracteres', met: [...password].length >= 8 },
  { label: 'Pelo menos uma letra', met: /\p{L}/u.test(password) },
  { label: 'Pelo menos um número', met: /\d/.test(password) },
];

/** The rules listed under a new-password field (step 4 and Meu Perfil). */
export const PasswordRules = ({ password }: { password: string }) => (
  <ul aria-label="Regras da senha" aria-live="polite">
    {passwordChecks(password).map((check) => (
      <li key={check.label}>
        {check.met ? '✓' : '•'} {check.label}
        <span className="visually-hidden">{check.met ? ' (atendida)' : ' (pendente)'}</span>
      </li>
    ))}
  </ul>
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
      />
      <PasswordRules password={formik.values.password} />
      <TextField
        label="Confirme a senha"
        type="password"
        autoComplete="new-password"
        {...fieldProps(formik, 'confirmation')}
      />
      {failure && <StyledError role="alert">{failure}</StyledError>}
      <Button type="submit" fullWidth loading={formik.isSubmitting}>
        Criar senha
      </Button>
    </StyledForm>
  );
};

/* ------------------------------------------------------------------ step 5 */

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
      <MaskedInput label="CNPJ" mask="cnpj" {...fieldProps(formik, 'cnpj')} />
      {failure && <StyledError role="alert">{failure}</StyledError>}
      <Button type="submit" fullWidth loading={formik.isSubmitting}>
        Concluir
      </Button>
    </StyledForm>
  );
};

const bankInitial = { bank: '', branch: '', account: '', accountType: '', holder: '' };
type BankValues = typeof bankInitial;

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

export interface BankDetailsValues {
  bank: number;
  branch: string;
  account: string;
  accountType: string;
  isPersonal: boolean;
}

/** Bank details: the bank list loads only here, when the CNPJ status asks for them. */
export const BankDetailsForm = ({ onSave }: { onSave: (input: BankDetailsValues) => Promise<void> }) => {
  const banks = useBanksQuery();
  const [failure, setFailure] = useState<string | null>(null);
  const toInput = (values: BankValues) => ({
    bank: Number(values.bank),
    branch: values.branch.trim(),
    account: values.account.trim(),
    accountType: values.accountType,
    // docs/product.md §3.3: isPersonal is true when the holder is 'Pessoa Física'.
    isPersonal: values.holder === 'Pessoa Física',
  });
  const formik = useFormik({
    initialValues: bankInitial,
    validate: async (values) => {
      const errors: Partial<Record<keyof BankValues, string>> = {};
      if (!values.holder) errors.holder = MESSAGES.required;
      try {
        await bankDetailsSchema.validate(toInput(values), { abortEarly: false });
      } catch (error) {
        const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
        for (const item of inner) {
          const key = item.path as keyof BankValues | undefined;
          if (key && key in bankInitial && !errors[key]) errors[key] = item.message;
        }
      }
      return errors;
    },
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await onSave(toInput(values));
      } catch (error) {
        setFailure(userMessage(error) ?? MESSAGES.unexpected);
      }
    },
  });
  const selectError = (name: keyof BankValues) =>
    formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined;
  return (
    <StyledForm noValidate onSubmit={formik.handleSubmit}>
      <StyledText>Informe os dados bancários da empresa para receber as comissões.</StyledText>
      <NativeSelect
        label="Banco"
        name="bank"
        value={formik.values.bank}
        error={selectError('bank')}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      >
        <option value="">Selecione</option>
        {(banks.data?.banks ?? []).map((bank) => (
          <option key={bank.code} value={String(bank.code)}>
            {String(bank.code).padStart(3, '0')} - {bank.name}
          </option>
        ))}
      </NativeSelect>
      <TextField label="Agência" inputMode="numeric" {...fieldProps(formik, 'branch')} />
      <TextField label="Conta" inputMode="numeric" {...fieldProps(formik, 'account')} />
      <NativeSelect
        label="Tipo de conta"
        name="accountType"
        value={formik.values.accountType}
        error={selectError('accountType')}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      >
        <option value="">Selecione</option>
        {ACCOUNT_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        label="Titular da conta"
        name="holder"
        value={formik.values.holder}
        error={selectError('holder')}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      >
        <option value="">Selecione</option>
        <option value="Pessoa Jurídica">Pessoa Jurídica</option>
        <option value="Pessoa Física">Pessoa Física</option>
      </NativeSelect>
      {failure && <StyledError role="alert">{failure}</StyledError>}
      <Button type="submit" fullWidth loading={formik.isSubmitting}>
        Salvar dados bancários
      </Button>
    </StyledForm>
  );
};

/* ------------------------------------------------------------- user exists */

/** /user-exists: the e-mail or CPF already has an account. */
export const UserExistsPage = () => (
  <AccreditationFrame step={2}>
    {() => (
      <>
        <StyledText>
          {ACCREDITATION_MESSAGES.userExists} Já existe uma conta com este e-mail ou CPF: entre com a sua
          senha ou peça um link para criar uma nova.
        </StyledText>
        <StyledLinks>
          <Link to="/">Entrar</Link>
          <Link to={paths.unknownPassword}>Não sei minha senha</Link>
        </StyledLinks>
      </>
    )}
  </AccreditationFrame>
);
