/** The accreditation's verification code (the first one and every resend). */
import { Text } from '@react-email/components';
import type { MailTemplates } from '../../../kernel/mail.ts';
import { Layout, type MailContext, styles } from './Layout.tsx';

export const accreditationCodeSubject = (data: MailTemplates['accreditation-code']) =>
  `Seu código de verificação: ${data.code}`;

export function AccreditationCode({
  data,
  context,
}: {
  data: MailTemplates['accreditation-code'];
  context: MailContext;
}) {
  return (
    <Layout
      name={data.name}
      context={context}
      title="Confirme seu e-mail"
      preview={`Use o código ${data.code} para continuar o credenciamento.`}
    >
      <Text style={styles.text}>
        Para continuar seu credenciamento, digite este código na tela de verificação:
      </Text>
      <Text style={styles.code}>{data.code}</Text>
      <Text style={styles.text}>
        O código vale por {data.minutes} minutos. Se não foi você quem começou o credenciamento, ignore esta
        mensagem.
      </Text>
    </Layout>
  );
}
