import { formatCnpj, formatCpf } from '@/lib/documents.ts';
import { getCnpjStatus } from '@/lib/status.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Section } from '@/ui/Section.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import { useMyProfileQuery, useSetBankDetailsMutation } from './__generated__/accreditation.ts';
import { StyledText } from './AccreditationFrame.tsx';
import { BankDetailsForm } from './BankDetailsForm.tsx';
import { cnpjNextStepText } from './CnpjNextStep.tsx';
import { ContactForm, ContractRequest, PasswordForm } from './ProfileForms.tsx';

const phone = (digits: string | null) =>
  digits && digits.length === 11
    ? `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`
    : (digits ?? '—');

/** /meu-perfil (affiliate, agent): personal data, the company and its status, bank details. */
export const ProfilePage = () => {
  const title = useRouteTitle();
  const { data, loading, error, refetch } = useMyProfileQuery();
  const [save] = useSetBankDetailsMutation();
  if (loading) return <Spinner label="Carregando" />;
  const profile = data?.myProfile;
  if (error || !profile) return <ErrorState onRetry={() => void refetch()} />;
  const address = [
    profile.street,
    profile.number,
    profile.complement,
    profile.district,
    profile.city,
    profile.state,
  ]
    .filter(Boolean)
    .join(', ');
  const status = profile.statusCnpj ?? 'ABSENT';
  // docs/product.md §3.3: bank details are editable while the CNPJ status asks for them.
  const showForm = profile.needsBankDetails;
  return (
    <>
      <PageTitle title={title} />
      <Section title="Dados pessoais">
        <dl>
          <dt>Nome</dt>
          <dd>{profile.name}</dd>
          <dt>E-mail</dt>
          <dd>{profile.email}</dd>
          <dt>CPF</dt>
          <dd>{profile.cpf ? formatCpf(profile.cpf) : '—'}</dd>
          <dt>Celular</dt>
          <dd>{phone(profile.mobilePhone)}</dd>
          <dt>Endereço</dt>
          <dd>{address || '—'}</dd>
        </dl>
      </Section>
      <Section title="Contato e endereço">
        <ContactForm profile={profile} states={data.brazilianStates} onSaved={refetch} />
      </Section>
      <Section title="Pessoa Jurídica">
        <StyledText role="status">{cnpjNextStepText(status)}</StyledText>
        <dl>
          <dt>CNPJ</dt>
          <dd>{profile.cnpj ? formatCnpj(profile.cnpj) : '—'}</dd>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={getCnpjStatus(status)} />
          </dd>
        </dl>
      </Section>
      <Section title="Contrato">
        <ContractRequest hasCnpj={Boolean(profile.cnpj)} />
      </Section>
      <Section title="Dados bancários">
        {profile.bankDetails && !showForm && (
          <dl>
            <dt>Banco</dt>
            <dd>{String(profile.bankDetails.bank).padStart(3, '0')}</dd>
            <dt>Agência</dt>
            <dd>{profile.bankDetails.branch}</dd>
            <dt>Conta</dt>
            <dd>{profile.bankDetails.account}</dd>
            <dt>Tipo de conta</dt>
            <dd>{profile.bankDetails.accountType}</dd>
            <dt>Titular</dt>
            <dd>{profile.bankDetails.isPersonal ? 'Pessoa Física' : 'Pessoa Jurídica'}</dd>
          </dl>
        )}
        {!profile.bankDetails && !showForm && <StyledText>Nenhum dado bancário cadastrado.</StyledText>}
        {showForm && (
          <BankDetailsForm
            onSave={async (input) => {
              // The profile is a value inside Query.myProfile: read it again to show the new status.
              await save({ variables: { input } });
              await refetch();
              notify.success();
            }}
          />
        )}
      </Section>
      <Section title="Alterar senha">
        <PasswordForm />
      </Section>
    </>
  );
};
