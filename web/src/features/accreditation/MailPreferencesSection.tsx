/**
 * Preferências de e-mail (docs/mail.md), on Meu Perfil and Minha conta: the e-mail categories this
 * person receives that can be turned off, each a checkbox, saved together. Codes and security
 * notices are not among them, and the section says so.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MESSAGES } from '@portal/schema/messages';
import { MAIL_PREFERENCE_MESSAGES } from '@portal/schema/validation/mail-preferences';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { MailCategory } from '@/__generated__/types.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { MutedText } from '@/ui/ListLayout.tsx';
import { Section } from '@/ui/Section.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import {
  MailPreferencesDocument,
  type MailPreferencesQuery,
  useMailPreferencesQuery,
  useSetMailPreferencesMutation,
} from './__generated__/mail-preferences.ts';

type Preferences = MailPreferencesQuery['mailPreferences'];
type Field = 'bills' | 'edNotifications' | 'weeklySummary';

/** Each category: its field, its name and what it sends (the unsubscribe page names them alike). */
const CATEGORIES: readonly { category: MailCategory; field: Field; label: string; what: string }[] = [
  {
    category: 'BILLS',
    field: 'bills',
    label: 'Avisos de faturas',
    what: 'Nota fiscal em análise ou recusada, fatura pronta para pagamento e fatura paga.',
  },
  {
    category: 'ED_NOTIFICATIONS',
    field: 'edNotifications',
    label: 'Notificações da holding',
    what: 'As notificações que a holding envia aos EDs também chegam por e-mail.',
  },
  {
    category: 'WEEKLY_SUMMARY',
    field: 'weeklySummary',
    label: 'Resumo semanal',
    what: 'Uma vez por semana, as vendas, as comissões e as metas do ciclo.',
  },
];

const ALWAYS =
  'Códigos de verificação e avisos de segurança (senha alterada, nova chave de API, verificação em duas etapas) são sempre enviados e não podem ser desativados.';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledChoice = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.spacing(0, 2)};
  align-items: start;
  cursor: pointer;

  input {
    margin-top: 4px;
    width: 18px;
    height: 18px;
  }

  strong {
    color: ${({ theme }) => theme.colors.text};
  }

  span {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Choices = ({ preferences }: { preferences: Preferences }) => {
  const [save, { loading }] = useSetMailPreferencesMutation();
  const offered = CATEGORIES.filter((item) => preferences.categories.includes(item.category));
  const [choice, setChoice] = useState<Record<Field, boolean>>(preferences);
  useEffect(() => setChoice(preferences), [preferences]);
  if (offered.length === 0) return null;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({
        variables: { input: Object.fromEntries(offered.map(({ field }) => [field, choice[field]])) },
        // The viewer's one value: the query's answer becomes the saved one (no second request).
        update: (cache, { data }) => {
          if (data)
            cache.writeQuery({
              query: MailPreferencesDocument,
              data: { mailPreferences: data.setMailPreferences },
            });
        },
      });
      notify.success(MAIL_PREFERENCE_MESSAGES.saved);
    } catch (error) {
      notify.error(CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : MESSAGES.unexpected);
    }
  };
  return (
    <StyledForm onSubmit={(event) => void onSubmit(event)} aria-label="Preferências de e-mail">
      {offered.map(({ field, label, what }) => (
        <StyledChoice key={field}>
          <input
            type="checkbox"
            checked={choice[field]}
            onChange={(event) => setChoice({ ...choice, [field]: event.target.checked })}
          />
          <strong>{label}</strong>
          <span>{what}</span>
        </StyledChoice>
      ))}
      <div>
        <Button type="submit" disabled={loading}>
          Salvar preferências
        </Button>
      </div>
    </StyledForm>
  );
};

/**
 * The section; `preferences` when the page's own query read them (Meu Perfil: one request),
 * otherwise it reads them (Minha conta, whose only request this is).
 */
export const MailPreferencesSection = ({ preferences }: { preferences?: Preferences }) => {
  const query = useMailPreferencesQuery({ skip: preferences !== undefined });
  const { loading, error, refetch } = query;
  const data = preferences ? { mailPreferences: preferences } : query.data;
  return (
    <Section title="Preferências de e-mail">
      {loading && !data && <Spinner label="Carregando" />}
      {error && !data && (
        <MutedText>
          Não foi possível carregar suas preferências.{' '}
          <Button type="button" variant="ghost" size="small" onClick={() => void refetch()}>
            Tentar novamente
          </Button>
        </MutedText>
      )}
      {data && <Choices preferences={data.mailPreferences} />}
      {data && data.mailPreferences.categories.length === 0 && (
        <MutedText>Seu perfil não recebe e-mails que possam ser desativados.</MutedText>
      )}
      <MutedText>{ALWAYS}</MutedText>
    </Section>
  );
};
