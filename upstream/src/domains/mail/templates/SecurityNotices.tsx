/**
 * Security notices: sent for every change that could be someone else's doing, with what to do if
 * it was not the person. They cannot be turned off (docs/mail.md).
 */
import { Link, Text } from '@react-email/components';
import type { MailTemplates } from '../../../kernel/mail.ts';
import { Layout, type MailContext, styles } from './Layout.tsx';

/** The instant as people in Brazil read it: "15/01/2026, 10:00 (horário de Brasília)". */
export const brasiliaTime = (iso: string): string =>
  `${new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(iso))} (horário de Brasília)`;

function NotYou({ context }: { context: MailContext }) {
  const reset = `${context.webUrl}/resetar-senha`;
  return (
    <Text style={styles.text}>
      Se não foi você, crie uma nova senha agora em{' '}
      <Link href={reset} style={styles.link}>
        {reset}
      </Link>{' '}
      e fale com o suporte pelo Fale Conosco do portal.
    </Text>
  );
}

export const passwordChangedSubject = () => 'Sua senha foi alterada';

export function PasswordChanged({
  data,
  context,
}: {
  data: MailTemplates['password-changed'];
  context: MailContext;
}) {
  return (
    <Layout
      name={data.name}
      context={context}
      title="Sua senha foi alterada"
      preview="A senha da sua conta acabou de ser alterada."
    >
      <Text style={styles.text}>A senha da sua conta foi alterada em {brasiliaTime(data.at)}.</Text>
      <Text style={styles.text}>Se foi você, não é preciso fazer nada.</Text>
      <NotYou context={context} />
    </Layout>
  );
}

export const twoFactorChangedSubject = (data: MailTemplates['two-factor-changed']) =>
  data.enabled ? 'A verificação em duas etapas foi ativada' : 'A verificação em duas etapas foi desativada';

export function TwoFactorChanged({
  data,
  context,
}: {
  data: MailTemplates['two-factor-changed'];
  context: MailContext;
}) {
  const what = data.enabled ? 'ativada' : 'desativada';
  return (
    <Layout
      name={data.name}
      context={context}
      title={twoFactorChangedSubject(data)}
      preview={`A verificação em duas etapas da sua conta foi ${what}.`}
    >
      <Text style={styles.text}>
        A verificação em duas etapas da sua conta foi {what} em {brasiliaTime(data.at)}.{' '}
        {data.enabled
          ? 'A partir de agora, cada acesso pede também o código do aplicativo autenticador.'
          : 'A partir de agora, o acesso pede apenas a sua senha.'}
      </Text>
      <Text style={styles.text}>Se foi você, não é preciso fazer nada.</Text>
      <NotYou context={context} />
    </Layout>
  );
}

export const apiKeyCreatedSubject = () => 'Uma chave de API foi criada na sua conta';

export function ApiKeyCreated({
  data,
  context,
}: {
  data: MailTemplates['api-key-created'];
  context: MailContext;
}) {
  return (
    <Layout
      name={data.name}
      context={context}
      title="Nova chave de API"
      preview={`A chave “${data.keyName}” foi criada na sua conta.`}
    >
      <Text style={styles.text}>
        A chave de API “{data.keyName}” foi criada na sua conta em {brasiliaTime(data.at)}, com acesso a:{' '}
        {data.scopes.join(', ')}.
      </Text>
      <Text style={styles.text}>
        Se foi você, não é preciso fazer nada. As chaves ficam em{' '}
        <Link href={`${context.webUrl}/chaves-de-api`} style={styles.link}>
          Chaves de API
        </Link>
        , onde também podem ser revogadas.
      </Text>
      <NotYou context={context} />
    </Layout>
  );
}
