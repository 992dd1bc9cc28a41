/** "Não sei minha senha": the one-time link to choose a new password. */
import { Button, Link, Text } from '@react-email/components';
import type { MailTemplates } from '../../../kernel/mail.ts';
import { Layout, type MailContext, styles } from './Layout.tsx';

export const passwordResetSubject = () => 'Crie uma nova senha';

/** The web's page that finishes the recovery (web/src/features/auth). */
export const resetLink = (webUrl: string, token: string) =>
  `${webUrl}/alterar-senha?token=${encodeURIComponent(token)}`;

export function PasswordReset({
  data,
  context,
}: {
  data: MailTemplates['password-reset'];
  context: MailContext;
}) {
  const link = resetLink(context.webUrl, data.token);
  return (
    <Layout
      name={data.name}
      context={context}
      title="Crie uma nova senha"
      preview="Recebemos um pedido para trocar a senha da sua conta."
    >
      <Text style={styles.text}>
        Recebemos um pedido para trocar a senha da sua conta. Para criar uma nova senha, use o botão abaixo:
      </Text>
      <Button href={link} style={styles.button}>
        Criar nova senha
      </Button>
      <Text style={{ ...styles.text, marginTop: '24px' }}>
        Se o botão não abrir, copie este endereço no navegador:{' '}
        <Link href={link} style={styles.longLink}>
          {link}
        </Link>
      </Text>
      <Text style={styles.text}>
        O link vale por {data.minutes} minutos e só pode ser usado uma vez. Se você não pediu a troca, ignore
        esta mensagem: sua senha continua a mesma.
      </Text>
    </Layout>
  );
}
