/** The points programme's membership code. */
import { Text } from '@react-email/components';
import type { MailTemplates } from '../../../kernel/mail.ts';
import { Layout, type MailContext, styles } from './Layout.tsx';

export const pointsCodeSubject = () => 'Código de adesão ao programa de pontos';

export function PointsCode({ data, context }: { data: MailTemplates['points-code']; context: MailContext }) {
  return (
    <Layout
      name={data.name}
      context={context}
      title="Confirme sua adesão ao programa de pontos"
      preview={`Seu código de adesão: ${data.code}`}
    >
      <Text style={styles.text}>
        Para confirmar sua adesão ao programa de pontos, digite este código no portal:
      </Text>
      <Text style={styles.code}>{data.code}</Text>
      <Text style={styles.text}>Se você não pediu a adesão, ignore esta mensagem.</Text>
    </Layout>
  );
}
