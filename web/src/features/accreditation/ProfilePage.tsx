import { mayEditBankDetails } from '@portal/schema/validation/accreditation';
import { type ReactNode, useState } from 'react';
import { formatCnpj, formatCpf } from '@/lib/documents.ts';
import { getCnpjStatus } from '@/lib/status.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { Button } from '@/ui/Button.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { FactsGrid } from '@/ui/FactsGrid.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Section } from '@/ui/Section.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import {
  type MyProfileQuery,
  useMyProfileQuery,
  useSetBankDetailsMutation,
} from './__generated__/accreditation.ts';
import { StyledText } from './AccreditationFrame.tsx';
import { BankDetailsForm } from './BankDetailsForm.tsx';
import { cnpjNextStepText } from './CnpjNextStep.tsx';
import { MailPreferencesSection } from './MailPreferencesSection.tsx';
import { ContactForm, ContractRequest, PasswordForm } from './ProfileForms.tsx';

type Profile = MyProfileQuery['myProfile'];

const phone = (digits: string | null) =>
  digits && digits.length === 11
    ? `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`
    : (digits ?? '—');

/** Label-value pairs as a facts grid (muted labels over their values). */
const Facts = ({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) => (
  <FactsGrid>
    {facts.map(([label, value]) => (
      <div key={label}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </FactsGrid>
);

/**
 * Dados bancários: the details on record, and the form while the CNPJ status asks for them, or on
 * 'Cadastrar'/'Alterar dados bancários' once the registration is finished (the new account is
 * checked again: the status goes back to Processando).
 */
const BankDetailsSection = ({ profile, onSaved }: { profile: Profile; onSaved: () => Promise<unknown> }) => {
  const [save] = useSetBankDetailsMutation();
  const [editing, setEditing] = useState(false);
  const status = profile.statusCnpj ?? 'ABSENT';
  const details = profile.bankDetails;
  const showForm = profile.needsBankDetails || editing;
  return (
    <Section title="Dados bancários">
      {details && !showForm && (
        <Facts
          facts={[
            ['Banco', String(details.bank).padStart(3, '0')],
            ['Agência', details.branch],
            ['Conta', details.account],
            ['Tipo de conta', details.accountType],
            ['Titular', details.isPersonal ? 'Pessoa Física' : 'Pessoa Jurídica'],
          ]}
        />
      )}
      {!details && !showForm && <StyledText>Nenhum dado bancário cadastrado.</StyledText>}
      {!showForm && mayEditBankDetails(status) && (
        <div>
          <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
            {details ? 'Alterar dados bancários' : 'Cadastrar dados bancários'}
          </Button>
        </div>
      )}
      {showForm && (
        <>
          {status === 'FINISHED' && (
            <StyledText>
              Os novos dados passam por verificação; enquanto isso, o cadastro fica em Processando.
            </StyledText>
          )}
          <BankDetailsForm
            current={details}
            onSave={async (input) => {
              // The profile is a value inside Query.myProfile: read it again to show the new status.
              await save({ variables: { input } });
              await onSaved();
              setEditing(false);
              notify.success('Dados bancários salvos.');
            }}
          />
          {editing && (
            <div>
              <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
                Cancelar
              </Button>
            </div>
          )}
        </>
      )}
    </Section>
  );
};

/** /meu-perfil (affiliate, agent): personal data, the company and its status, bank details. */
export const ProfilePage = () => {
  const title = useRouteTitle();
  const { data, loading, error, refetch } = useMyProfileQuery();
  // Only the first load shows the spinner: a refetch after a save keeps the page (and its open form).
  if (loading && !data) return <Spinner label="Carregando" />;
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
  return (
    <Stack $gap={6}>
      <PageTitle title={title} />
      <Section title="Dados pessoais">
        <Facts
          facts={[
            ['Nome', profile.name],
            ['E-mail', profile.email],
            ['CPF', profile.cpf ? formatCpf(profile.cpf) : '—'],
            ['Celular', phone(profile.mobilePhone)],
            ['Endereço', address || '—'],
          ]}
        />
      </Section>
      <Section title="Contato e endereço">
        <ContactForm profile={profile} states={data.brazilianStates} onSaved={refetch} />
      </Section>
      <Section title="Pessoa Jurídica">
        <StyledText role="status">{cnpjNextStepText(status)}</StyledText>
        <Facts
          facts={[
            ['CNPJ', profile.cnpj ? formatCnpj(profile.cnpj) : '—'],
            ['Status', <StatusBadge key="status" status={getCnpjStatus(status)} />],
          ]}
        />
      </Section>
      <Section title="Contrato">
        <ContractRequest hasCnpj={Boolean(profile.cnpj)} />
      </Section>
      <BankDetailsSection profile={profile} onSaved={refetch} />
      <Section title="Alterar senha">
        <PasswordForm />
      </Section>
      <MailPreferencesSection preferences={data.mailPreferences} />
    </Stack>
  );
};
